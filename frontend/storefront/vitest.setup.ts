import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout; the shell scrolls to the top on every navigation
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
