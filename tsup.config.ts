import { defineConfig } from 'tsup';
import { existsSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

// Entry points of the package's exports; styled/ joins once it has code.
const entries: Record<string, string> = {
  'headless/index': 'headless/index.ts',
  'testing/index': 'headless/testing/index.ts',
  'server/index': 'headless/server/index.ts',
  'server/node': 'headless/server/node.ts',
  'server/frame': 'headless/server/frame/index.ts',
  'styled/index': 'styled/index.ts',
};

export default defineConfig({
  entry: Object.fromEntries(Object.entries(entries).filter(([, file]) => existsSync(file))),
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
  onSuccess: async () => {
    await bundleServerWorkers();
    await buildFramePageIntoPackage();
  },
});

// Worker threads load a file by URL, which esbuild leaves alone: headless/server/db/pglite.ts opens
// `new URL('./pglite-worker.mjs', import.meta.url)`. The worker is bundled next to the module that opens it —
// dist/server/node.js, where esbuild puts code only that entry reaches — and the build fails if that module ever
// lands elsewhere (a shared chunk), instead of shipping a package whose database cannot start.
async function bundleServerWorkers(): Promise<void> {
  await build({
    entryPoints: ['headless/server/db/pglite-worker.mjs'],
    outfile: 'dist/server/pglite-worker.mjs',
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: ['@electric-sql/pglite'],
    logLevel: 'warning',
  });
  if (!readFileSync('dist/server/node.js', 'utf8').includes('pglite-worker.mjs')) {
    throw new Error('tsup: the PGlite worker is opened from outside dist/server/node.js; move the worker next to it');
  }
}

// The wallet frame server serves its page from `new URL('./frame-page/', import.meta.url)` (headless/server/frame/
// config.ts), so the page is built next to the module that holds that line — dist/server/frame.js — and the build
// fails if that code ever lands elsewhere.
async function buildFramePageIntoPackage(): Promise<void> {
  const { build: viteBuild } = await import('vite');
  await viteBuild({ configFile: 'headless/server/frame/page/vite.config.ts', mode: 'production', logLevel: 'warn', build: { outDir: `${process.cwd()}/dist/server/frame-page`, emptyOutDir: true } });
  if (!readFileSync('dist/server/frame.js', 'utf8').includes('./frame-page/')) {
    throw new Error('tsup: the frame page directory is resolved outside dist/server/frame.js; keep BUNDLED_PAGE_DIR in that bundle');
  }
}
