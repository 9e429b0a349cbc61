// A block of a catalogue that only some screens show, imported by those screens (vite.config.ts,
// `screenBlocks`): `import texts from '../../i18n/bn.json?block=postDraft'`.
declare module '*.json?block=postDraft' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?block=offlinePublish' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?block=postUpload' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?block=photoRetry' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?block=signOut' {
  const texts: Record<string, unknown>;
  export default texts;
}
