import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One direction of dependency (docs/architecture.md): web and server may import shared, never each other.
const boundary = (from, forbidden) => ({
  files: [`src/${from}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        // Relative paths only: a package's own `server` entry (react-dom/server) is not src/server.
        patterns: forbidden.map((dir) => ({
          regex: `^\\.\\.?/(.*/)?${dir}(/|$)`,
          message: `src/${from} must not import src/${dir}`,
        })),
      },
    ],
  },
});

// The web app's layers (docs/architecture.md): each may import only the layers after it, then src/shared.
// i18n/, content/, styles/ and assets/ are leaves any layer may read; they import no layer.
// The first layer is the entries: the browser's (main.tsx, which loads start-app.tsx) and the
// server's (entry-server.tsx).
const WEB_LAYERS = [
  ['main.tsx', 'start-app.tsx', 'entry-server.tsx'],
  'app',
  'screens',
  'features',
  'components',
  'lib',
];
const WEB_LEAVES = ['i18n', 'content', 'styles', 'assets'];
const webPath = (name) => (Array.isArray(name) ? name.map((n) => `./src/web/${n}`) : `./src/web/${name}`);
const upwards = WEB_LAYERS.slice(1).map((layer, i) => ({
  target: webPath(layer),
  from: WEB_LAYERS.slice(0, i + 1).flatMap(webPath),
  message: `src/web/${layer} may import only ${[...WEB_LAYERS.slice(i + 2), 'shared'].join(', ')} and the leaves (main → ${WEB_LAYERS.slice(1).join(' → ')} → shared).`,
}));
const leaves = {
  target: WEB_LEAVES.map(webPath),
  from: WEB_LAYERS.flatMap(webPath),
  message: `${WEB_LEAVES.join(', ')} are leaves: they import no layer of the web app.`,
};
// A feature never imports another feature: screens compose them, and what two share moves down.
const features = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: webPath(`features/${name}`),
    from: webPath('features'),
    except: [`./${name}`],
    message: `features/${name} may not import another feature: move what they share to components/ or lib/.`,
  }));

// The server's layers (docs/decisions/ server layers): each may import only the layers after it, then
// the base (the loose files of src/server, config/ and types/) and src/shared. The feature folders
// share one layer and never import one another: they build on properties, the listings, and hear of
// each other only through what a lower layer owns (properties/listing-events.ts). The platform is in
// order too: notices (what owners are told, by SMS or e-mail), media, then plugins (HTTP), sms, mail,
// jobs, audit (the admins' trail), auth, db, and metrics (the counters every layer above steps).
const SERVER_PLATFORM = [
  'properties',
  'notices',
  'media',
  'plugins',
  'sms',
  'mail',
  'jobs',
  'audit',
  'auth',
  'db',
  'metrics',
];
const SERVER_BASE_FOLDERS = ['config', 'types', 'test'];
const serverEntries = readdirSync(new URL('./src/server', import.meta.url), { withFileTypes: true });
const SERVER_FEATURES = serverEntries
  .filter(
    (entry) => entry.isDirectory() && ![...SERVER_PLATFORM, ...SERVER_BASE_FOLDERS].includes(entry.name),
  )
  .map(({ name }) => name);
const SERVER_LAYERS = [['main.ts'], ['app.ts', 'fastify.d.ts'], SERVER_FEATURES, ...SERVER_PLATFORM];
const serverPath = (name) =>
  Array.isArray(name) ? name.map((n) => `./src/server/${n}`) : `./src/server/${name}`;
const serverLayerNames = SERVER_LAYERS.map((layer) => (Array.isArray(layer) ? layer.join('/') : layer));
const serverUpwards = SERVER_LAYERS.slice(1).map((layer, i) => ({
  target: serverPath(layer),
  from: SERVER_LAYERS.slice(0, i + 1).flatMap(serverPath),
  message: `src/server/${serverLayerNames[i + 1]} may import only the layers under it (${serverLayerNames.slice(i + 2).join(' → ')}), the base and src/shared.`,
}));
const serverBase = {
  target: [
    ...serverEntries
      .filter((entry) => entry.isFile() && !SERVER_LAYERS[0].concat(SERVER_LAYERS[1]).includes(entry.name))
      .map(({ name }) => name),
    ...SERVER_BASE_FOLDERS.filter((name) => name !== 'test'),
  ].map(serverPath),
  from: SERVER_LAYERS.flatMap(serverPath),
  message:
    'The base of src/server (its loose files, config/, types/) imports no layer: config.ts imports no feature.',
};
const serverFeatures = SERVER_FEATURES.map((name) => ({
  target: serverPath(name),
  from: SERVER_FEATURES.filter((other) => other !== name).map(serverPath),
  message: `src/server/${name} is a feature and may not import another one. Move what they share down (properties, the platform), or let the lower layer own an interface.`,
}));

export default tseslint.config(
  { ignores: ['dist', 'data', 'drizzle', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'scripts/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Fastify plugins are async functions by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read JSON answers whose shape is what they assert.
    files: ['**/*.test.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle reads only the files whose extension and parser it is told about.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...upwards, leaves, ...features] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The server's own files; tests and their helpers (src/server/test/) may reach across to set up.
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/server/test/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...serverUpwards, serverBase, ...serverFeatures] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  boundary('shared', ['server', 'web']),
  boundary('web', ['server']),
  boundary('server', ['web']),
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  // The service worker runs in the browser's worker scope, not in Node.
  { files: ['src/service-worker/**/*.js'], languageOptions: { globals: { ...globals.serviceworker } } },
);
