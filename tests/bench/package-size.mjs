// Sizes of the PACKED package, as a host meets it: `npm run build`, `npm pack`, the tarball installed
// into a scratch app in a temp dir (lib/packed.mjs), then that app built with Vite and with esbuild.
// (tests/bench/size.mjs and modal-size.mjs measure the SOURCE tree instead; both kinds are printed.)
//
// Budgets (printed, never asserted in a test):
// - connection hooks: an app importing createWalletDock, WalletDockProvider, useModal, useConnect,
//   useAccount, useNetwork, useDisconnect, useConnectors from 'walletdock' ships at most 15 KB gzip
//   of non-peer code (zod and every other dependency included; peers external);
// - drop-in modal: ConnectButton + WalletDockModal on mainnet + base, built against the packed
//   package, at most 40 KB gzip of initial JS over the wagmi 3 baseline app (tests/bench/baseline);
// - walletdock/styled.css at most 8 KB gzip;
// - the root (`walletdock`) under 150 exported names, values and types (counted on the packed .d.ts);
// - the embedded wallet (walletdock/embedded) loads on demand: for the modal app with `embeddedWallet` set, the
//   initial JS it adds, and what the first email/social login downloads (the login panels, the frame manager and flows,
//   the views) are printed; the modal app without it must not change.
// Also listed: the optional panels' lazy chunks in the modal app (Send, Receive, OnRamp, Swap), each with the chunks
// only it loads, gzip; none of them is in the initial JS.
// Run alone: node tests/bench/package-size.mjs [--no-build]   (--no-build packs the current dist/)
import { build as esbuild } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
import { buildBaseline, buildPage, gzipSize, initialAssets, kb, printTable, removeDir, root } from './lib/modal.mjs';
import { WALLETDOCK_APP as MODAL_APP, writeApp } from './lib/one-button.mjs';
import { installPacked, peerNames } from './lib/packed.mjs';

const { staticClosure } = await tsImport('../support/bundle.ts', import.meta.url);
const HOOKS_BUDGET = 15 * 1024;
const MODAL_BUDGET = 40 * 1024;
const CSS_BUDGET = 8 * 1024;
const HOOKS = [
  'createWalletDock',
  'WalletDockProvider',
  'useModal',
  'useConnect',
  'useAccount',
  'useNetwork',
  'useDisconnect',
  'useConnectors',
];
const gzip = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;
const verdict = (size, budget) => `${kb(budget)} ${size <= budget ? 'within' : 'OVER'}`;
// Peers and their subpaths stay external in the hooks measure: the host has them already.
const peers = [...peerNames(), 'wagmi'];
const isPeer = (id) => peers.some((p) => id === p || id.startsWith(`${p}/`));
const packageOf = (input) =>
  input.includes('node_modules/') ? input.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1') : input;

/** esbuild, the way a host's build would: bundle, split, minify; returns the static part's gzip. */
async function esbuildApp(app, entry, { external = [], outdir }) {
  const result = await esbuild({
    absWorkingDir: app,
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    outdir,
    external,
    metafile: true,
    logLevel: 'error',
  });
  const outputs = result.metafile.outputs;
  // Chunks behind a dynamic import carry an entryPoint too: the app's entry is the one built from `entry`.
  const entryOut = Object.keys(outputs).find((o) => outputs[o].entryPoint === entry);
  const statics = staticClosure(result.metafile, entryOut);
  let js = '';
  const byPackage = {};
  for (const file of statics) {
    if (!file.endsWith('.js')) continue;
    js += readFileSync(join(app, file), 'utf8');
    for (const [input, info] of Object.entries(outputs[file].inputs)) {
      const key = packageOf(input);
      byPackage[key] = (byPackage[key] ?? 0) + info.bytesInOutput;
    }
  }
  const css = Object.keys(outputs)
    .filter((o) => o.endsWith('.css'))
    .reduce((sum, f) => sum + gzipSize(join(app, f)), 0);
  return { gzip: gzip(js), minified: js.length, byPackage, css };
}

