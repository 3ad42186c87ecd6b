/**
 * Builds the wallet frame page with Vite's JS API into `outDir` (npm run frame, npm start, the tests, and the
 * package build, which ships it as dist/server/frame-page).
 */
import { fileURLToPath } from 'node:url';

/** Builds the page; resolves when index.html and callback.html are in `outDir`. */
export async function buildFramePage(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({
    configFile: fileURLToPath(new URL('./vite.config.ts', import.meta.url)),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}
