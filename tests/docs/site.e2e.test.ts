// The documentation site as a reader gets it: the package is built (its .d.ts are what every sample compiles
// against), the reference pages are generated from the doc comments, VitePress builds the site, and Chromium reads
// every page of it: no console error, no request off this machine, every internal link and anchor leads somewhere,
// the local search finds what hosts look for, and axe finds nothing on a sample of pages in both colour modes. The
// samples' check itself is attacked: a renamed option and an unchecked sample each fail the page.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { createMarkdownRenderer } from 'vitepress';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serveStatic, startHttpServer, type HttpServer } from 'walletdock/server/node';
import { markdown } from '../../docs/.vitepress/markdown';
import { axeViolations } from '../support/axe';
import { guardRequests, launchBrowser, type TestBrowser } from '../support/browser';
import { docsSite } from '../support/docs-site';

const root = fileURLToPath(new URL('../..', import.meta.url));
const docs = join(root, 'docs');

let outDir: string;
let server: HttpServer;
let browser: TestBrowser;
let guard: { external: string[] };
const timings: Record<string, number> = {};

async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    timings[name] = Date.now() - started;
  }
}

/** Every built page, as the path a link names (`/guide/vite.html`, `/` for index.html). */
async function builtPages(dir: string): Promise<string[]> {
  const files = await readdir(dir, { recursive: true });
  return files
    .filter((file) => file.endsWith('.html') && file !== '404.html')
    .map((file) => `/${file.split('\\').join('/')}`.replace(/(^|\/)index\.html$/, '$1'));
}

beforeAll(async () => {
  // Built once per run (tests/support/docs-site.ts), usually in the background while the other tests ran.
  const site = await timed('site build, or the wait for it', () => docsSite(inject('runId')));
  Object.assign(timings, site.timings);
  outDir = site.outDir;
  server = await startHttpServer({
    host: '127.0.0.1',
    port: 0,
    routes: [],
    fallback: ({ req, res, url }) => serveStatic(outDir, url.pathname, req, res),
  });
  browser = await launchBrowser();
  guard = guardRequests(browser.context);
}, 1_200_000);

afterAll(async () => {
  console.log('docs site timings (ms):', JSON.stringify(timings));
  await browser?.close();
  await server?.close();
});

/** Tabs the crawl reads pages in at once. */
const CRAWL_TABS = 4;

/** What a page holds once Vue has hydrated it. */
interface PageReading {
  ids: string[];
  links: string[];
}

