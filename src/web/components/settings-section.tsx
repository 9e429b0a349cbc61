import type { ReactNode } from 'react';

interface SettingsSectionProps {
  /** The heading's id, which names the section (aria-labelledby). */
  id: string;
  title: string;
  /** What is set now, said before the hint (the current e-mail address). */
  lead?: ReactNode;
  hint?: ReactNode;
  /** "warning": a section that asks for something to be done (an address not confirmed yet). */
  tone?: 'plain' | 'warning';
  children: ReactNode;
}

/** One card of the settings page: a named section with its heading, an optional hint, its form. */
export function SettingsSection({ id, title, lead, hint, tone = 'plain', children }: SettingsSectionProps) {
  const border = tone === 'warning' ? 'border-amber-300' : 'border-stone-200';
  return (
    <section aria-labelledby={id} className={`rounded-2xl border ${border} bg-white p-6`}>
      <h2 id={id} className={`${lead || hint ? 'mb-2' : 'mb-4'} text-lg font-semibold text-stone-900`}>
        {title}
      </h2>
      {lead && <p className="mb-4 text-stone-700">{lead}</p>}
      {hint && <p className="mb-4 text-sm text-stone-700">{hint}</p>}
      {children}
    </section>
  );
}
