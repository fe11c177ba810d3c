// Lighthouse mobile performance of storefront pages (Debian's Chromium, headless).
// Usage: node tools/bench/lighthouse.mjs <base URL> <path> [<path> ...]
// Prints the score and the main metrics per page; exits with 1 when a score is below the target.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TARGET = 95;
const cli = new URL('../lighthouse/node_modules/lighthouse/cli/index.js', import.meta.url).pathname;
const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error('Aufruf: node tools/bench/lighthouse.mjs <Basis-URL> <Pfad> ...');
  process.exit(2);
}

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
].join(' ');

const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
let failed = false;
try {
  for (const path of paths) {
    const output = join(dir, 'report.json');
    execFileSync(
      process.execPath,
      [cli, base + path, '--quiet', '--only-categories=performance', '--output=json', `--output-path=${output}`, `--chrome-flags=${chromeFlags}`],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const report = JSON.parse(readFileSync(output, 'utf8'));
    const score = Math.round(report.categories.performance.score * 100);
    const metric = (id) => report.audits[id]?.displayValue ?? '–';
    failed ||= score < TARGET;
    console.log(
      `Lighthouse mobil ${path}: Performance ${score} (Ziel ≥ ${TARGET}) · FCP ${metric('first-contentful-paint')} · ` +
        `LCP ${metric('largest-contentful-paint')} · TBT ${metric('total-blocking-time')} · CLS ${metric('cumulative-layout-shift')}`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
