import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

// One entry per package export (package.json "exports"): the root, its documented subpaths, and
// the styled, testing, server and faucet faces. Keep the three lists (here, package.json, tsconfig
// paths) in step; tests/package/exports.test.ts checks they agree.
const entries: Record<string, string> = {
  'headless/index': 'headless/index.ts',
  'query/index': 'headless/query.ts',
  'walletconnect/index': 'headless/walletconnect.ts',
  'solana/index': 'headless/solana.ts',
  'bitcoin/index': 'headless/bitcoin.ts',
  'siwx/index': 'headless/siwx.ts',
  'utils/index': 'headless/utils.ts',
  'faucet/index': 'headless/faucet.ts',
  'testing/index': 'headless/testing/index.ts',
  'server/index': 'headless/server/index.ts',
  'styled/index': 'styled/index.ts',
};

export default defineConfig({
  entry: entries,
  format: ['esm'],
  dts: true,
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  outDir: 'dist',
  external: [/^react/, /^@tanstack\//, /^viem/, /^wagmi/, /^@wagmi\//, /^@walletconnect\//, /^@reown\//, /^@solana\//, /^@wallet-standard\//],
  // Short class names: the published CSS carries no debug identifiers (styled.css budget 8 KB gzip).
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
