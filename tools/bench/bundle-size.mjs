// Gzipped size of the JavaScript a browser loads first for each app (entry + modulepreloads of index.html).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('../../frontend/', import.meta.url).pathname;

for (const app of ['storefront', 'backoffice']) {
  const dist = join(root, app, 'dist');
  let html;
  try {
    html = readFileSync(join(dist, 'index.html'), 'utf8');
  } catch {
    console.log(`${app}: nicht gebaut (make setup)`);
    continue;
  }
  const scripts = [...html.matchAll(/(?:src|href)="\/static\/[^/]+\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  let total = 0;
  for (const file of new Set(scripts)) total += gzipSync(readFileSync(join(dist, file))).length;
  console.log(`${app}: erster Aufruf ${(total / 1024).toFixed(1)} KB JavaScript (gzip) in ${new Set(scripts).size} Datei(en)`);
}