/** Names the packed root exports (values and types), read from its .d.ts with the TypeScript compiler. */
async function rootNames(app) {
  const { default: ts } = await import('typescript');
  const file = join(app, 'node_modules/walletdock/dist/headless/index.d.ts');
  if (!existsSync(file)) return undefined; // a dist built without declarations (not `npm run build`)
  const program = ts.createProgram([file], {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const exports = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(file)));
  const isValue = (symbol) => {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    return (target.flags & ts.SymbolFlags.Value) !== 0;
  };
  return { total: exports.length, values: exports.filter(isValue).length };
}

/** Vite (rolldown) library build of the hooks entry with peers external: the static chunks' gzip. */
async function viteLib(app, entry) {
  const { build } = await import('vite');
  const [out] = [].concat(
    await build({
      root: app,
      configFile: false,
      logLevel: 'error',
      build: {
        write: false,
        minify: true,
        target: 'es2022',
        lib: { entry, formats: ['es'] },
        rollupOptions: { external: isPeer },
      },
    }),
  );
  const chunks = new Map(out.output.filter((c) => c.type === 'chunk').map((c) => [c.fileName, c]));
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name) || !chunks.has(name)) return;
    seen.add(name);
    chunks.get(name).imports.forEach(visit);
  };
  visit([...chunks.values()].find((c) => c.isEntry).fileName);
  const js = [...seen].map((n) => chunks.get(n).code).join('');
  return { gzip: gzip(js), minified: js.length };
}

/**
 * A lazy view's download in a Vite build: the chunk whose file starts with `name` and the chunks it
 * imports that the page did not already load (initial JS), as gzip bytes.
 */
function lazyChunk(outDir, initial, name) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const start = Object.keys(manifest).find((key) =>
    new RegExp(`(^|/)_?${name}[-.]`).test(manifest[key].file.split('/').pop()),
  );
  if (!start) return undefined;
  const loaded = new Set(initial.map((href) => href.replace(/^\//, '')));
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || loaded.has(entry.file) || files.has(entry.file)) return;
    files.add(entry.file);
    (entry.imports ?? []).forEach(visit);
  };
  visit(start);
  const own = gzipSize(join(outDir, manifest[start].file));
  const total = [...files].reduce((sum, file) => sum + gzipSize(join(outDir, file)), 0);
  return { file: manifest[start].file, own, total, files: files.size };
}

// The modal app with the embedded wallet (email and social login) configured.
const EMBEDDED_APP = MODAL_APP.replace(
  "import { createWalletDock, eip155Adapter, WalletDockProvider } from 'walletdock';",
  "import { createWalletDock, eip155Adapter, WalletDockProvider } from 'walletdock';\nimport { embeddedWallet } from 'walletdock/embedded';",
).replace(
  'adapters: [eip155Adapter()] });',
  "adapters: [eip155Adapter()], embeddedWallet: embeddedWallet({ frameUrl: 'https://wallet.example.com' }) });",
);

/**
 * The chunks of an esbuild build that load on demand, by the package chunk (dist/<name>-HASH.js) they hold: each one's
 * gzip with the chunks it needs that are not loaded already (the initial ones).
 */
async function onDemandChunks(app, entry, outdir, names) {
  const result = await esbuild({
    absWorkingDir: app,
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    outdir,
    metafile: true,
    logLevel: 'error',
  });
  const outputs = result.metafile.outputs;
  const entryOut = Object.keys(outputs).find((o) => outputs[o].entryPoint === entry);
  const initial = staticClosure(result.metafile, entryOut);
  const gz = (files) =>
    gzip(
      [...files]
        .filter((f) => f.endsWith('.js'))
        .map((f) => readFileSync(join(app, f), 'utf8'))
        .join(''),
    );
  const found = {};
  for (const name of names) {
    const chunk = Object.keys(outputs).find(
      (o) =>
        o.endsWith('.js') &&
        Object.keys(outputs[o].inputs).some((i) => new RegExp(`dist/${name}-[A-Z0-9]+\\.js$`).test(i)),
    );
    if (!chunk) continue;
    const extra = [...staticClosure(result.metafile, chunk)].filter((f) => !initial.has(f));
    found[name] = { own: gz([chunk]), withDeps: gz(extra) };
  }
  return { initial: gz(initial), found };
}

