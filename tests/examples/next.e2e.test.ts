// examples/next as a user gets it: the package is built (npm run build) and packed (npm pack), the
// tarball is unpacked into examples/next/node_modules/walletdock (as examples/next/install-package.mjs does) (its dependencies, next and react
// resolve from the repository's node_modules), `next build` and `next start` run it. A connection
// made in Chromium is saved in cookies; a request carrying them gets HTML with the address (from
// walletdock and from wagmi), and the reload hydrates with no console error, no hydration warning
// and never a disconnected frame.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../faucet/devnet/anvil';
import { devnetAccounts } from '../../faucet/devnet/deploy';
import { guardRequests, launchBrowser, type TestBrowser } from '../support/browser';
import { packedPackage } from '../support/packed-package';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const app = join(root, 'examples', 'next');
// The example's demo wallet holds anvil's account 1.
const address = devnetAccounts(2)[1] as string;
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_PUBLIC_RPC_URL: inject('rpcUrl'),
  NEXT_PUBLIC_DEV_WALLET: '1',
};

let server: ChildProcess | undefined;
let url: string;
let browser: TestBrowser;
let page: Page;
let guard: { external: string[] };
const timings: Record<string, number> = {};

async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const start = Date.now();
  try {
    return await work();
  } finally {
    timings[name] = Date.now() - start;
  }
}

/**
 * The run's packed package (built and packed once for every test file that needs it, tests/support/packed-package.ts),
 * unpacked into the example as examples/next/install-package.mjs does for `npm run examples:next`.
 */
async function installPackedPackage(): Promise<void> {
  const { tarball } = await timed('npm run build + npm pack (once per run)', () => packedPackage(inject('runId')));
  const target = join(app, 'node_modules', 'walletdock');
  await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true });
  await timed('unpack', () => run('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']));
}

async function startNext(): Promise<string> {
  const port = await freePort();
  const child = spawn(join(root, 'node_modules', '.bin', 'next'), ['start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: app,
    env,
    stdio: 'pipe',
  });
  server = child;
  const base = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    const out: string[] = [];
    const onData = (chunk: Buffer) => {
      out.push(chunk.toString());
      if (/Ready in|started server/i.test(out.join(''))) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => out.push(chunk.toString()));
    child.once('exit', (code) => reject(new Error(`next start exited (${code}): ${out.join('')}`)));
  });
  return base;
}

beforeAll(async () => {
  await installPackedPackage();
  await timed('next build', () => run(join(root, 'node_modules', '.bin', 'next'), ['build'], { cwd: app, env }));
  url = await timed('next start', startNext);
  browser = await launchBrowser();
  guard = guardRequests(browser.context);
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
}, 600_000);

afterAll(async () => {
  console.log('examples/next timings (ms):', JSON.stringify(timings));
  await browser?.close();
  if (server?.pid) server.kill('SIGTERM');
});

const statusOf = (html: string, id: string) =>
  new RegExp(`data-testid="${id}-status">[^<]*<b>([a-z]+)</b>`).exec(html)?.[1];
const addressOf = (html: string, id: string) => new RegExp(`data-testid="${id}-address">([^<]*)<`).exec(html)?.[1];

describe('examples/next (App Router) on the packed package', () => {
  it('the client entries start with the directive; the server entry does not', async () => {
    const dist = join(app, 'node_modules', 'walletdock', 'dist');
    expect((await readFile(join(dist, 'headless', 'index.js'), 'utf8')).startsWith("'use client';")).toBe(true);
    expect((await readFile(join(dist, 'styled', 'index.js'), 'utf8')).startsWith("'use client';")).toBe(true);
    expect(await readFile(join(dist, 'server', 'index.js'), 'utf8')).not.toContain('use client');
  });

  it('server HTML shows the session the cookies hold, and the reload hydrates it without an error or a disconnected frame', async () => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning' || /hydrat/i.test(message.text()))
        problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });

    // A first visit has no session: the server renders it disconnected.
    const first = await page.goto(url);
    expect(statusOf((await first?.text()) ?? '', 'walletdock')).toBe('disconnected');
    await page.click('[data-connector-id="dev.walletdock.testwallet"]');
    await page.waitForSelector(`[data-testid="walletdock-address"]:has-text("${address}")`);
    await page.waitForSelector('[data-testid="wagmi-status"] b:has-text("connected")');

    // The request a reload makes: its cookies bring the session to the server.
    const cookie = (await browser.context.cookies(url)).map((c) => `${c.name}=${c.value}`).join('; ');
    expect(cookie).toContain('walletdock=');
    const html = await (await fetch(url, { headers: { cookie } })).text();
    expect(addressOf(html, 'walletdock')).toBe(address);
    expect(statusOf(html, 'walletdock')).toBe('connecting');
    expect(addressOf(html, 'wagmi')).toBe(address);
    expect(statusOf(html, 'wagmi')).toBe('reconnecting');

    // Reload: record every text the status line shows from the first paint on.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __statuses: string[] }).__statuses = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="walletdock-status"]')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const reload = await page.reload();
    expect(addressOf((await reload?.text()) ?? '', 'walletdock')).toBe(address);
    await page.waitForSelector('[data-testid="walletdock-status"] b:text-is("connected")');
    await page.waitForSelector('[data-testid="wagmi-status"] b:text-is("connected")');
    const statuses = await page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((s) => s.includes(address))).toBe(true);
    expect(statuses.some((s) => s.includes('disconnected'))).toBe(false);
    expect(problems).toEqual([]);
    expect(guard.external).toEqual([]);
  });
});
