import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../shared/enums';
import { i18nOptions, textsBackend } from './catalogue';
import { isLanguage, LANGUAGE_STORAGE_KEY, readStoredLanguage } from './language';

/**
 * Starts the browser's i18next in the language the page was drawn in, so that hydration finds the
 * same text, once that language's texts are loaded. Returns the visitor's stored choice, to switch to
 * once the page is live if it differs (the cookie the server reads was lost, say). A first visit
 * keeps the server's choice.
 */
export async function startLanguage(drawnIn: Language | null): Promise<Language> {
  // A shared link may name its language (?lang=en, as the server's alternate links do): it wins.
  const linked = new URLSearchParams(window.location.search).get('lang');
  if (isLanguage(linked)) storeLanguage(linked);
  const preferred = readStoredLanguage(window.localStorage, drawnIn ?? undefined);
  const initial = drawnIn ?? preferred;
  document.documentElement.lang = initial;
  rememberForServer(preferred);
  await i18n.use(initReactI18next).use(textsBackend).init(i18nOptions(initial));
  started();
  return preferred;
}

let started: () => void;
const ready = new Promise<void>((resolve) => (started = resolve));

/**
 * Loads the namespaces a screen reads (the route table's `texts`), once i18next has started: the
 * router waits for them with the screen's code, so the screen, hydrated or not, draws its texts at once.
 */
export async function loadTexts(namespaces: readonly string[] = []): Promise<void> {
  // The server's pages have every namespace already (entry-server.tsx); this instance is the browser's.
  if (namespaces.length === 0 || typeof window === 'undefined') return;
  await ready;
  await i18n.loadNamespaces([...namespaces]);
}

let wanted: Language | null = null;

/** Switches, stores and applies the language, loading its texts (every namespace loaded so far) the first time. */
export async function changeLanguage(language: Language): Promise<void> {
  wanted = language;
  storeLanguage(language);
  rememberForServer(language);
  await i18n.loadLanguages(language);
  // Switched again while these texts were on their way: the later choice stands.
  if (wanted !== language) return;
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the switch still applies to this visit
  }
}

/** A cookie too, so the server draws pages, titles and link previews in the same language. */
function rememberForServer(language: Language): void {
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; path=/; max-age=31536000; samesite=lax`;
}
