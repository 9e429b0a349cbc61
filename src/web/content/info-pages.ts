import type { InfoPageContent } from './info-doc';

// The help and policy pages, each its own chunk: a visitor downloads only the one they open.
export const INFO_PAGES = {
  'how-it-works': () => import('./how-it-works'),
  'how-to-buy': () => import('./how-to-buy'),
  safety: () => import('./safety'),
  help: () => import('./help'),
  'privacy-policy': () => import('./privacy-policy'),
  'terms-of-services': () => import('./terms-of-services'),
} satisfies Record<string, () => Promise<{ default: InfoPageContent }>>;

export type InfoPageName = keyof typeof INFO_PAGES;
export const INFO_PAGE_NAMES = Object.keys(INFO_PAGES) as InfoPageName[];
