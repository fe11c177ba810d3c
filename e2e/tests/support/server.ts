import { type ChildProcess, spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import path from 'node:path';

import { startFakeAi } from './fakeAi';

/**
 * One server per Playwright worker: `make e2e-server` on its own port, on the worker's pinned clock (TEST_CLOCK),
 * serving its own copy of the demo database that global-setup.ts made for that clock, with its own test mailbox.
 * Workers share nothing, so two of them run side by side; a worker that restarts after a failure starts from a
 * fresh copy.
 */

const ROOT = path.resolve(__dirname, '../../..');
const BASE_PORT = Number(process.env.E2E_PORT ?? 8123);
// the worker's scripted AI provider listens this far above its server
const AI_PORT_OFFSET = 50;

let current: { port: number; url: string } | null = null;

/** The server of this worker (its port and address); set by the worker fixture before any test runs. */
export function currentServer(): { port: number; url: string } {
  if (!current) throw new Error('Der Testserver dieses Workers läuft noch nicht (support/server.ts).');
  return current;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/**
 * Starts the worker's server on BASE_PORT + workerIndex on a copy of `template`, its clock pinned to `clock`, and
 * waits until it answers (at most 2 minutes).
 */
export async function startServer(
  workerIndex: number,
  template: string,
  clock: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = BASE_PORT + workerIndex;
  const url = `http://127.0.0.1:${port}`;
  if (await answers(`${url}/api/config`)) throw new Error(`Port ${port} ist schon belegt: ein alter Testserver?`);
  const log = openSync(path.join(ROOT, 'var', `e2e-${port}-server.log`), 'w');
  // the AI functions are on, against a scripted provider of this worker (support/fakeAi.ts)
  const ai = await startFakeAi(port + AI_PORT_OFFSET);
  const server: ChildProcess = spawn(
    'make',
    ['--no-print-directory', 'e2e-server', `E2E_PORT=${port}`, `E2E_TEMPLATE=${template}`],
    {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', log, log],
      env: { ...process.env, TEST_CLOCK: clock, AI_BASE_URL: ai.url, AI_MODEL: 'e2e', AI_IMAGE_MODEL: 'e2e-bild' },
    },
  );
  const running = () => server.exitCode === null && server.signalCode === null;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-server.pid!, name); // make, gunicorn and its workers: the whole process group
    } catch {
      // already gone
    }
  };
  const stop = async () => {
    await ai.stop();
    if (!running() || server.pid === undefined) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    signal('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    signal('SIGKILL');
  };
  const started = Date.now();
  while (!(await answers(`${url}/api/config`))) {
    if (!running()) throw new Error(`Testserver auf Port ${port} beendet (var/e2e-${port}-server.log)`);
    if (Date.now() - started > 120_000) {
      await stop();
      throw new Error(`Testserver auf Port ${port} antwortet nicht (var/e2e-${port}-server.log)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  current = { port, url };
  return { url, stop };
}
