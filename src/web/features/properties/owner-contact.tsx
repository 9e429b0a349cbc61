import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDigits } from '../../../shared/format';
import type { Property } from '../../../shared/property';
import { useLanguage } from '../../components/use-language';

const COPIED_LABEL_MS = 2000; // spec §9

/** The poster, and the ways to reach them: call, WhatsApp, or copy the number. */
export function OwnerContact({ property }: { property: Property }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [copied, setCopied] = useState(false);
  const fullNumber = `${property.contact_number_prefix.dialCode}${property.contact_number}`;
  const national = property.contact_number;
  const shownNumber = localDigits(
    `${property.contact_number_prefix.dialCode} ${national.slice(0, 4)}-${national.slice(4)}`,
    language,
  );

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_LABEL_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copyNumber() {
    try {
      await navigator.clipboard.writeText(fullNumber);
      setCopied(true);
    } catch (error) {
      console.error('could not copy the number', error); // spec §8: only logged
    }
  }

  return (
    <section aria-labelledby="owner-title" className="rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id="owner-title" className="text-sm font-semibold uppercase tracking-wide text-stone-600">
        {t('property.postedBy')}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        {property.user.avatar ? (
          <img src={property.user.avatar.url} alt="" className="h-12 w-12 rounded-full object-cover" />
        ) : (
          <span
            className="flex h-12 w-12 items-center justify-center rounded-full bg-earth text-xl font-semibold text-white"
            aria-hidden="true"
          >
            {property.user.name.trim().charAt(0).toUpperCase()}
          </span>
        )}
        <div>
          <p className="font-semibold text-stone-900">{property.user.name}</p>
          <p className="text-sm text-stone-600">
            {t('property.posts', {
              count: property.totalData,
              n: localDigits(String(property.totalData), language),
            })}
          </p>
        </div>
      </div>
      <p className="mt-4 text-lg font-semibold tracking-wide text-stone-900" dir="ltr">
        {shownNumber}
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <a
          href={`tel:${fullNumber}`}
          className="rounded-full bg-brand px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-dark"
        >
          {t('property.call')}
        </a>
        <a
          href={`https://wa.me/${fullNumber.replace('+', '')}`}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-full bg-[#1f8a4c] px-4 py-2.5 text-center font-semibold text-white hover:bg-[#176b3b]"
        >
          {t('property.whatsapp')}
        </a>
        <button
          type="button"
          onClick={() => void copyNumber()}
          className="col-span-2 rounded-full border-2 border-brand px-4 py-2 font-semibold text-brand-dark hover:bg-brand-light"
        >
          <span aria-live="polite">{copied ? t('property.copied') : t('property.copyNumber')}</span>
        </button>
      </div>
      <p className="mt-4 rounded-lg bg-earth-light p-3 text-sm text-earth">{t('property.safetyTip')}</p>
    </section>
  );
}
