/**
 * The wallet frame page (index.html) and the social-login callback page (callback.html), built into the folder the
 * frame server serves. Everything is bundled from source; nothing is inlined (the page's CSP allows only its own
 * files), and the Solana library is a chunk of its own, loaded when a Solana transaction arrives.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here('.'),
  base: '/',
  logLevel: 'warn',
  build: {
    target: 'es2022',
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rollupOptions: { input: { index: here('./index.html'), callback: here('./callback.html') } },
  },
});
