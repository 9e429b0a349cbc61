import { useTranslation } from 'react-i18next';

/**
 * Says which values of the URL the search left out and why (`?max_price=abc`): on a phone the
 * filters that would show it are in the closed sheet.
 */
export function LeftOutNote({ problems }: { problems: Record<string, string> }) {
  const { t } = useTranslation();
  const entries = Object.entries(problems);
  if (entries.length === 0) return null;
  return (
    <ul className="mb-3 rounded-lg border border-earth/40 bg-earth-light px-3 py-2 text-sm text-stone-800">
      {entries.map(([name, code]) => (
        <li key={name}>
          {t('search.leftOut', {
            field: t(`search.param.${name}`, { defaultValue: name }),
            reason: t(`validation.${code}`, { defaultValue: t('validation.invalid') }),
          })}
        </li>
      ))}
    </ul>
  );
}
