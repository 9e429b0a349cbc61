import { useTranslation } from 'react-i18next';
import { useGetMetaQuery } from '../../lib/meta-api';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format-date';
import { SITE } from '../../../shared/site';
import { INFO_PAGE_NAMES } from '../../content/info-pages';
import { LanguageSelect } from '../../components/language-switch';
import { LogoMark } from '../../components/logo-mark';
import { PublicContactItems } from '../../components/public-contact';
import { useLanguage } from '../../components/use-language';

// Area pages that search engines can follow from every page (issue: area landing pages).
const FOOTER_AREAS = ['uposhohor', 'shaheb-bazar', 'kazla', 'talaimari', 'laxmipur'];

/** The footer: tagline, contact, public e-mail and phone, social links, credit, rights, language. */
export function Footer() {
  const { t } = useTranslation();
  const language = useLanguage();
  const year = formatDate(new Date(), language, 'year');
  const { data: meta } = useGetMetaQuery();
  // The deployment's PUBLIC_EMAIL and PUBLIC_PHONE; no phone line when none is configured.
  return (
    <footer className="mt-16 bg-stone-900 text-stone-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <Link to="/" className="inline-flex items-center gap-2" aria-label={t('nav.home')}>
            <LogoMark className="h-10 w-10" />
            <span className="text-2xl font-semibold text-white">{t('app.name')}</span>
          </Link>
          <p className="mt-3 max-w-sm text-stone-300">{t('footer.tagline')}</p>
        </div>
        <div>
          <h2 className="mb-3 font-semibold text-white">{t('footer.contactUs')}</h2>
          <ul className="space-y-2">
            <li>
              <Link to="/contact" className="underline-offset-4 hover:underline">
                {t('footer.contactUs')}
              </Link>
            </li>
            <PublicContactItems labelClass="text-stone-400" linkClass="underline-offset-4 hover:underline" />
          </ul>
        </div>
        <nav aria-labelledby="footer-areas">
          <h2 id="footer-areas" className="mb-3 font-semibold text-white">
            {t('footer.popularAreas')}
          </h2>
          <ul className="space-y-2">
            {FOOTER_AREAS.map((slug) => {
              const area = meta?.areas.find((a) => a.slug === slug);
              return (
                area && (
                  <li key={slug}>
                    <Link
                      to={`/property-searched?area=${slug}`}
                      className="underline-offset-4 hover:underline"
                    >
                      {language === 'bn' ? area.name_bn : area.name}
                    </Link>
                  </li>
                )
              );
            })}
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className="mb-3 font-semibold text-white">
            {t('footer.helpTitle')}
          </h2>
          <ul className="space-y-2">
            <li>
              <Link to="/price-guide" className="underline-offset-4 hover:underline">
                {t('footer.priceGuide')}
              </Link>
            </li>
            {INFO_PAGE_NAMES.map((name) => (
              <li key={name}>
                <Link to={`/${name}`} className="underline-offset-4 hover:underline">
                  {t(`info.${name}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 font-semibold text-white">{t('footer.followUs')}</h2>
          <ul className="flex gap-3">
            <li>
              <a
                href={SITE.facebookUrl}
                rel="noopener noreferrer"
                target="_blank"
                aria-label={t('footer.facebook')}
                className="block rounded-full bg-stone-800 p-2.5 hover:bg-brand"
              >
                <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
                  <path
                    fill="currentColor"
                    d="M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.2-.6.6-.6z"
                  />
                </svg>
              </a>
            </li>
            <li>
              <a
                href={SITE.instagramUrl}
                rel="noopener noreferrer"
                target="_blank"
                aria-label={t('footer.instagram')}
                className="block rounded-full bg-stone-800 p-2.5 hover:bg-brand"
              >
                <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
                  <path
                    fill="currentColor"
                    d="M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0zM21.9 8c0-1.7-.5-3.2-1.7-4.3S17.6 2 15.9 2H8.1C6.4 2 4.9 2.5 3.7 3.7S2 6.3 2 8v8c0 1.7.5 3.2 1.7 4.3S6.4 22 8.1 22h7.8c1.7 0 3.2-.5 4.4-1.7s1.7-2.6 1.7-4.3V8zm-2.2 10.1a3.2 3.2 0 0 1-1.8 1.8c-1.3.5-4.3.4-5.9.4s-4.6.1-5.9-.4a3.2 3.2 0 0 1-1.8-1.8c-.5-1.3-.4-4.3-.4-5.9s-.1-4.6.4-5.9a3.2 3.2 0 0 1 1.8-1.8C7.4 4 10.4 4.1 12 4.1s4.6-.1 5.9.4a3.2 3.2 0 0 1 1.8 1.8c.5 1.3.4 4.3.4 5.9s.1 4.6-.4 5.9z"
                  />
                </svg>
              </a>
            </li>
          </ul>
          <LanguageSelect id="footer-language" className="mt-5" />
        </div>
      </div>
      <div className="border-t border-stone-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-4 text-sm text-stone-400 sm:flex-row sm:justify-between">
          <p>{t('footer.rights', { year })}</p>
          <p>{t('footer.builtBy', { studio: SITE.studio })}</p>
        </div>
      </div>
    </footer>
  );
}
