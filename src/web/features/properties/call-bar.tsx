import { useTranslation } from 'react-i18next';
import type { ListingDetailJson, Property } from '../../../shared/property';
import { Price } from '../../components/price';
import { useLanguage } from '../../components/use-language';
import { contactNumber } from '../../components/poster-summary';
import { PhoneIcon, WhatsAppIcon } from './contact-icons';
import { hasPhone, whatsappHref } from './contact-links';
import { sendContactEvent } from './contact-event';

/**
 * On phones, the price and the two ways to reach the owner stay at the bottom of the screen, in reach
 * of the thumb, however far the visitor has scrolled. Wide screens have the contact panel instead.
 * `data-call-bar` lets app.css give the page room below, so the bar never covers the footer.
 */
export function CallBar({
  property,
}: {
  property: Property & Partial<Pick<ListingDetailJson, 'price_check'>>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  // A sold or rented listing takes no more calls: its page says so instead (ClosedNote).
  if (!hasPhone(property) || property.market_status !== 'available') return null;
  const number = contactNumber(property, language);
  const button =
    'flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-3 font-semibold text-white';
  // A price far below what similar listings ask is the advance-fee scam's bait: the one tap away
  // from calling says so too (the page's note, pay-after-visit.tsx, says it in full).
  const farBelow = property.price_check?.far_below === true;

  return (
    <aside
      aria-label={t('property.contactBar')}
      data-call-bar={farBelow ? 'warning' : ''}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white/95 px-3 pb-[max(0.5rem,env(safe-area-inset-bottom))] pt-2 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] backdrop-blur md:hidden"
    >
      {farBelow && (
        <p className="mx-auto mb-1.5 max-w-xl text-xs font-semibold text-danger-dark">
          {t('report.farBelowShort')}
        </p>
      )}
      <div className="mx-auto flex max-w-xl items-center gap-2">
        <div className="min-w-0 flex-1">
          <Price property={property} brief />
        </div>
        <a
          href={`tel:${number.full}`}
          aria-label={t('property.callOwner')}
          className={`${button} bg-brand`}
          onClick={() => sendContactEvent(property._id, 'call')}
        >
          <PhoneIcon />
          {t('property.call')}
        </a>
        <a
          href={whatsappHref(number.full, t('property.whatsappMessage', { title: property.property_title }))}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('property.whatsappOwner')}
          onClick={() => sendContactEvent(property._id, 'whatsapp')}
          className={`${button} bg-[#17703d]`}
        >
          <WhatsAppIcon />
          {t('property.whatsapp')}
        </a>
      </div>
    </aside>
  );
}
