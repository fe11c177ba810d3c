/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';

/**
 * Library modules that every list page imported although they serve only a click or a control our screens do not
 * show: each is replaced, for the one library module that imports it, by a stand-in with the same export that loads
 * the real module when it is needed. The stand-ins' code is below, `REAL` the real module's path (or, with `load`,
 * the path of the module beside it that the stand-in loads instead of a whole index).
 */
/**
 * A dialog component of react-admin that renders nothing while closed: the stand-in loads the real one when its
 * `openProp` is first true, and keeps it mounted afterwards so that it closes with its transition.
 */
function whenOpened(name: string, openProp = 'open') {
  return `import { createElement, lazy, Suspense, useState } from 'react';
const Real = lazy(() => import(REAL).then((module) => ({ default: module.${name} })));
export const ${name} = (props) => {
  const [wanted, setWanted] = useState(false);
  if (props.${openProp} && !wanted) setWanted(true);
  return wanted ? createElement(Suspense, { fallback: null }, createElement(Real, props)) : null;
};`;
}

const standIns: { importer: RegExp; source: string; code: string; load?: string }[] = [
  {
    // ra-core's CSV export ('Exportieren') loads its CSV library, jsonexport (about 3 KB gzip), on the click: the
    // list controller imports the exporter statically. The stand-in has jsonexport's callback form, the only one
    // defaultExporter calls, and hands the call on once the library is loaded.
    importer: /[\\/]ra-core[\\/]dist[\\/]export[\\/]defaultExporter\.js$/,
    source: 'jsonexport/dist/index.js',
    code: `export default function jsonExport(...args) {
  import(REAL).then(({ default: load }) => load(...args));
}`,
  },
  {
    // react-admin's DataTable renders its ColumnsSelector (the column chooser) into the box of a <ColumnsButton>,
    // and renders nothing without one. The stand-in looks for that box as the real one does (at once and for half a
    // second after mounting) and loads the real one only when it is there.
    importer: /[\\/]ra-ui-materialui[\\/]dist[\\/]list[\\/]datatable[\\/]DataTable\.js$/,
    source: './ColumnsSelector.js',
    code: `import { createElement, lazy, Suspense, useEffect, useState } from 'react';
import { useDataTableStoreContext } from 'ra-core';
const Selector = lazy(() => import(REAL).then((module) => ({ default: module.ColumnsSelector })));
export const ColumnsSelector = (props) => {
  const { storeKey } = useDataTableStoreContext();
  const id = storeKey + '-columnsSelector';
  const present = () => typeof document !== 'undefined' && document.getElementById(id) !== null;
  const [found, setFound] = useState(present);
  useEffect(() => {
    if (found) return undefined;
    const interval = setInterval(() => present() && setFound(true), 100);
    const timeout = setTimeout(() => clearInterval(interval), 500);
    return () => {
      clearInterval(interval);
      clearTimeout(timeout);
    };
  }, [id, found]);
  return found ? createElement(Suspense, { fallback: null }, createElement(Selector, props)) : null;
};`,
  },
  {
    // a DataTable.Col renders a ColumnsSelectorItem (a column's switch in the chooser, with diacritic's search and
    // FieldToggle, about 3 KB gzip) only inside the ColumnsSelector: it loads when it is rendered there
    importer: /[\\/]ra-ui-materialui[\\/]dist[\\/]list[\\/]datatable[\\/]DataTableColumn\.js$/,
    source: './ColumnsSelectorItem.js',
    code: `import { createElement, lazy, Suspense } from 'react';
const Item = lazy(() => import(REAL).then((module) => ({ default: module.ColumnsSelectorItem })));
export const ColumnsSelectorItem = (props) => createElement(Suspense, { fallback: null }, createElement(Item, props));`,
  },
  {
    // a DataTable without bulkActionButtons renders BulkDeleteButton (with both of react-admin's delete buttons and
    // the confirmation, about 5 KB gzip) into its bulk actions bar, which is folded away until a row is selected: the
    // button loads with the first selection and stays while the bar folds away again
    importer: /[\\/]ra-ui-materialui[\\/]dist[\\/]list[\\/]datatable[\\/]DataTable\.js$/,
    source: '../../button/index.js',
    load: 'BulkDeleteButton.js',
    code: `import { createElement, lazy, Suspense, useState } from 'react';
import { useListContext } from 'ra-core';
const Button = lazy(() => import(REAL).then((module) => ({ default: module.BulkDeleteButton })));
export const BulkDeleteButton = (props) => {
  const { selectedIds } = useListContext();
  const [wanted, setWanted] = useState(false);
  if (!wanted && selectedIds.length > 0) setWanted(true);
  return wanted ? createElement(Suspense, { fallback: null }, createElement(Button, props)) : null;
};`,
  },
  {
    // react-admin's confirmation dialog ('Löschen' on an edit page, 'Alle entfernen' of a list input) is closed until
    // its button is pressed: it (with MUI's Dialog, about 3.5 KB gzip) loads then, and stays mounted afterwards so that
    // it closes with its transition
    importer: /[\\/]ra-ui-materialui[\\/]dist[\\/]button[\\/]DeleteWithConfirmButton\.js$/,
    source: '../layout/index.js',
    load: 'Confirm.js',
    code: whenOpened('Confirm', 'isOpen'),
  },
  {
    importer: /[\\/]ra-ui-materialui[\\/]dist[\\/]input[\\/]ArrayInput[\\/]SimpleFormIteratorClearButton\.js$/,
    source: '../../layout/Confirm.js',
    code: whenOpened('Confirm', 'isOpen'),
  },
  {
    // the filter button's dialogs that save the list's current filters under a name or remove them ('Abfrage
    // speichern', with MUI's Dialog) are closed until chosen in its menu: each loads then and stays mounted
    importer: /[\\/]ra-ui-materialui[\\/]dist[\\/]list[\\/]filter[\\/]FilterButton\.js$/,
    source: './AddSavedQueryDialog.js',
    code: whenOpened('AddSavedQueryDialog'),
  },
  {
    importer: /[\\/]ra-ui-materialui[\\/]dist[\\/]list[\\/]filter[\\/]FilterButton\.js$/,
    source: './RemoveSavedQueryDialog.js',
    code: whenOpened('RemoveSavedQueryDialog'),
  },
];

