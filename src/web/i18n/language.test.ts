import { describe, expect, it } from 'vitest';
import bn from './bn.json';
import en from './en.json';
import { ERROR_STATUS, type ErrorCode } from '../../shared/errors';
import { PASSWORD_ISSUES } from '../../shared/password-rules';
import { readStoredLanguage } from './language';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('the stored language', () => {
  it('defaults to Bengali and stores it', () => {
    const storage = memoryStorage();
    expect(readStoredLanguage(storage)).toBe('bn');
    expect(storage.values.get('language')).toBe('bn');
  });

  it("takes the server's choice for a first visit and stores it", () => {
    const storage = memoryStorage();
    expect(readStoredLanguage(storage, 'en')).toBe('en');
    expect(storage.values.get('language')).toBe('en');
    expect(readStoredLanguage(memoryStorage({ language: 'bn' }), 'en')).toBe('bn');
  });

  it('keeps a supported choice', () => {
    expect(readStoredLanguage(memoryStorage({ language: 'en' }))).toBe('en');
  });

  it('replaces an unsupported value with Bengali', () => {
    const storage = memoryStorage({ language: 'fr' });
    expect(readStoredLanguage(storage)).toBe('bn');
    expect(storage.values.get('language')).toBe('bn');
  });
});

// The texts of each language: the common namespace (bn.json, en.json) and the namespaces some
// screens load with them (<namespace>/bn.json, <namespace>/en.json), read as i18next reads them.
const FILES = import.meta.glob<{ default: object }>(['./*.json', './*/*.json'], { eager: true });
const NAMESPACES = [
  ...new Set(Object.keys(FILES).map((file) => file.slice(2).replace(/(bn|en)\.json$/, ''))),
];
const texts = (namespace: string, language: 'bn' | 'en'): object =>
  FILES[`./${namespace}${language}.json`]?.default ?? {};

describe('the catalogues', () => {
  const keys = (o: object, prefix = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) =>
      v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
    );

  it('have the same keys in bn and en, in every namespace, none empty', () => {
    expect(NAMESPACES.length).toBeGreaterThan(1);
    for (const namespace of NAMESPACES) {
      const [bnTexts, enTexts] = [texts(namespace, 'bn'), texts(namespace, 'en')];
      expect(keys(bnTexts).sort(), namespace || 'common').toEqual(keys(enTexts).sort());
      const empty = [...Object.entries(bnTexts), ...Object.entries(enTexts)].filter(([, v]) =>
        JSON.stringify(v).includes('""'),
      );
      expect(empty, namespace || 'common').toEqual([]);
    }
  });

  it('hold each key in one namespace only: a screen reads any loaded namespace by the same key', () => {
    const all = NAMESPACES.flatMap((namespace) => keys(texts(namespace, 'bn')));
    expect(all.filter((key, i) => all.indexOf(key) !== i)).toEqual([]);
  });

  it('explain every error code the server answers with', () => {
    // The web app shows any code it gets (apiErrorText); a missing text would fall back to "unknown".
    for (const code of Object.keys(ERROR_STATUS) as ErrorCode[]) {
      expect(bn.apiError, code).toHaveProperty(code);
      expect(en.apiError, code).toHaveProperty(code);
    }
  });

  it('explain every password and name rule of the shared schemas', () => {
    for (const code of [...PASSWORD_ISSUES, 'password_common', 'name_invisible']) {
      expect(bn.validation, code).toHaveProperty(code);
      expect(en.validation, code).toHaveProperty(code);
    }
  });
});
