// Gzipped JavaScript a browser loads for each page of each app: the entry of index.html plus the
// page's lazily loaded route chunk and everything it imports (from Vite's build manifest).
// Exits with 1 when the storefront's heaviest first load exceeds its budget (issue: 120 KB), when
// Apache ECharts (only for 'Statistiken', loaded with that page) got into the back office's first load, when the
// back office's entry exceeds its goal (issue 27: 250 KB, 'ÜBERSCHRITTEN'), or when one of its pages does (issue 27:
// every page at most 350 KB with the entry; each page over it is listed). Where the back office stands: entry 239.6 KB,
// heaviest page organisation/branches/BranchEdit.tsx 348.7 KB, none of its pages over the goal (was 24 of 121, the
// heaviest cms/sites/SiteEdit.tsx at 384.1 KB). What keeps them under it: a reference input shown at once is a stand-in
// until used (components/ReferenceAutocompleteInput.tsx, MUI's Autocomplete loads on the first focus), the website
// builder's content editor loads beside its schema (cms/content/LazyContentInput.tsx), dialogs and confirmations
// load when opened, a form tab's heavy inputs when the tab is (components/FormTabWhenOpened.tsx), and the stand-ins of
// vite.config.ts for react-admin's export, column chooser, bulk delete, confirmations and saved-query dialogs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('../../frontend/', import.meta.url).pathname;
const budgets = { storefront: 120 };
const goals = { backoffice: { entry: 250, page: 350 } };
// the goals that fail the run; the others are reported only
const enforced = { backoffice: { entry: true, page: true } };
let overBudget = false;

function closure(manifest, key, seen) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(manifest, next, seen);
  return seen;
}

function gzippedKb(dist, manifest, keys) {
  let bytes = 0;
  for (const key of keys) bytes += gzipSync(readFileSync(join(dist, manifest[key].file))).length;
  return bytes / 1024;
}

for (const app of ['storefront', 'backoffice']) {
  const dist = join(root, app, 'dist');
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    console.log(`${app}: nicht gebaut (make setup)`);
    continue;
  }
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  for (const entry of entries) {
    const base = closure(manifest, entry, new Set());
    const entryKb = gzippedKb(dist, manifest, base);
    console.log(`${app} ${entry}: Einstieg ${entryKb.toFixed(1)} KB JavaScript (gzip)`);
    // '_echarts_instance_': the attribute ECharts marks its boxes with, in every build of it
    const withCharts = [...base].filter((key) =>
      readFileSync(join(dist, manifest[key].file), 'utf8').includes('_echarts_instance_'),
    );
    if (withCharts.length > 0) {
      overBudget = true;
      console.log(`  ECharts im ersten Aufruf (${withCharts.join(', ')}): nur die Statistik-Seite darf es laden`);
    }
    let heaviest = 0;
    let heaviestPage = '';
    const overGoal = [];
    // every page loaded lazily from the first load: the entry's own dynamic imports and those of the modules it
    // imports (the back office's App.tsx loads its areas' pages)
    const pages = new Set(
      [...base].flatMap((key) => manifest[key].dynamicImports ?? []).filter((key) => !base.has(key)),
    );
    for (const page of pages) {
      const keys = closure(manifest, page, new Set(base));
      const kb = gzippedKb(dist, manifest, keys);
      if (kb > heaviest) [heaviest, heaviestPage] = [kb, page];
      if (goals[app] && entry === 'index.html' && kb > goals[app].page) overGoal.push([page, kb]);
      // every page of a budgeted app; of the others the order board (the counter's path after login)
      if (budgets[app] || /OrderBoard/.test(page))
        console.log(`  mit ${page.replace(/^src\//, '')}: ${kb.toFixed(1)} KB`);
      // a page that shows content-site blocks (the division page with the builder's home page) loads them
      // at once from its own chunk: that load counts towards the page's first load too
      for (const content of (manifest[page].dynamicImports ?? []).filter((key) => key.includes('features/content/'))) {
        const withContent = closure(manifest, content, new Set(keys));
        const contentKb = gzippedKb(dist, manifest, withContent);
        if (contentKb > heaviest) [heaviest, heaviestPage] = [contentKb, `${page} + ${content}`];
        if (budgets[app])
          console.log(
            `  mit ${page.replace(/^src\//, '')} und ${content.replace(/^src\//, '')}: ${contentKb.toFixed(1)} KB`,
          );
      }
    }
    if (!budgets[app] && heaviestPage) {
      console.log(`  schwerste Seite ${heaviestPage.replace(/^src\//, '')}: ${heaviest.toFixed(1)} KB`);
    }
    const goal = goals[app];
    if (goal && entry === 'index.html') {
      const verdict = (kb, limit, must) => {
        const ok = kb <= limit;
        if (must) overBudget ||= !ok;
        return `${kb.toFixed(1)} KB, Ziel ${limit} KB: ${ok ? 'eingehalten' : must ? 'ÜBERSCHRITTEN' : 'verfehlt'}`;
      };
      console.log(`  Einstieg ${verdict(entryKb, goal.entry, enforced[app].entry)}`);
      console.log(`  schwerste Seite ${verdict(heaviest, goal.page, enforced[app].page)}`);
      overGoal.sort((a, b) => b[1] - a[1]);
      for (const [page, kb] of overGoal)
        console.log(`    über dem Ziel: ${page.replace(/^src\//, '')} ${kb.toFixed(1)} KB`);
      console.log(
        `  ${overGoal.length} von ${[...pages].filter((page) => page.endsWith('.tsx')).length} Seiten über dem Ziel`,
      );
    }
    const budget = budgets[app];
    if (budget && entry === 'index.html') {
      const ok = heaviest <= budget;
      overBudget ||= !ok;
      console.log(
        `  schwerster erster Aufruf ${heaviest.toFixed(1)} KB, Budget ${budget} KB: ${ok ? 'eingehalten' : 'ÜBERSCHRITTEN'}`,
      );
    }
  }
}
process.exitCode = overBudget ? 1 : 0;