const build = !process.argv.includes('--no-build');
const packed = installPacked({ build });
const baselineDir = await buildBaseline();
try {
  const { app } = packed;
  writeFileSync(join(app, 'hooks.js'), `export { ${HOOKS.join(', ')} } from 'walletdock';\n`);
  writeFileSync(
    join(app, 'hooks-eip155.js'),
    `export { ${[...HOOKS, 'eip155Adapter'].join(', ')} } from 'walletdock';\n`,
  );
  const modalDir = writeApp(join(app, 'modal'), MODAL_APP);

  const externals = peers.flatMap((p) => [p, `${p}/*`]);
  const out = (name) => join(packed.dir, 'out', name);
  const hooks = await esbuildApp(app, 'hooks.js', { external: externals, outdir: out('hooks') });
  const hooksEip155 = await esbuildApp(app, 'hooks-eip155.js', { external: externals, outdir: out('hooks-eip155') });
  const hooksVite = await viteLib(app, join(app, 'hooks.js'));
  const modalVite = await buildPage(modalDir);
  const baselineVite = initialAssets(baselineDir);
  const modalEsbuild = await esbuildApp(modalDir, 'main.tsx', { outdir: out('modal') });
  const baselineEsbuild = await esbuildApp(join(root, 'tests/bench/baseline'), 'main.tsx', { outdir: out('baseline') });
  const embeddedDir = join(app, 'embedded');
  mkdirSync(embeddedDir);
  writeFileSync(join(embeddedDir, 'main.tsx'), EMBEDDED_APP);
  const EMBEDDED_CHUNKS = ['EmbeddedLogin', 'controller', 'embedded-views'];
  const embedded = await onDemandChunks(embeddedDir, 'main.tsx', out('embedded'), EMBEDDED_CHUNKS);
  const plainModal = await onDemandChunks(modalDir, 'main.tsx', out('modal-chunks'), EMBEDDED_CHUNKS);
  const css = gzipSize(join(app, 'node_modules/walletdock/dist/styled/index.css'));
  const names = await rootNames(app);

  console.log(
    `packed package: ${packed.tarball.file}, ${kb(packed.tarball.size)} packed, ${kb(packed.tarball.unpackedSize)} unpacked, ${packed.tarball.files} files`,
  );
  console.log(
    `steps: ${Object.entries(packed.times)
      .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} s`)
      .join(', ')}`,
  );
  console.log(`peers (external / linked from the repo): ${peers.join(', ')}\n`);
  printTable(
    ['measure (packed package)', 'minified', 'gzip', 'budget'],
    [
      [
        'connection hooks (8 names), esbuild, non-peer code',
        kb(hooks.minified),
        kb(hooks.gzip),
        verdict(hooks.gzip, HOOKS_BUDGET),
      ],
      [
        'connection hooks (8 names), Vite lib build, non-peer code',
        kb(hooksVite.minified),
        kb(hooksVite.gzip),
        verdict(hooksVite.gzip, HOOKS_BUDGET),
      ],
      ['8 names + eip155Adapter, esbuild, non-peer code', kb(hooksEip155.minified), kb(hooksEip155.gzip), '-'],
      ['modal app initial JS, Vite', '', kb(modalVite.jsGzip), ''],
      ['wagmi 3 baseline initial JS, Vite', '', kb(baselineVite.jsGzip), ''],
      [
        'modal over baseline, Vite',
        '',
        kb(modalVite.jsGzip - baselineVite.jsGzip),
        verdict(modalVite.jsGzip - baselineVite.jsGzip, MODAL_BUDGET),
      ],
      ['modal app initial JS, esbuild', kb(modalEsbuild.minified), kb(modalEsbuild.gzip), ''],
      ['wagmi 3 baseline initial JS, esbuild', kb(baselineEsbuild.minified), kb(baselineEsbuild.gzip), ''],
      [
        'modal over baseline, esbuild',
        '',
        kb(modalEsbuild.gzip - baselineEsbuild.gzip),
        verdict(modalEsbuild.gzip - baselineEsbuild.gzip, MODAL_BUDGET),
      ],
      ['walletdock/styled.css (dist/styled/index.css)', '', kb(css), verdict(css, CSS_BUDGET)],
      ['modal app CSS as Vite ships it', '', kb(modalVite.cssGzip), verdict(modalVite.cssGzip, CSS_BUDGET)],
    ],
  );
  console.log(
    names
      ? `\nroot exports: ${names.total} names (${names.values} values, ${names.total - names.values} types); limit 150: ${names.total < 150 ? 'within' : 'OVER'}`
      : '\nroot exports: not counted (the packed dist has no .d.ts; run without --no-build)',
  );
  const panels = ['Send', 'Receive', 'OnRamp', 'Swap'].map((name) => [
    name,
    lazyChunk(modalVite.outDir, modalVite.js, name),
  ]);
  console.log('\noptional panels in the modal app (Vite, loaded when opened; not in the initial JS):');
  printTable(
    ['panel', 'chunk', 'chunk gzip', 'with what only it loads'],
    panels.map(([name, c]) =>
      c ? [name, c.file, kb(c.own), `${kb(c.total)} (${c.files} files)`] : [name, 'not found', '', ''],
    ),
  );
  console.log(
    '\nembedded wallet (walletdock/embedded), esbuild, gzip: initial JS, and what loads on demand (a chunk, and with the chunks it needs that are not loaded yet)',
  );
  const CHUNK_NAMES = {
    EmbeddedLogin: 'email and social panels (Connect)',
    controller: 'the frame manager and the login flows',
    'embedded-views':
      'the views (code, new device, social, email change, ApproveTransaction) and their titles and texts',
  };
  printTable(
    ['measure', 'gzip', 'with what it needs'],
    [
      ['modal app initial JS, without the embedded wallet (esbuild, as above)', kb(plainModal.initial), ''],
      [
        'modal app initial JS, with embeddedWallet({ frameUrl })',
        kb(embedded.initial),
        `+${kb(embedded.initial - plainModal.initial)} for the option`,
      ],
      ...EMBEDDED_CHUNKS.map((name) => [
        `on demand: ${CHUNK_NAMES[name]} (${name})`,
        embedded.found[name] ? kb(embedded.found[name].own) : 'absent',
        embedded.found[name] ? kb(embedded.found[name].withDeps) : '',
      ]),
    ],
  );
  const table = (title, byPackage, limit) => {
    console.log(`\n${title}`);
    printTable(
      ['source', 'minified'],
      Object.entries(byPackage)
        .sort((a, b) => b[1] - a[1])
        .slice(0, limit)
        .map(([s, b]) => [s, kb(b)]),
    );
  };
  table('connection hooks app, static part by source (esbuild, minified bytes before gzip):', hooks.byPackage, 25);
  const extra = Object.fromEntries(
    Object.entries(modalEsbuild.byPackage)
      .filter(([source]) => !(source in baselineEsbuild.byPackage))
      .map(([s, b]) => [s, b]),
  );
  table('modal app, initial sources absent from the baseline (esbuild, minified bytes):', extra, 25);
  if (process.env.DEBUG) table('modal app, all initial sources (esbuild)', modalEsbuild.byPackage, 40);
  if (process.env.DEBUG) table('baseline, all initial sources (esbuild)', baselineEsbuild.byPackage, 40);
} finally {
  await Promise.all([removeDir(packed.dir), removeDir(baselineDir)]);
}
