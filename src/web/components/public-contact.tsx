import { useTranslation } from 'react-i18next';
import { localDigits } from '../../shared/format';
import { displayBdPhone } from '../../shared/phone';
import { useGetMetaQuery } from '../lib/meta-api';
import { useLanguage } from './use-language';

/**
 * The site's public e-mail and phone (PUBLIC_EMAIL, PUBLIC_PHONE) as list items with mailto: and tel:
 * links, the number in the page's digits; no phone line when none is configured.
 */
export function PublicContactItems({ labelClass, linkClass }: { labelClass: string; linkClass: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const contact = useGetMetaQuery().data?.contact;
  if (!contact) return null;
  return (
    <>
      <li>
        <span className={labelClass}>{t('footer.emailLabel')}: </span>
        <a href={`mailto:${contact.email}`} className={linkClass}>
          {contact.email}
        </a>
      </li>
      {contact.phone && (
        <li>
          <span className={labelClass}>{t('footer.phoneLabel')}: </span>
          <a href={`tel:${contact.phone}`} className={linkClass} dir="ltr">
            {localDigits(displayBdPhone(contact.phone), language)}
          </a>
        </li>
      )}
    </>
  );
}
