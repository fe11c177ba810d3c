import { spawn } from 'node:child_process';
import path from 'node:path';

import { CLOCKS_AGAIN, FIRST_CLOCK, templateDatabase } from './clocks';

/**
 * Once per run: for each pinned instant of the run, the migrated demo database its workers' servers copy
 * (tests/support/server.ts), made on that instant's clock so that the demo's "this week" is the instant's week.
 * The databases are made side by side.
 */
function makeTemplate(clock: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const make = spawn('make', ['--no-print-directory', 'e2e-template', `E2E_TEMPLATE_DB=${templateDatabase(clock)}`], {
      cwd: path.resolve(__dirname, '..'),
      env: { ...process.env, TEST_CLOCK: clock },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    make.on('error', reject);
    make.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`make e2e-template (${clock}): Status ${code}`)),
    );
  });
}

export default async function globalSetup() {
  await Promise.all([FIRST_CLOCK, ...CLOCKS_AGAIN].map(makeTemplate));
}
