#!/usr/bin/env node
// Size of the Swap panel as a host's visitors download it (printed, never asserted): examples/modal built by Vite in
// production, then from its manifest (gzip -9) the initial JS (entry + its static imports), the Swap view's chunk
// with the static imports it adds when Account's Swap button opens it (Account and its balance fetching loaded), and the swap work loaded by the first quote
// (headless/core/swap/swap.ts and what it adds). `node tests/bench/swap-panel-size.mjs`
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSize, kb, printTable, removeDir, root } from './lib/modal.mjs';

const { build } = await import('vite');
const outDir = await mkdtemp(join(tmpdir(), 'wd-bench-swap-panel-'));
try {
  await build({
    configFile: join(root, 'examples/modal/vite.config.ts'),
    mode: 'production',
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8'));
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) closure(next, seen);
    return seen;
  };
  const size = (keys) => [...keys].reduce((sum, key) => sum + gzipSize(join(outDir, manifest[key].file)), 0);
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const find = (suffix) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
    if (!key) throw new Error(`no chunk for ${suffix} in the build`);
    return key;
  };
  const initial = closure(entry);
  // Swap opens from Account, whose view and balance fetching (account-data/fetchers.ts) are loaded by then.
  const account = new Set([
    ...initial,
    ...closure(find('styled/views/Account/Account.tsx')),
    ...closure(find('headless/core/account-data/fetchers.ts')),
  ]);
  const panel = [...closure(find('styled/views/Swap/Swap.tsx'))].filter((k) => !account.has(k));
  const loaded = new Set([...account, ...panel]);
  const work = [...closure(find('headless/core/swap/swap.ts'))].filter((k) => !loaded.has(k));
  console.log('examples/modal, Vite production build (gzip -9):');
  printTable(
    ['what', 'chunks', 'gzip'],
    [
      ['initial JS (entry + static imports)', String(initial.size), kb(size(initial))],
      [
        'Account open (view + balance fetching, beyond the initial)',
        String(account.size - initial.size),
        kb(size(account) - size(initial)),
      ],
      ['Swap panel on opening (view chunk + what it adds)', String(panel.length), kb(size(panel))],
      ['swap work on the first quote (core/swap/swap.ts + what it adds)', String(work.length), kb(size(work))],
    ],
  );
} finally {
  await removeDir(outDir);
}
