import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PillLink } from '../components/pill-link';
import { useLanguage } from '../components/use-language';
import type { InfoPageContent } from '../content/info-doc';
import { INFO_PAGE_NAMES, type InfoPageName } from '../content/info-pages';

/**
 * How it works, How to buy, Safety, Help, Privacy policy, Terms of services: text in both languages.
 * The router loads the page's text with the screen (app/router.tsx), so the server draws it too.
 */
export default function InfoPage({ page, content }: { page: InfoPageName; content: InfoPageContent }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const doc = content[language];
  useEffect(() => {
    document.title = `${doc.title} · ${t('app.name')}`;
  }, [doc, t]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <article>
        <h1 className="text-3xl font-semibold text-stone-900">{doc.title}</h1>
        <p className="mt-3 text-lg leading-relaxed text-stone-700">{doc.intro}</p>
        {doc.sections.map((section) => (
          <section key={section.heading} className="mt-8">
            <h2 className="text-xl font-semibold text-stone-900">{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-stone-800">
                {paragraph}
              </p>
            ))}
            {section.list && (
              <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-stone-800">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </article>
      <nav aria-labelledby="more-help" className="mt-12 rounded-2xl bg-earth-light p-5">
        <h2 id="more-help" className="font-semibold text-stone-900">
          {t('info.more')}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {INFO_PAGE_NAMES.filter((name) => name !== page).map((name) => (
            <li key={name}>
              <PillLink to={`/${name}`}>{t(`info.${name}`)}</PillLink>
            </li>
          ))}
          <li>
            <PillLink to="/contact">{t('footer.contactUs')}</PillLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}
