import type { Language } from '../../shared/enums';
import { escapeHtml } from '../escape-html';

/** What a page tells browsers, search engines and link previews before any script runs. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page without the language: the one address search engines should keep. */
  canonical: string;
  /** Absolute URL of a 1200 × 630 picture. */
  image: string;
  type: 'website' | 'product';
  /** schema.org data for the page, if any. */
  jsonLd?: object;
  /** Pages that must not be indexed (not found, private screens). */
  noindex?: boolean;
  /** The photo that will be the page's largest paint: fetched with the HTML, not after the scripts. */
  preloadImage?: { url: string; srcset: string; sizes: string };
}

// The part of index.html the server rewrites (see index.html).
const HEAD_BLOCK = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;

/** index.html with this page's head and language; everything else, scripts included, untouched. */
export function renderPage(template: string, head: PageHead, language: Language, siteName: string): string {
  const alternate = (lang: Language) =>
    `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(withLang(head.canonical, lang))}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    alternate('bn'),
    alternate('en'),
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    head.preloadImage ? preloadLink(head.preloadImage) : '',
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(head.canonical)}" />`,
    `<meta property="og:image" content="${escapeHtml(head.image)}" />`,
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    `<meta property="og:locale" content="${language === 'bn' ? 'bn_BD' : 'en_US'}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(head.image)}" />`,
    head.jsonLd ? `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>` : '',
  ].filter(Boolean);
  // Replacer functions: in a replacement string, $` $& $' in a title or keyword would paste parts of
  // the template back in (a second doctype, broken JSON-LD).
  return template
    .replace(/<html lang="[a-z]+"/, () => `<html lang="${language}"`)
    .replace(HEAD_BLOCK, () => tags.join('\n    '));
}

function preloadLink({ url, srcset, sizes }: NonNullable<PageHead['preloadImage']>): string {
  return `<link rel="preload" as="image" href="${escapeHtml(url)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`;
}

function withLang(url: string, language: Language): string {
  const parsed = new URL(url);
  parsed.searchParams.set('lang', language);
  return parsed.toString();
}

/** JSON inside <script>: "</script>" or "<!--" in a listing's text must not end the element. */
function jsonForScript(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** Shortens text to about `max` characters at a word boundary, for descriptions. */
export function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`;
}
