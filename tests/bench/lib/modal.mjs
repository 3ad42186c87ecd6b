// Shared helpers of the modal benchmarks: Vite builds of examples/modal and of the baseline app,
// gzip sizes of an HTML page's initial JS, a static server on 127.0.0.1 and headless Chromium.
import { createReadStream, readFileSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Builds examples/modal (mode 'production' or 'test') into a temp dir. */
export async function buildModalExample(mode = 'production') {
  const { build } = await import('vite');
  const outDir = await mkdtemp(join(tmpdir(), 'wd-bench-modal-'));
  await build({
    configFile: join(root, 'examples/modal/vite.config.ts'),
    mode,
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

/** Builds the react + wagmi + viem + react-query baseline app into a temp dir. */
export async function buildBaseline() {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const outDir = await mkdtemp(join(tmpdir(), 'wd-bench-baseline-'));
  await build({
    root: join(root, 'tests/bench/baseline'),
    configFile: false,
    plugins: [react()],
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  return outDir;
}

/** Vite production build of a page (index.html + main.tsx) in `dir` into dir/dist: its initial JS and CSS (gzip). */
export async function buildPage(dir) {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const outDir = join(dir, 'dist');
  await build({
    root: dir,
    configFile: false,
    plugins: [react()],
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, target: 'es2022', manifest: true },
  });
  return { ...initialAssets(outDir), outDir };
}

/** gzip -9 size of a file. */
export const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The initial JS (entry script + modulepreloads) and CSS of a built page, with gzip sizes. */
export function initialAssets(outDir) {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const attr = (re) => [...html.matchAll(re)].map((m) => m[1]);
  const js = [
    ...new Set([...attr(/<script[^>]+src="([^"]+)"/g), ...attr(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)]),
  ];
  const css = attr(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
  const size = (list) => list.reduce((sum, href) => sum + gzipSize(join(outDir, href.replace(/^\//, ''))), 0);
  return { js, css, jsGzip: size(js), cssGzip: size(css) };
}

export const removeDir = (dir) => rm(dir, { recursive: true, force: true });

/** Serves a dir on 127.0.0.1 (free port). */
export async function serveStatic(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
  const server = createServer(async (req, res) => {
    let file = join(dir, normalize(new URL(req.url ?? '/', 'http://x').pathname).replace(/^(\.\.[/\\])+/, ''));
    const info = await stat(file).catch(() => undefined);
    if (!info || info.isDirectory()) file = join(dir, 'index.html');
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Headless Chromium from the tests' one launcher (tests/support/browser.ts: Debian's binary or npm's). */
export async function launchChromium() {
  const { tsImport } = await import('tsx/esm/api');
  const { launchBrowser } = await tsImport('../../support/browser.ts', import.meta.url);
  return launchBrowser();
}

/** Median of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Prints rows as a markdown table. */
export function printTable(header, rows) {
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map(() => '---').join(' | ')} |`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
