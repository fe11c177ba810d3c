import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // a user-event test takes well under a second alone; on a loaded two-core CI machine it can take several
    testTimeout: 20_000,
    // every core: Vitest's default leaves one idle, which on the two-core CI machine halves the speed
    maxWorkers: availableParallelism(),
    environment: 'jsdom',
    // one jsdom per worker, not one per file; the setup file starts our own modules and the page afresh per file
    isolate: false,
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
