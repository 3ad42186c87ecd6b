// Size budgets of the PACKED package, with size-limit (the tool AppKit uses) rather than a measure of ours: the
// package is built and packed, installed into a scratch app (lib/packed.mjs: its dependencies from the registry as a
// host's install gets them, its peers linked from this repo), and size-limit runs there on what a host imports:
// - connection hooks: the eight names an app connects with, peers left out (the app has them): budget 15 KB gzip;
// - the drop-in modal's start-up JS: createWalletDock + eip155Adapter + WalletDockProvider + ConnectButton +
//   WalletDockModal, peers left out, lazy imports left out (views and panels download when opened): budget 40 KB;
// - the same modal app importing all of walletdock/compat/appkit, then all of /compat/rainbowkit (no budget): what
//   the AppKit and RainbowKit hook shapes add; then how many bytes of the modal app without them are compat's (0 B);
// - walletdock/styled.css: budget 8 KB;
// - each optional panel's own view files (Send, Receive, OnRamp, Swap: dist/modules/styled/views/<panel>/, one file per
//   module), which the modal downloads when it is opened; the core modules a panel runs are files of their own.
// Budgets are printed with the sizes, never asserted: this script exits 0 when one is over (size-limit says so in its
// table). Run: npm run size [-- --no-build]   (--no-build packs the dist/ already built, e.g. by the test run)
import { spawnSync } from 'node:child_process';
import { build as esbuild } from 'esbuild';
import { join } from 'node:path';
import { readFileSync, writeFileSync } from 'node:fs';
import { kb, printTable, removeDir, root } from './lib/modal.mjs';
import { installPacked, peerNames } from './lib/packed.mjs';

const SIZE_LIMIT_VERSION = JSON.parse(readFileSync(join(root, 'node_modules/size-limit/package.json'), 'utf8')).version;
const build = !process.argv.includes('--no-build');
const packed = installPacked({ build });
try {
  const { app } = packed;
  const peers = [...peerNames(), 'wagmi'].flatMap((name) => [name, `${name}/*`]);
  const dist = 'node_modules/walletdock/dist';
  // size-limit finds its plugins in the app's package.json; they are resolved from this repo's node_modules. Its
  // `import` keys are files: the ones the package's exports map 'walletdock' and 'walletdock/styled' to.
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'scratch-host',
      private: true,
      type: 'module',
      devDependencies: { 'size-limit': '*', '@size-limit/esbuild': '*', '@size-limit/file': '*' },
    }),
  );
  writeFileSync(
    join(app, '.size-limit.js'),
    `// A host's start-up code: what an import pulls in statically. import() stays out (it downloads later).
const startUp = (config) => ({
  ...config,
  plugins: [...(config.plugins ?? []), {
    name: 'lazy-imports-load-later',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined));
    },
  }],
});
const peers = ${JSON.stringify(peers)};
export default [
  {
    name: 'connection hooks (createWalletDock, WalletDockProvider, useModal, useConnect, useAccount, useNetwork, useDisconnect, useConnectors)',
    import: { '${dist}/headless/index.js': '{ createWalletDock, WalletDockProvider, useModal, useConnect, useAccount, useNetwork, useDisconnect, useConnectors }' },
    ignore: peers, modifyEsbuildConfig: startUp, limit: '15 KiB',
  },
  {
    name: 'drop-in modal, start-up JS (+ eip155Adapter, ConnectButton, WalletDockModal)',
    import: { '${dist}/headless/index.js': '{ createWalletDock, eip155Adapter, WalletDockProvider }', '${dist}/styled/index.js': '{ ConnectButton, WalletDockModal }' },
    ignore: peers, modifyEsbuildConfig: startUp, limit: '40 KiB',
  },
  {
    name: 'the same modal app + walletdock/compat/appkit (all of it)',
    import: { '${dist}/headless/index.js': '{ createWalletDock, eip155Adapter, WalletDockProvider }', '${dist}/styled/index.js': '{ ConnectButton, WalletDockModal }', '${dist}/compat/appkit.js': '*' },
    ignore: peers, modifyEsbuildConfig: startUp,
  },
  {
    name: 'the same modal app + walletdock/compat/rainbowkit (all of it)',
    import: { '${dist}/headless/index.js': '{ createWalletDock, eip155Adapter, WalletDockProvider }', '${dist}/styled/index.js': '{ ConnectButton, WalletDockModal }', '${dist}/compat/rainbowkit.js': '*' },
    ignore: peers, modifyEsbuildConfig: startUp,
  },
  { name: 'walletdock/styled.css', path: '${dist}/styled/index.css', disablePlugins: ['@size-limit/esbuild'], limit: '8 KiB' },
${['Send', 'Receive', 'OnRamp', 'Swap'].map((panel) => `  { name: '${panel} panel: its view files (loaded when opened)', path: '${dist}/modules/styled/views/${panel}/*.js', disablePlugins: ['@size-limit/esbuild'] },`).join('\n')}
];
`,
  );
  // --json: size-limit exits 1 when a budget is exceeded; its report tells that apart from a failure to run.
  const result = spawnSync(join(root, 'node_modules', '.bin', 'size-limit'), ['--json'], {
    cwd: app,
    encoding: 'utf8',
  });
  let checks;
  try {
    checks = JSON.parse(result.stdout);
  } catch {
    checks = { error: `${result.stdout}\n${result.stderr}` };
  }
  if (!Array.isArray(checks)) throw new Error(`size-limit did not run (exit ${result.status}): ${checks.error}`);
  console.log(
    `packed package ${packed.tarball.file}: ${kb(packed.tarball.size)} packed; size-limit ${SIZE_LIMIT_VERSION}, gzip\n`,
  );
  printTable(
    ['check (packed package, installed in a scratch app)', 'size', 'budget'],
    checks.map((c) => [
      c.name,
      kb(c.size),
      c.sizeLimit === undefined ? '-' : `${kb(c.sizeLimit)} ${c.passed ? 'within' : 'OVER'}`,
    ]),
  );

  // What the compat subpaths cost an app that does not import them: the drop-in modal's start-up JS bundled again (the
  // same entry, peers and lazy imports left out) and the bytes of it from compat's modules (esbuild's metafile; a
  // bundle holds only what its entry reaches, so a module only compat imports comes in through a compat file).
  const modalEntry = join(app, 'modal-start-up.js');
  writeFileSync(
    modalEntry,
    `export { createWalletDock, eip155Adapter, WalletDockProvider } from 'walletdock';\nexport { ConnectButton, WalletDockModal } from 'walletdock/styled';\n`,
  );
  const { metafile } = await esbuild({
    entryPoints: [modalEntry],
    absWorkingDir: app,
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    metafile: true,
    external: peers,
    plugins: [
      {
        name: 'lazy-imports-load-later',
        setup(b) {
          b.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
          );
        },
      },
    ],
  });
  const [output] = Object.values(metafile.outputs);
  const compatInputs = Object.entries(output.inputs).filter(([file]) =>
    /node_modules\/walletdock\/dist\/(?:modules\/headless\/)?compat\//.test(file),
  );
  console.log(
    `\nthe drop-in modal's start-up JS without compat imported: ${Object.keys(output.inputs).length} modules, ` +
      `${kb(output.bytes)} minified; from compat: ${compatInputs.length} modules, ` +
      `${compatInputs.reduce((sum, [, input]) => sum + input.bytesInOutput, 0)} B`,
  );
} finally {
  await removeDir(packed.dir);
}
