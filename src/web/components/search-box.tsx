import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

interface SearchBoxProps {
  id: string;
  placeholder: string;
  size?: 'md' | 'lg';
  onSearched?: () => void;
}

/** Sends the typed text to /property-searched?keyword=…. */
export function SearchBox({ id, placeholder, size = 'md', onSearched }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = keyword.trim();
    void navigate(
      text ? `/property-searched?${new URLSearchParams({ keyword: text })}` : '/property-searched',
    );
    onSearched?.();
  }

  const large = size === 'lg';
  return (
    <form role="search" onSubmit={submit} className="flex w-full">
      <label htmlFor={id} className="sr-only">
        {t('nav.searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        enterKeyHint="search"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        placeholder={placeholder}
        maxLength={100}
        className={`min-w-0 flex-1 rounded-l-full border border-r-0 border-stone-300 bg-white text-stone-900 placeholder:text-stone-500 ${large ? 'px-5 py-3 text-lg' : 'px-4 py-1.5'}`}
      />
      <button
        type="submit"
        className={`rounded-r-full bg-brand font-semibold text-white hover:bg-brand-dark ${large ? 'px-6 text-lg' : 'px-4'}`}
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
          <path
            fill="currentColor"
            d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.38A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z"
          />
        </svg>
        <span className="sr-only">{t('home.searchButton')}</span>
      </button>
    </form>
  );
}
