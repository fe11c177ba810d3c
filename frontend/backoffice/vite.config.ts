/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:8000';

export default defineConfig({
  base: '/static/backoffice/',
  plugins: [react()],
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