async function read(page: Page, path: string): Promise<PageReading> {
  // 'load' first: Playwright's network idle can come while a long page (the utils reference is 228 KB of markdown) is
  // still being parsed on a busy machine, and a page read then lacks the ids of its second half (seen in CI).
  const response = await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState('networkidle');
  // VitePress marks the app once it has hydrated; a hydration failure would leave it unmarked or log an error.
  await page.waitForFunction(() => Boolean(document.querySelector('#app')?.hasChildNodes()));
  return page.evaluate(() => ({
    ids: [...document.querySelectorAll('[id]')].map((e) => e.id),
    links: [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
  }));
}

describe('the documentation site', () => {
  it('reads every page without a console error or an off-machine request, and every internal link and anchor resolves', async () => {
    const pages = await builtPages(outDir);
    expect(pages.length).toBeGreaterThan(50);
    const problems: string[] = [];
    const readings = new Map<string, PageReading>();
    // A few tabs read the pages side by side: most of a page's time is the wait for its network to go quiet.
    const queue = [...pages];
    await timed('crawl', () =>
      Promise.all(
        Array.from({ length: CRAWL_TABS }, async () => {
          const page = await browser.context.newPage();
          let current = '';
          page.on('console', (message) => {
            if (message.type() === 'error' || message.type() === 'warning')
              problems.push(`${current}: console ${message.type()}: ${message.text()}`);
          });
          page.on('pageerror', (error) => problems.push(`${current}: ${error.message}`));
          page.on('response', (response) => {
            if (response.status() >= 400) problems.push(`${current}: ${response.status()} ${response.url()}`);
          });
          for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
            current = path;
            readings.set(path, await read(page, path));
          }
          await page.close();
        }),
      ),
    );

    const origin = new URL(server.url).origin;
    let internal = 0;
    let anchors = 0;
    const linked = new Set<string>();
    for (const [from, reading] of readings) {
      for (const href of reading.links) {
        const url = new URL(href);
        if (url.origin !== origin) continue;
        internal++;
        const to = url.pathname;
        if (!readings.has(to)) {
          // Assets a page links to (an image opened on its own) must exist too.
          const asset = await fetch(url)
            .then((r) => r.status)
            .catch(() => 0);
          if (asset !== 200) problems.push(`${from}: broken link ${to}`);
          continue;
        }
        if (to !== from) linked.add(to);
        if (url.hash) {
          anchors++;
          const id = decodeURIComponent(url.hash.slice(1));
          if (!readings.get(to)?.ids.includes(id)) problems.push(`${from}: broken anchor ${to}${url.hash}`);
        }
      }
    }
    // Every page is reachable from another one (the sidebar, the nav or a link).
    for (const path of pages) if (path !== '/' && !linked.has(path)) problems.push(`${path}: no page links to it`);

    console.log(`docs crawl: ${pages.length} pages, ${internal} internal links (${anchors} with an anchor) checked`);
    expect(problems).toEqual([]);
    expect(guard.external).toEqual([]);
  }, 600_000);

  it('finds useSend and themeVariables with the local search', async () => {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    for (const [query, expected] of [
      ['useSend', '/hooks/send.html#usesend'],
      ['themeVariables', '/customize/theming.html'],
    ] as const) {
      await page.keyboard.press('Escape');
      await page
        .getByRole('button', { name: /search/i })
        .first()
        .click();
      const input = page.getByRole('combobox').or(page.locator('.VPLocalSearchBox input')).first();
      await input.fill(query);
      const hit = page.locator(`.VPLocalSearchBox a[href*="${expected}"]`).first();
      await hit.waitFor({ timeout: 10_000 });
      expect(await hit.isVisible(), query).toBe(true);
    }
    expect(guard.external).toEqual([]);
  }, 120_000);

  it('has no axe violation on a sample of pages, light and dark', async () => {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    const sample = [
      '/',
      '/guide/vite.html',
      '/hooks/connection.html',
      '/customize/theming.html',
      '/migrate/rainbowkit.html',
      '/reference/walletdock.html',
    ];
    const violations: string[] = [];
    for (const mode of ['light', 'dark'] as const) {
      // VitePress keeps the reader's choice here and applies it before the first paint.
      await page.goto(`${server.url}/`);
      await page.evaluate((m) => localStorage.setItem('vitepress-theme-appearance', m), mode);
      for (const path of sample) {
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(mode === 'dark');
        violations.push(...(await axeViolations(page)).map((v) => `${mode} ${path}: ${v}`));
      }
    }
    expect(violations).toEqual([]);
  }, 300_000);
});

describe('the samples check', () => {
  // One renderer for every check, as the site build has: each renderer compiles its samples in a TypeScript program
  // of its own, which takes seconds to set up.
  let renderer: ReturnType<typeof createMarkdownRenderer> | undefined;
  const render = async (page: string, text: string) => {
    const md = await (renderer ??= createMarkdownRenderer(docs, markdown, '/'));
    return md.render(text, { relativePath: page, path: join(docs, page) });
  };

  it('compiles a page against the built package, and fails it when a sample uses a renamed option', async () => {
    const page = 'guide/installation.md';
    const text = await readFile(join(docs, page), 'utf8');
    expect(text).toContain('createWalletDock({ networks:');
    await expect(render(page, text)).resolves.toContain('twoslash');
    // A host who renamed `networks` (or a release that did) gets a build error naming it.
    await expect(
      render(page, text.replace('createWalletDock({ networks:', 'createWalletDock({ chains:')),
    ).rejects.toThrow(/'chains' does not exist in type 'WalletDockOptions'/);
  }, 300_000);

  it('refuses a TypeScript sample that is not type-checked', async () => {
    const page = 'guide/unchecked.md';
    await expect(render(page, '# A page\n\n```ts\nconst dock = createWalletDock({});\n```\n')).rejects.toThrow(
      /guide\/unchecked\.md:3: a `ts` sample without twoslash/,
    );
    // The generated reference quotes doc comments: their fences are not held to it.
    await expect(render('reference/x.md', '```ts\nconst a = 1;\n```\n')).resolves.toContain('const');
  }, 120_000);

  it('resolves walletdock to the built files a host installs, not the sources', async () => {
    // TypeScript names the module it resolved in the error: dist/ (package.json "exports"), never headless/.
    const error = await render(
      'guide/probe.md',
      "```ts twoslash\nconst probe: typeof import('walletdock') = 1;\n```\n",
    ).catch((e: unknown) => e);
    expect(String(error)).toMatch(/dist\/headless\/index/);
    expect(String(error)).not.toMatch(/headless\/index\.ts/);
  }, 120_000);
});
