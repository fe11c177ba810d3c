import { afterEach, vi } from 'vitest';

import { clearPage, startFreshPage } from './src/testing/freshPage';

// isolate: false (vitest.config.ts): the worker's jsdom is shared by its files; our own modules and the page start
// afresh in every file
vi.resetModules();
startFreshPage();

afterEach(() => {
  vi.useRealTimers();
  clearPage();
});
