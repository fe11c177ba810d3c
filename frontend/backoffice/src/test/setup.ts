import '@testing-library/jest-dom/vitest';
import { clearPage, startFreshPage } from '@bestellwerk/common/testing/freshPage';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// lazily loaded pages and dialogs take longer on a busy CI machine: findBy/waitFor wait up to 5 s
configure({ asyncUtilTimeout: 5_000 });

// isolate: false (vite.config.ts): the worker's jsdom and installed packages are shared by its files; our own
// modules start afresh in every file (module state such as the boards' AudioContext, and vi.mock, stay per file),
// and so does the page
vi.resetModules();
startFreshPage();

// tests render pages without their lazy routes: every area's texts are in the catalogue from the start
const { ALL_AREAS, loadTexts } = await import('../i18n/areaTexts');
await loadTexts(ALL_AREAS);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  clearPage();
});
