import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/use-hydrated';
import { lastSignInWay, rememberSignInWay, type SignInWay } from './last-sign-in-way';

const WAYS = ['phone', 'email'] as const satisfies readonly SignInWay[];
type Way = SignInWay;

/**
 * The two ways into an account, as tabs: the mobile number and a code by SMS first (many owners read
 * no e-mail), e-mail and password second. Arrow keys, Home and End move between the tabs (WAI-ARIA
 * tabs pattern); only the chosen way's form is drawn. The tab last chosen on this browser is the one
 * shown first, on sign-in and sign-up alike.
 */
export function SignInWays({ phone, email }: { phone: ReactNode; email: ReactNode }) {
  const { t } = useTranslation('account');
  const id = useId();
  const [chosen, setChosen] = useState<Way | null>(null);
  // On a page the server drew, a tap before the app has taken it over would be lost: the other tab
  // waits for the app, as the forms' buttons do.
  const live = useHydrated();
  // The stored tab only once hydrated: the server, which cannot read it, drew the phone tab.
  const way = chosen ?? (live ? lastSignInWay() : null) ?? 'phone';
  const tabs = useRef<Partial<Record<Way, HTMLButtonElement | null>>>({});
  const label: Record<Way, string> = {
    phone: t('phoneAuth.form.withPhone'),
    email: t('phoneAuth.form.withEmail'),
  };

  function choose(next: Way) {
    setChosen(next);
    rememberSignInWay(next);
    tabs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const at = WAYS.indexOf(way);
    const to: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: WAYS.length - 1,
    };
    const index = to[event.key];
    if (index === undefined) return;
    event.preventDefault();
    choose(WAYS[(index + WAYS.length) % WAYS.length]!);
  }

  return (
    <>
      <div
        role="tablist"
        aria-label={t('phoneAuth.form.way')}
        onKeyDown={onKeyDown}
        className="mb-6 grid grid-cols-2 gap-1 rounded-full bg-stone-100 p-1"
      >
        {WAYS.map((option) => (
          <button
            key={option}
            ref={(element) => {
              tabs.current[option] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${option}`}
            aria-selected={way === option}
            aria-controls={way === option ? `${id}-panel` : undefined}
            tabIndex={way === option ? 0 : -1}
            disabled={way !== option && !live}
            onClick={() => choose(option)}
            className="rounded-full px-3 py-2 font-semibold text-stone-700 aria-selected:bg-white aria-selected:text-brand-dark aria-selected:shadow-sm"
          >
            {label[option]}
          </button>
        ))}
      </div>
      {/* Not labelled by its tab: "Mobile number" and "E-mail" name the panel's first field already. */}
      <div role="tabpanel" id={`${id}-panel`}>
        {way === 'phone' ? phone : email}
      </div>
    </>
  );
}
