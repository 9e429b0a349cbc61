// The later blocks of a catalogue (LATER_PATHS in vite.config.ts, read by later-texts.ts).
declare module '*.json?later' {
  import type { ResourceLanguage } from 'i18next';
  const texts: ResourceLanguage;
  export default texts;
}
