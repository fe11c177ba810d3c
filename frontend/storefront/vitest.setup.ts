import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// lazily loaded pages and dialogs take longer on a busy CI machine: findBy/waitFor wait up to 5 s
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout; the shell scrolls to the top on every navigation
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
