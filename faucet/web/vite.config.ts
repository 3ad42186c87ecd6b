/**
 * The faucet page. `walletdock*` resolves to the package's source. Build modes:
 * - 'production' (default of `vite build`): no development wallet code at all (__FAUCET_DEV_WALLET__ is false,
 *   so the dynamic import of walletdock/testing is dropped);
 * - 'demo' (`npm start`, e2e tests) and the dev server: the EIP-6963 development wallet is offered.
 * VITE_RPC_URL sets the chain RPC at build time (a `?rpc=` query parameter wins at run time in demo mode).
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import subpathList from '../../headless/subpaths.json' with { type: 'json' };

const src = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));

export default defineConfig(({ mode, command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), vanillaExtractPlugin()],
  define: { __FAUCET_DEV_WALLET__: JSON.stringify(command === 'serve' || mode === 'demo') },
  resolve: {
    alias: [
      // The package's public names (headless/subpaths.json), resolved to source.
      ...Object.entries(subpathList.subpaths).map(([subpath, { source }]) => ({
        find: new RegExp(`^walletdock${subpath.slice(1)}$`),
        replacement: src(source),
      })),
    ],
  },
  server: { host: '127.0.0.1', proxy: { '/api': process.env.FAUCET_API_URL ?? 'http://127.0.0.1:8787' } },
  preview: { host: '127.0.0.1' },
  build: { target: 'es2022' },
}));
