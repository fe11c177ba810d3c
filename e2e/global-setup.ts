import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Once per run: the migrated demo database every worker's server copies (support/server.ts). It is made on the
 * run's pinned clock (TEST_CLOCK, set in playwright.config.ts), so the demo's "this week" is the run's week.
 */
export default function globalSetup() {
  execFileSync('make', ['--no-print-directory', 'e2e-template'], { cwd: path.resolve(__dirname, '..'), stdio: 'inherit' });
}