const standInPrefix = '\0stand-in:';

function loadWhenNeeded(): Plugin {
  return {
    name: 'bestellwerk:load-when-needed',
    enforce: 'pre',
    async resolveId(source, importer) {
      const index = standIns.findIndex((standIn) => standIn.source === source && standIn.importer.test(importer ?? ''));
      if (index < 0) return null;
      const real = await this.resolve(source, importer, { skipSelf: true });
      return real ? `${standInPrefix}${index}:${real.id}` : null;
    },
    load(id) {
      if (!id.startsWith(standInPrefix)) return null;
      const [index, ...path] = id.slice(standInPrefix.length).split(':');
      const standIn = standIns[Number(index)];
      const real = standIn?.load ? join(dirname(path.join(':')), standIn.load) : path.join(':');
      return standIn?.code.replaceAll('REAL', JSON.stringify(real));
    },
  };
}

const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:8000';

export default defineConfig({
  base: '/static/backoffice/',
  plugins: [react(), loadWhenNeeded()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the first-load report of make bench (tools/bench/bundle-size.mjs)
    manifest: true,
    rollupOptions: {
      // board.html: the display screens (no login, no react-admin), served by Django under /board/
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        board: fileURLToPath(new URL('board.html', import.meta.url)),
        // terminal.html: the clock-in terminal of a branch (username + PIN, no login), served under /terminal/
        terminal: fileURLToPath(new URL('terminal.html', import.meta.url)),
        // device.html: a device's own page (pairing, then the counter tablet or a bare agent), served at /device/;
        // signage.html: the player of a screen, served at /signage/<identifier> (docs/devices.md; no login)
        device: fileURLToPath(new URL('device.html', import.meta.url)),
        signage: fileURLToPath(new URL('signage.html', import.meta.url)),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // The packages the back office's first load imports (react-admin's frame, MUI, React Router, React
              // Query, emotion; not React and React DOM, which the other pages share) in one chunk. Rolldown put
              // them in several chunks by which lazily loaded pages also use them, and index.html loaded all of
              // them: the same code in fewer files, without the glue between them, gzips smaller (entry 244.7 ->
              // 239.7 KB; each page as much lighter). The other pages import no package but React and so load none
              // of it: should one of them import another package, check its first load (tools/bench/bundle-size.mjs).
              name: 'frame',
              test: (id) => /node_modules/.test(id) && !/node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id),
              tags: ['$initial'],
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5174,
    proxy: {
      '/api': backend,
      '/backend/login': backend,
      '/backend/logout': backend,
      '/static/admin': backend,
    },
  },
  test: {
    // a user-event test takes well under a second alone; on a loaded two-core CI machine it can take several
    testTimeout: 20_000,
    // every core: Vitest's default leaves one idle, which on the two-core CI machine halves the speed
    maxWorkers: availableParallelism(),
    environment: 'jsdom',
    // one jsdom and the installed packages per worker, loaded once, not once per file (this suite 145 → 57 s on
    // two cores); the setup file starts our own modules and the page afresh for every file
    isolate: false,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // globals replaced by a test (fetch, AudioContext, location) come back after it
    unstubGlobals: true,
  },
});
