import type { ReactNode } from 'react';

/** The frame of the account screens: one narrow card, comfortable on a phone. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 text-2xl font-semibold text-stone-900">{title}</h1>
        {children}
      </div>
    </section>
  );
}
