/**
 * Global stylesheets host apps commonly ship, for tests that put walletdock in such a page: an app's own rules in the
 * shape of AppKit's example apps (a `* {}` reset and `button { margin: 15px; padding: 10px 15px }` among them),
 * Tailwind's preflight (compiled by tailwindcss itself, unlayered: stronger than an app's `@layer base`), Bootstrap's
 * reboot and normalize.css, each read from its npm package.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

const require = createRequire(import.meta.url);

/** The host stylesheets by name. */
export type HostStyleName = 'app' | 'tailwind' | 'bootstrap' | 'normalize';

/** An app's own global rules, as AppKit's example apps write theirs: elements styled by tag, not by class. */
export const APP_GLOBAL_CSS = `
:root { --background: #ffffff; --foreground: #171717; }
html, body { max-width: 100vw; overflow-x: hidden; }
body { color: var(--foreground); background: var(--background); font-family: Arial, Helvetica, sans-serif; line-height: 1.7; letter-spacing: 0.02em; text-align: center; }
* { box-sizing: border-box; padding: 0; margin: 0; }
a { color: inherit; text-decoration: none; }
h1, h2 { margin: 20px; }
ul { list-style: square; padding-left: 24px; }
img, svg { display: block; max-width: 100%; height: auto; }
input { border: 2px solid black; border-radius: 6px; padding: 8px; font-size: 16px; }
button {
  padding: 10px 15px;
  background-color: white;
  color: black;
  border: 2px solid black;
  border-radius: 6px;
  font-size: 16px;
  font-weight: 600;
  cursor: pointer;
  transition: all 0.3s ease;
  margin: 15px;
}
button:hover { background-color: black; color: white; }
button:active { background-color: #333; color: white; }
@media (prefers-color-scheme: dark) { html { color-scheme: dark; } }
`;

const fromPackage = (path: string) => readFile(require.resolve(path), 'utf8');

async function tailwindPreflight(): Promise<string> {
  const { compile } = (await import('tailwindcss')) as typeof import('tailwindcss');
  const preflight = require.resolve('tailwindcss/preflight.css');
  const compiler = await compile('@import "tailwindcss/preflight.css";', {
    loadStylesheet: async () => ({
      path: preflight,
      base: dirname(preflight),
      content: await readFile(preflight, 'utf8'),
    }),
  });
  return compiler.build([]);
}

/** Each host stylesheet's text. */
export async function hostStyles(): Promise<Record<HostStyleName, string>> {
  const [tailwind, bootstrap, normalize] = await Promise.all([
    tailwindPreflight(),
    fromPackage('bootstrap/dist/css/bootstrap-reboot.css'),
    fromPackage('normalize.css/normalize.css'),
  ]);
  return { app: APP_GLOBAL_CSS, tailwind, bootstrap, normalize };
}
