import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { APP_ROUTES, NOT_FOUND_SCREEN, pathPatternSource } from './src/shared/app-paths';

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy next to each built script and style sheet.
 * The server sends them as they are (@fastify/static preCompressed): about 14 % smaller than the
 * quick compression it would apply to each response, at no cost per request.
 */
function precompress(): Plugin {
  return {
    name: 'thikana:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist/web';
      for (const name of Object.keys(bundle).filter((file) => /\.(js|css|svg)$/.test(file))) {
        const file = path.join(dir, name);
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        const quality = { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY };
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: quality }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}

// The server entry (`vite build --ssr`, into dist/ssr): the server loads it to draw public pages
// before their scripts arrive (docs/server-rendering.md). Libraries stay in node_modules.
const serverEntry = defineConfig({
  plugins: [react()],
  build: { outDir: 'dist/ssr', emptyOutDir: true, copyPublicDir: false },
});

/** The browser's zod: one that never compiles code at run time (lib/zod-without-eval.ts). */
export const browserAliases = [
  { find: /^zod$/, replacement: path.resolve('src/web/lib/zod-without-eval.ts') },
];

const browserApp = defineConfig({
  plugins: [react(), tailwindcss(), precompress(), scriptsAfterPaint(), serviceWorker()],
  resolve: {
    alias: [{ find: /^zod$/, replacement: path.resolve('src/web/lib/zod-without-eval.ts') }],
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // Which chunks each screen needs: the server preloads them with a page it drew.
    manifest: true,
    // The JavaScript budget (docs/decisions/017-performance-budgets.md) is checked by
    // e2e/js-budget.spec.ts on the phone profile.
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      output: {
        // What the app needs to start comes in three files (React, the other libraries it starts
        // with, the app), not nine small ones: over HTTP/1.1 a phone opens six connections at a time
        // and each starts slowly. Screens, and libraries only some screens use, stay chunks of their own.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            {
              name: 'vendor',
              test: /node_modules[\\/](react-router|@reduxjs|immer|redux|reselect|react-redux|use-sync-external-store|i18next|react-i18next)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // The API refuses cross-site writes; through the dev proxy the browser's origin is Vite's, so
    // present the request as coming from the API's own origin.
    proxy: {
      '/api': { target: 'http://localhost:3000', headers: { origin: 'http://localhost:3000' } },
      '/uploads': 'http://localhost:3000',
    },
  },
});

/**
 * The page is drawn by the server and reads without scripts: the entry script must not take
 * bandwidth from the style sheet and the main photo on a slow connection. Low priority lets the
 * browser fetch those first; the script still runs, deferred, once the page is parsed.
 */
function scriptsAfterPaint(): Plugin {
  return {
    name: 'thikana:scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<script type="module"/g, '<script type="module" fetchpriority="low"'),
    },
  };
}

/**
 * The service worker (src/service-worker/sw.js, docs/offline.md), written to dist/web/sw.js with this
 * build's version, the files of its app shell (SHELL_ROOTS below) and the pages it keeps for reading
 * offline (the routes marked `offline` in src/shared/app-paths.ts). Written by hand rather than with
 * Workbox: it is 200 lines, and no plugin needs to be added to the project. Also the offline page in
 * each language, from the `offline` block of the catalogues.
 */
function serviceWorker(): Plugin {
  return {
    name: 'thikana:service-worker',
    apply: 'build',
    // Once written: a chunk of the bundle may still be dropped before (a style sheet's empty script).
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist/web';
      const shell = shellFiles(bundle).filter((file) => fs.existsSync(path.join(dir, file.slice(1))));
      const version = createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 12);
      const source = fs
        .readFileSync('src/service-worker/sw.js', 'utf8')
        .replace('= __THIKANA_VERSION__;', () => `= ${JSON.stringify(version)};`)
        .replace('= __THIKANA_SHELL__;', () => `= ${JSON.stringify(shell)};`)
        .replace('= __THIKANA_PAGES__;', () => `= ${JSON.stringify(keptPages())};`);
      fs.writeFileSync(path.join(dir, 'sw.js'), source);
      for (const language of ['bn', 'en'] as const) {
        fs.writeFileSync(path.join(dir, `offline-${language}.html`), offlinePage(language));
      }
    },
  };
}

