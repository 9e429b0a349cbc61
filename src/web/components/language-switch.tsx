import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../shared/enums';
import { useSaveLanguageMutation } from '../lib/session/auth-api';
import { useAuth } from '../lib/session/use-auth';
import { changeLanguage } from '../i18n/i18n';
import { isLanguage } from '../i18n/language';
import { useLanguage } from './use-language';

/** Switches the interface and, for a logged-in user, the account: its mail is written in it. */
export function useSwitchLanguage(): (language: Language) => void {
  const { isAuthenticated } = useAuth();
  const [saveLanguage] = useSaveLanguageMutation();
  return (language) => {
    void changeLanguage(language);
    if (isAuthenticated) void saveLanguage(language);
  };
}

/** The language toggle of the desktop navbar and the dashboard: বাংলা | English. */
export function LanguageToggle() {
  const { t } = useTranslation();
  const current = useLanguage();
  const switchTo = useSwitchLanguage();
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className="flex overflow-hidden rounded-full border border-brand/40 text-sm"
    >
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={current === language}
          onClick={() => switchTo(language)}
          className={`px-3 py-1 font-semibold ${current === language ? 'bg-brand text-white' : 'text-brand-dark hover:bg-brand-light'}`}
        >
          {/* Each language by its own name, as the menu's and the footer's selector write it. */}
          {t(`language.${language}`)}
        </button>
      ))}
    </div>
  );
}

/** The full-name language selector of the mobile menu and the footer. */
export function LanguageSelect({ id, className = '' }: { id: string; className?: string }) {
  const { t } = useTranslation();
  const current = useLanguage();
  const switchTo = useSwitchLanguage();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="text-sm">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => isLanguage(event.target.value) && switchTo(event.target.value)}
        className="rounded-md border border-stone-300 bg-white px-2 py-1 text-sm text-stone-900"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
