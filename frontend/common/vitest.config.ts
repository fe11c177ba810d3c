import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // a user-event test takes well under a second alone; on a loaded two-core CI machine it can take several
    testTimeout: 20_000,
    environment: 'jsdom',
    include: ['src/**/*.test.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
