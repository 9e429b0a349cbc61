import { useTranslation } from 'react-i18next';
import type { Property } from '../../../shared/property';
import { CopyButton } from '../../components/copy-button';
import { PhoneVerified } from '../../components/phone-verified';
import { useLanguage } from '../../components/use-language';
import { contactNumber, PosterSummary } from '../../components/poster-summary';
import { whatsappHref } from './contact-links';
import { sendContactEvent } from './contact-event';

/**
 * The poster, and the ways to reach them: call, WhatsApp, or copy the number. On phones the call bar
 * (call-bar.tsx) carries Call and WhatsApp, so they are not offered twice.
 */
export function OwnerContact({ property }: { property: Property }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const number = contactNumber(property, language);

  return (
    <section aria-labelledby="owner-title" className="rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id="owner-title" className="text-sm font-semibold uppercase tracking-wide text-stone-600">
        {t('property.postedBy')}
      </h2>
      <div className="mt-3">
        <PosterSummary property={property} />
      </div>
      <p className="mt-4 text-lg font-semibold tracking-wide text-stone-900" dir="ltr">
        {number.shown}
      </p>
      {property.contact_verified && <PhoneVerified className="mt-1 text-sm" />}
      <div className="mt-3 grid grid-cols-2 gap-2">
        <a
          href={`tel:${number.full}`}
          onClick={() => sendContactEvent(property._id, 'call')}
          className="rounded-full max-md:hidden bg-brand px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-dark"
        >
          {t('property.call')}
        </a>
        <a
          href={whatsappHref(number.full, t('property.whatsappMessage', { title: property.property_title }))}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => sendContactEvent(property._id, 'whatsapp')}
          className="rounded-full max-md:hidden bg-[#17703d] px-4 py-2.5 text-center font-semibold text-white hover:bg-[#125a31]"
        >
          {t('property.whatsapp')}
        </a>
        <CopyButton
          text={number.full}
          label={t('property.copyNumber')}
          copiedLabel={t('property.copied')}
          onCopied={() => sendContactEvent(property._id, 'copy')}
          className="col-span-2 rounded-full border-2 border-brand px-4 py-2 font-semibold text-brand-dark hover:bg-brand-light"
        />
      </div>
    </section>
  );
}