/** The pages the service worker keeps: each `offline` route's pattern and bin. */
function keptPages(): Array<[string, string]> {
  return APP_ROUTES.flatMap((route) =>
    route.offline ? [[pathPatternSource(route.path), route.offline]] : [],
  );
}

// What a visitor reads offline starts from these modules: the app, the common texts of both
// languages, the screens the route table marks `shell` (and the not-found one) and the fonts, and the
// check before logging out with its texts (it says, offline, that it needs the connection). The rest
// (the post form and its texts, moderation, the animated logo) is kept once used.
const SHELL_SCREENS = [
  ...new Set([...APP_ROUTES.filter((r) => r.shell).map((r) => r.screen), NOT_FOUND_SCREEN]),
];
const SHELL_ROOTS = new RegExp(
  `src/web/(main\\.tsx|start-app\\.tsx|i18n/(sign-out/)?(bn|en)\\.json|screens/(${SHELL_SCREENS.join('|')})\\.tsx|components/sign-out-check\\.ts)$`,
);

/** The app shell: the files of SHELL_ROOTS and everything they import at start, with their styles and fonts. */
function shellFiles(bundle: Rollup.OutputBundle): string[] {
  const files = new Set<string>();
  const add = (name: string) => {
    const item = bundle[name];
    if (!item || files.has(`/${name}`)) return;
    files.add(`/${name}`);
    if (item.type !== 'chunk') return;
    for (const css of item.viteMetadata?.importedCss ?? []) add(css);
    for (const asset of item.viteMetadata?.importedAssets ?? []) add(asset);
    for (const imported of item.imports) add(imported);
  };
  for (const [name, item] of Object.entries(bundle)) {
    const root = item.type === 'chunk' ? item.facadeModuleId : (item.originalFileNames ?? []).join(' ');
    if (root && SHELL_ROOTS.test(root)) add(name);
  }
  for (const [name, item] of Object.entries(bundle)) {
    // The brand font's faces (app/brand-font.tsx): Bengali and Latin, regular and semibold.
    if (item.type === 'asset' && /hind-siliguri-(bengali|latin)-(400|600)-normal.*\.woff2$/.test(name))
      add(name);
  }
  return [...files].filter((file) => /\.(js|css|woff2)$/.test(file)).sort();
}

/** The page the service worker shows for a page not kept, without a connection: no script, no file. */
function offlinePage(language: 'bn' | 'en'): string {
  const catalogue = JSON.parse(fs.readFileSync(`src/web/i18n/${language}.json`, 'utf8')) as {
    app: { name: string };
    offline: Record<'title' | 'body' | 'retry' | 'home', string>;
  };
  const text = catalogue.offline;
  const logo = fs
    .readFileSync('public/favicon.svg', 'utf8')
    .replace('<svg ', '<svg aria-hidden="true" width="72" height="72" ');
  const escape = (value: string) =>
    value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="theme-color" content="#0D9276" />
<meta name="robots" content="noindex" />
<title>${escape(text.title)} · ${escape(catalogue.app.name)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f7f3ea;color:#292524;font-family:'Hind Siliguri','Noto Sans Bengali',system-ui,sans-serif;line-height:1.6}
main{max-width:28rem;padding:2rem 1.25rem;text-align:center}
h1{font-size:1.5rem;margin:1rem 0 .5rem}
p{margin:0 0 1.5rem;color:#44403c}
a{display:inline-block;margin:.25rem;padding:.75rem 1.25rem;border-radius:.5rem;font-weight:600;text-decoration:none}
.primary{background:#0b7a62;color:#fff}
.secondary{color:#085c4a;border:1px solid #0b7a62}
a:focus-visible{outline:3px solid #8b5a2b;outline-offset:2px}
</style>
</head>
<body>
<main>
${logo}
<h1>${escape(text.title)}</h1>
<p>${escape(text.body)}</p>
<a class="primary" href="">${escape(text.retry)}</a>
<a class="secondary" href="/">${escape(text.home)}</a>
</main>
</body>
</html>
`;
}

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverEntry : browserApp));
