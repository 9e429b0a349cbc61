import 'vitest-browser-react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { i18nOptions, NAMESPACES, textsBackend } from '../i18n/catalogue';
import { startApi, unanswered, worker } from './api';

// Before each component test file (vitest.components.config.ts): i18next as the app starts it
// (i18n.ts), every namespace of both languages loaded, in Bengali; the API's answers; a browser with
// nothing stored.

await i18n
  .use(textsBackend)
  .use(initReactI18next)
  .init({ ...i18nOptions('bn', NAMESPACES), preload: ['bn', 'en'] });

beforeAll(async () => {
  await startApi();
});

afterEach(() => {
  worker.resetHandlers();
  localStorage.clear();
  const missed = unanswered.splice(0);
  expect(missed, 'API calls the test did not answer').toEqual([]);
});

afterAll(() => {
  worker.stop();
});
