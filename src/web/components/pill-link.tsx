import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link drawn as a rounded chip, for rows of quick links (areas, kinds of listing, help pages). */
export function PillLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-block rounded-full border border-stone-300 bg-white px-3 py-1.5 text-stone-800 hover:border-brand"
    >
      {children}
    </Link>
  );
}
