/**
 * The drop-in modal example. `walletdock*` resolves to the package's source, like in the tests.
 * VITE_RPC_URL sets the devnet RPC at build time (a `?rpc=` query parameter wins at run time);
 * mode 'test' (and the dev server) keep the EIP-6963 test wallet (src/dev-wallet.ts); production
 * builds replace that module with src/dev-wallet.none.ts.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import subpathList from '../../headless/subpaths.json' with { type: 'json' };

const src = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));

export default defineConfig(({ mode }) => ({
  // WalletConnect's libraries read `global`; IS_VITEST skips its remote verify attestation (TOOLCHAIN) in test builds.
  define: mode === 'test' ? { global: 'globalThis', 'process.env.IS_VITEST': '"true"' } : {},
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), vanillaExtractPlugin()],
  resolve: {
    alias: [
      // The package's public names (headless/subpaths.json), resolved to source.
      ...Object.entries(subpathList.subpaths).map(([subpath, { source }]) => ({
        find: new RegExp(`^walletdock${subpath.slice(1)}$`),
        replacement: src(source),
      })),
      // Production builds get no test wallet at all (dev and 'test' builds keep it).
      ...(mode === 'production'
        ? [{ find: /^\.\/dev-wallet$/, replacement: src('examples/modal/src/dev-wallet.none.ts') }]
        : []),
    ],
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: { target: 'es2022' },
}));
