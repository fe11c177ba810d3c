// ESLint for frontend/{common,storefront,backoffice} and the end-to-end tests (e2e): typescript-eslint's recommended rules, the
// rules of hooks, and the boundaries between the folders of each app (ARCHITECTURE.md "Layers", Frontend).
// Run from the repository root: `npm run lint` (or `npm run lint -w frontend/<app>`).
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import clockTag from './rules/clock-tag.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const frontend = join(root, 'frontend');
const subfolders = (folder) =>
  readdirSync(join(frontend, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Zones of import/no-restricted-paths: each `target` folder of `app` may import from its `src` only
 * what `allowed` lists (itself included); paths relative to frontend/<app>/src.
 */
function zones(app, rules) {
  const src = `frontend/${app}/src`;
  return rules.map(({ target, allowed, message }) => ({
    target: `${src}/${target}`,
    from: src,
    except: [...new Set([target, ...allowed])].map((path) => `./${path}`),
    message,
  }));
}

// Storefront: features never import each other; src/app composes them from the shared folders.
const storefrontShared = ['api', 'components', 'lib', 'styles', 'testing', 'messages.ts'];
const storefrontZones = zones('storefront', [
  ...subfolders('storefront/src/features').map((feature) => ({
    target: `features/${feature}`,
    // the one sanctioned exception: the tracker reads the stored consent through consent's tiny API
    allowed: feature === 'tracking' ? [...storefrontShared, 'features/consent/consentState.ts'] : storefrontShared,
    message: 'Ein Feature importiert kein anderes Feature; gemeinsame Teile gehören nach api/, components/ oder lib/.',
  })),
  ...storefrontShared
    .filter((folder) => folder !== 'testing')
    .map((folder) => ({
      target: folder,
      allowed: storefrontShared.filter((other) => other !== 'testing'),
      message: 'Gemeinsame Teile importieren weder Features noch die App.',
    })),
]);

// Back office: every other folder of src is an area (<area>/<entity>, named as the backend app that serves it: orders,
// organisation, catalogue, accounts, audit, analytics, media, statistics, crm, timetracking, cms, content, consent,
// projects, imaging, ...), so a new area folder is kept apart from the others from its first file;
// images and clipboard serve the resource forms like the backend's media area serves its areas;
// api, components, i18n, theme and test are shared by all; app composes.
const backofficeShared = ['api', 'components', 'i18n', 'theme', 'test'];
const backofficeServices = ['images', 'clipboard'];
const concerns = subfolders('backoffice/src').filter(
  (folder) => folder !== 'app' && !backofficeShared.includes(folder) && !backofficeServices.includes(folder),
);
const backofficeZones = zones('backoffice', [
  ...concerns.map((concern) => ({
    target: concern,
    allowed: [...backofficeShared, ...backofficeServices],
    message:
      'Ein Bereich des Backends importiert keinen anderen; gemeinsame Teile gehören nach api/, components/ oder i18n/.',
  })),
  ...backofficeServices.map((service) => ({
    target: service,
    allowed: backofficeShared,
    message: 'Bilder und Zwischenablage importieren nur gemeinsame Teile (api/, components/, i18n/, theme/).',
  })),
  ...backofficeShared.map((folder) => ({
    target: folder,
    allowed: backofficeShared,
    message: 'Gemeinsame Teile importieren weder Bereiche noch die App.',
  })),
]);

// The shared code reaches the apps only as the package @bestellwerk/common; the apps never reach into each other.
const appImports = {
  patterns: [
    {
      group: ['**/common/src', '**/common/src/**', '@common/*', '@bestellwerk/common/src/*'],
      message: "Gemeinsamer Code wird als '@bestellwerk/common/…' importiert.",
    },
    {
      group: ['**/storefront/src/**', '**/backoffice/src/**', '@bestellwerk/storefront', '@bestellwerk/backoffice'],
      message: 'Die Apps importieren einander nicht; Gemeinsames gehört nach frontend/common.',
    },
  ],
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'e2e/test-results/**', 'frontend/common/src/api/schema.gen.ts'] },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // unused names are the TypeScript checker's job (noUnusedLocals, noUnusedParameters)
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
  {
    // the end-to-end tests run in Node (Playwright's runner): the recommended rules, Node's globals
    files: ['e2e/**/*.ts'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    plugins: { bestellwerk: { rules: { 'clock-tag': clockTag } } },
    // specs that read the hour, the weekday or an opening state are tagged @clock (rules/clock-tag.mjs)
    rules: { '@typescript-eslint/no-unused-vars': 'off', 'bestellwerk/clock-tag': 'error' },
  },
  {
    files: ['frontend/storefront/src/**/*.{ts,tsx}', 'frontend/backoffice/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', appImports] },
  },
  {
    files: ['frontend/common/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/storefront/**', '**/backoffice/**'], message: 'frontend/common kennt die Apps nicht.' },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/storefront/src/**/*.{ts,tsx}'],
    // Tests set up the app around their feature (the cart store, the kiosk mode) as src/app does.
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': ['error', { basePath: root, zones: storefrontZones }] },
  },
  {
    files: ['frontend/backoffice/src/**/*.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': ['error', { basePath: root, zones: backofficeZones }] },
  },
  {
    // the display screens (board.html) and the device pages (device.html, signage.html: their entries in
    // app/devicePages, the agent in devices/page, the player in signage/player) stay small: no react-admin, no
    // Material UI
    files: [
      'frontend/backoffice/src/orders/display/**/*.{ts,tsx}',
      'frontend/backoffice/src/devices/page/**/*.{ts,tsx}',
      'frontend/backoffice/src/signage/player/**/*.{ts,tsx}',
      'frontend/backoffice/src/app/devicePages/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...appImports,
          paths: ['react-admin', 'ra-core', '@tanstack/react-query'],
          patterns: [
            ...appImports.patterns,
            { group: ['@mui/*'], message: 'Die Anzeigen und Geräteseiten kommen ohne Material UI aus.' },
          ],
        },
      ],
    },
  },
);
