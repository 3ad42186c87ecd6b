import { defineConfig } from 'tsup';
import { existsSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

// Entry points of the package's exports; styled/ joins once it has code.
const entries: Record<string, string> = {
  'headless/index': 'headless/index.ts',
  'testing/index': 'headless/testing/index.ts',
  'server/index': 'headless/server/index.ts',
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
  external: [/^react/, /^@tanstack\//, /^viem/, /^wagmi/, /^@wagmi\//, /^@walletconnect\//, /^@reown\//, /^@solana\//, /^@wallet-standard\//],
  // Short class names: the published CSS carries no debug identifiers (styled.css budget 8 KB gzip).
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
