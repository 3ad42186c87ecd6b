/**
 * Browser fixtures for e2e tests: headless Chromium through playwright-core (TOOLCHAIN launch
 * options; the one launcher every e2e test and bench uses), a request guard that records every
 * request to a non-loopback host, a Vite build of an example app into a temp dir, and a tiny
 * static server on 127.0.0.1.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { resolveChromium } from './binaries';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A persistent-context Chromium and its cleanup. */
export interface TestBrowser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** A phone's screen for launchBrowser: 390×844, touch, mobile viewport (the bottom sheet's layout). */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/** An iPhone's user agent, for a test of the phone rules the modal reads from it (deep links, the open rule). */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Launches headless Chromium (Debian's or npm's, see binaries.ts) in a fresh profile dir; `screen` emulates a device (e.g. PHONE). */
export async function launchBrowser(
  screen: {
    viewport?: { width: number; height: number };
    hasTouch?: boolean;
    isMobile?: boolean;
    userAgent?: string;
  } = {},
): Promise<TestBrowser> {
  const { executablePath, env } = await resolveChromium();
  const profile = await mkdtemp(join(tmpdir(), 'wd-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    env,
    headless: true,
    viewport: { width: 1024, height: 768 },
    ...screen,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    context,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** True for URLs a page may load without leaving the machine (loopback, data:, blob:). */
export function isLocalUrl(url: string): boolean {
  const parsed = new URL(url);
  if (parsed.protocol === 'data:' || parsed.protocol === 'blob:' || parsed.protocol === 'about:') return true;
  return LOOPBACK.has(parsed.hostname);
}

/** Records every request of the context to a non-loopback host (it is not blocked). */
export function guardRequests(context: BrowserContext): { external: string[] } {
  const record = { external: [] as string[] };
  context.on('request', (request) => {
    if (!isLocalUrl(request.url())) record.external.push(request.url());
  });
  return record;
}

/**
 * Builds examples/<name> with Vite's JS API into a temp dir; returns the dir. `env` holds VITE_* variables the build
 * bakes in (set on process.env for the build only, as a shell would pass them).
 */
export async function buildExample(
  name: string,
  options: { mode?: string; env?: Record<string, string> } = {},
): Promise<{ outDir: string; remove(): Promise<void> }> {
  const { build } = await import('vite');
  const outDir = await mkdtemp(join(tmpdir(), `wd-${name}-`));
  const saved = Object.fromEntries(Object.keys(options.env ?? {}).map((key) => [key, process.env[key]]));
  Object.assign(process.env, options.env);
  try {
    await build({
      configFile: join(root, 'examples', name, 'vite.config.ts'),
      mode: options.mode ?? 'production',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  return { outDir, remove: () => rm(outDir, { recursive: true, force: true }) };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.map': 'application/json',
};

/** Options of serveStatic: extra response headers (e.g. a Content-Security-Policy) and a rewrite of HTML pages. */
export interface StaticOptions {
  headers?: Record<string, string>;
  html?: (text: string) => string;
}

/** Serves `dir` on 127.0.0.1 (free port); unknown paths get index.html. */
export async function serveStatic(
  dir: string,
  options: StaticOptions = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    let file = join(dir, path);
    const info = await stat(file).catch(() => undefined);
    if (!info || info.isDirectory()) file = join(dir, 'index.html');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store', ...options.headers });
    if (options.html && extname(file) === '.html') res.end(options.html(await readFile(file, 'utf8')));
    else createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** examples/modal built in test mode, served on 127.0.0.1, and a guarded browser page: see startModalApp. */
export interface ModalApp {
  browser: TestBrowser;
  page: Page;
  /** The served app (its `url` is the host page's origin). */
  server: { url: string; close(): Promise<void> };
  /** Requests the browser made off this machine (none expected). */
  guard: { external: string[] };
  /** Closes the browser and the server, removes the build. */
  close(): Promise<void>;
}

/** Builds examples/modal (mode 'test'), serves it and opens a page whose off-machine requests are recorded. One per e2e file. */
export async function startModalApp(): Promise<ModalApp> {
  const [app, browser] = await Promise.all([buildExample('modal', { mode: 'test' }), launchBrowser()]);
  const server = await serveStatic(app.outDir);
  const guard = guardRequests(browser.context);
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  return {
    browser,
    page,
    server,
    guard,
    async close() {
      await browser.close();
      await server.close();
      await app.remove();
    },
  };
}
