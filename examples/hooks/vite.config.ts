/**
 * The hooks example: a host that draws its own connect UI from walletdock's hooks alone (no walletdock/styled).
 * Mode 'demo' and the dev server offer the EIP-6963 development wallet; a production build has none.
 * VITE_RPC_URL sets the devnet RPC at build time (`?rpc=` wins at run time in demo mode).
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import subpathList from '../../headless/subpaths.json' with { type: 'json' };

const src = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));

export default defineConfig(({ mode, command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  define: { __HOOKS_DEV_WALLET__: JSON.stringify(command === 'serve' || mode === 'demo') },
  resolve: {
    alias: [
      // The package's public names (headless/subpaths.json), resolved to source.
      ...Object.entries(subpathList.subpaths).map(([subpath, { source }]) => ({
        find: new RegExp(`^walletdock${subpath.slice(1)}$`),
        replacement: src(source),
      })),
    ],
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: { target: 'es2022' },
}));
