// SOURCE-based size of the drop-in modal (examples/modal resolves walletdock to the source tree; the
// packed package's figure, the one hosts get, is printed by package-size.mjs): initial JS (entry
// script + modulepreloads, gzip -9) of the production build of examples/modal minus the same for a baseline app with only react, wagmi, viem and
// react-query (tests/bench/baseline); and the styled CSS (gzip -9) as the example ships it and as
// the package build (esbuild + vanilla-extract, minified) emits walletdock/styled.css.
// Budgets: modal initial JS delta <= 60 KB, styled CSS <= 8 KB. Prints a table; exits 1 over budget.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import {
  buildBaseline,
  buildModalExample,
  gzipSize,
  initialAssets,
  kb,
  printTable,
  removeDir,
  root,
} from './lib/modal.mjs';

const JS_BUDGET = 60 * 1024;
const CSS_BUDGET = 8 * 1024;

async function packageCss() {
  // The package's styled.css as tsup builds it (same plugin), minified as a published build would be.
  const { build } = await import('tsup');
  const { vanillaExtractPlugin } = await import('@vanilla-extract/esbuild-plugin');
  const outDir = await mkdtemp(join(tmpdir(), 'wd-bench-css-'));
  await build({
    // Only these options: the repository's tsup.config.ts (its onSuccess reads the full package build) stays out.
    config: false,
    entry: { 'styled/index': join(root, 'styled/index.ts') },
    format: ['esm'],
    splitting: true,
    minify: true,
    silent: true,
    outDir,
    external: [
      /^react/,
      /^@tanstack\//,
      /^viem/,
      /^wagmi/,
      /^@wagmi\//,
      /^@radix-ui\//,
      /^@vanilla-extract\/dynamic/,
      /^walletdock/,
    ],
    esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  });
  const size = gzipSize(join(outDir, 'styled/index.css'));
  await removeDir(outDir);
  return size;
}

const [modalDir, baselineDir] = await Promise.all([buildModalExample('production'), buildBaseline()]);
try {
  const modal = initialAssets(modalDir);
  const baseline = initialAssets(baselineDir);
  const delta = modal.jsGzip - baseline.jsGzip;
  const cssMin = await packageCss();
  const dist = join(root, 'dist/styled/index.css');
  const rows = [
    ['examples/modal initial JS', `${modal.js.length} files`, kb(modal.jsGzip), ''],
    ['baseline initial JS (react, wagmi, viem, react-query)', `${baseline.js.length} files`, kb(baseline.jsGzip), ''],
    ['modal initial JS delta', '', kb(delta), `<= ${kb(JS_BUDGET)} ${delta <= JS_BUDGET ? 'OK' : 'OVER'}`],
    [
      'examples/modal CSS (Vite)',
      `${modal.css.length} files`,
      kb(modal.cssGzip),
      `<= ${kb(CSS_BUDGET)} ${modal.cssGzip <= CSS_BUDGET ? 'OK' : 'OVER'}`,
    ],
    [
      'walletdock/styled.css (esbuild, minified)',
      '',
      kb(cssMin),
      `<= ${kb(CSS_BUDGET)} ${cssMin <= CSS_BUDGET ? 'OK' : 'OVER'}`,
    ],
  ];
  if (existsSync(dist))
    rows.push([
      'dist/styled/index.css (npm run build)',
      '',
      kb(gzipSize(dist)),
      `<= ${kb(CSS_BUDGET)} ${gzipSize(dist) <= CSS_BUDGET ? 'OK' : 'OVER'}`,
    ]);
  printTable(['what', 'files', 'gzip', 'budget'], rows);
  process.exitCode = delta <= JS_BUDGET && cssMin <= CSS_BUDGET && modal.cssGzip <= CSS_BUDGET ? 0 : 1;
} finally {
  await Promise.all([removeDir(modalDir), removeDir(baselineDir)]);
}
