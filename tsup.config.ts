import { defineConfig } from 'tsup';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { build, transform } from 'esbuild';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

// One entry per package export (package.json "exports"): the root, its documented subpaths, and
// the styled, testing and server faces. Keep the three lists (here, package.json, tsconfig
// paths) in step; tests/package/exports.test.ts checks they agree.
const entries: Record<string, string> = {
  'headless/index': 'headless/index.ts',
  'query/index': 'headless/query.ts',
  'walletconnect/index': 'headless/walletconnect.ts',
  'solana/index': 'headless/solana.ts',
  'bitcoin/index': 'headless/bitcoin.ts',
  'siwx/index': 'headless/siwx.ts',
  'send/index': 'headless/send.ts',
  'swap/index': 'headless/swap.ts',
  'onramp/index': 'headless/onramp.ts',
  'names/index': 'headless/names.ts',
  'embedded/index': 'headless/embedded.ts',
  'embedded/protocol': 'headless/embedded-protocol.ts',
  'utils/index': 'headless/utils.ts',
  'types/index': 'headless/types.ts',
  'testing/index': 'headless/testing/index.ts',
  'server/index': 'headless/server/index.ts',
  'server/node': 'headless/server/node.ts',
  'server/frame': 'headless/server/frame/index.ts',
  'styled/index': 'styled/index.ts',
};

// Entries a React Server Components app imports from client code: their output files (never the
// chunks they share with walletdock/server) start with the directive, so a Next.js layout can
// import the provider. esbuild drops module directives when it bundles and tsup's tree shaking
// (rollup) drops them again, so the directive is put in after the files are written.
const clientOutputs = ['headless/index', 'styled/index', 'walletconnect/index', 'utils/index', 'embedded/index'];
async function addUseClient(): Promise<void> {
  for (const name of clientOutputs) {
    const file = `dist/${name}.js`;
    const code = await readFile(file, 'utf8');
    if (code.startsWith("'use client'")) continue;
    await writeFile(file, `'use client';\n${code}`);
    // One generated line more at the top: an empty first line in the mappings keeps them exact.
    const map = JSON.parse(await readFile(`${file}.map`, 'utf8')) as { mappings: string };
    await writeFile(`${file}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
  }
}

export default defineConfig({
  // After the files are written: the 'use client' directive on client entries, the server's workers, the frame's page.
  async onSuccess() {
    await addUseClient();
    await minifyPublishedCss();
    await bundleServerWorkers();
    await buildFramePageIntoPackage();
  },
  entry: entries,
  format: ['esm'],
  dts: true,
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  outDir: 'dist',
  // walletdock/server/node stays one module (its PGlite worker sits beside it): the frame server imports it by name.
  external: [/^walletdock\/server\/node$/, /^react/, /^@tanstack\//, /^viem/, /^wagmi/, /^@wagmi\//, /^@walletconnect\//, /^@reown\//, /^@solana\//, /^@wallet-standard\//],
  // Short class names: the published CSS carries no debug identifiers (styled.css budget 8 KB gzip).
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});

// walletdock/styled.css as esbuild writes it keeps each vanilla-extract module's source as a base64 comment and
// every declaration on its own line: 8.3 KB gzip for 2.5 KB of rules. Only the JS is left unminified (hosts'
// bundlers minify it, and read its source maps); a stylesheet imported as a file is often shipped as it is, so it
// is minified here. Its map pointed into the unminified text, so it goes.
async function minifyPublishedCss(): Promise<void> {
  const file = 'dist/styled/index.css';
  const { code } = await transform(await readFile(file, 'utf8'), { loader: 'css', minify: true, target: 'es2022' });
  await writeFile(file, code);
  await rm(`${file}.map`, { force: true });
}

// Worker threads load a file by URL, which esbuild leaves alone: headless/server/db/pglite.ts opens
// `new URL('./pglite-worker.mjs', import.meta.url)` and headless/server/worker/rpc.ts (startModuleWorker, for the
// servers built on the floor) `new URL('./module-worker.mjs', import.meta.url)`. Each worker is bundled next to the
// module that opens it — dist/server/node.js, where esbuild puts code only that entry reaches — and the build fails
// if that module ever lands elsewhere (a shared chunk), instead of shipping a package whose workers cannot start.
async function bundleServerWorkers(): Promise<void> {
  for (const worker of ['db/pglite-worker.mjs', 'worker/module-worker.mjs']) {
    const file = worker.slice(worker.indexOf('/') + 1);
    await build({
      entryPoints: [`headless/server/${worker}`],
      outfile: `dist/server/${file}`,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      external: ['@electric-sql/pglite'],
      logLevel: 'warning',
    });
    if (!readFileSync('dist/server/node.js', 'utf8').includes(file)) {
      throw new Error(`tsup: ${file} is opened from outside dist/server/node.js; move the worker next to it`);
    }
  }
}

// The wallet frame server serves its page from `new URL('./frame-page/', import.meta.url)` (headless/server/frame/server/
// config.ts), so the page is built next to the module that holds that line — dist/server/frame.js — and the build
// fails if that code ever lands elsewhere.
async function buildFramePageIntoPackage(): Promise<void> {
  const { build: viteBuild } = await import('vite');
  await viteBuild({ configFile: 'headless/server/frame/page/vite.config.ts', mode: 'production', logLevel: 'warn', build: { outDir: `${process.cwd()}/dist/server/frame-page`, emptyOutDir: true } });
  if (!readFileSync('dist/server/frame.js', 'utf8').includes('./frame-page/')) {
    throw new Error('tsup: the frame page directory is resolved outside dist/server/frame.js; keep BUNDLED_PAGE_DIR in that bundle');
  }
}
