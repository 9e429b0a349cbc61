import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

/**
 * Blocks of the catalogues (`src/web/i18n/bn.json`, `en.json`) that only some screens show stay out
 * of the catalogue every page loads: such a screen imports its block itself
 * (`../../i18n/bn.json?block=postDraft`) and adds it to i18next (features/post/post-texts.ts). The
 * JSON files keep every key, so the catalogue tests still see both languages whole.
 */
const SCREEN_BLOCKS = ['postDraft'];

function screenBlocks(): Plugin {
  const catalogue = /[\\/]src[\\/]web[\\/]i18n[\\/](bn|en)\.json$/;
  return {
    name: 'thikana:screen-blocks',
    enforce: 'pre',
    async load(id) {
      const [file = '', query = ''] = id.split('?');
      if (!catalogue.test(file)) return null;
      this.addWatchFile(file);
      const texts = JSON.parse(await fs.promises.readFile(file, 'utf8')) as Record<string, unknown>;
      const block = new URLSearchParams(query).get('block');
      if (block !== null) {
        if (!SCREEN_BLOCKS.includes(block)) this.error(`${block} is not a screen's block of ${file}`);
        // The query hides the file's type from the bundler: name it.
        return { code: JSON.stringify(texts[block]), moduleType: 'json' };
      }
      for (const name of SCREEN_BLOCKS) delete texts[name];
      return JSON.stringify(texts);
    },
  };
}

// The server entry (`vite build --ssr`, into dist/ssr): the server loads it to draw public pages
// before their scripts arrive (docs/server-rendering.md). Libraries stay in node_modules.
const serverEntry = defineConfig({
  plugins: [screenBlocks(), react()],
  build: { outDir: 'dist/ssr', emptyOutDir: true, copyPublicDir: false },
});

const browserApp = defineConfig({
  plugins: [screenBlocks(), react(), tailwindcss(), precompress(), scriptsAfterPaint()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // Which chunks each screen needs: the server preloads them with a page it drew.
    manifest: true,
    // The JavaScript budget of DESIGN.md §6 is checked by e2e/js-budget.spec.ts on the phone profile.
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

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverEntry : browserApp));
