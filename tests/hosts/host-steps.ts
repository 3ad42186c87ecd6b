// The steps every host app of the matrix goes through (tests/hosts/*.e2e.test.ts): a command run to its end, npm's
// peer conflicts read from its debug log, what a console would show, the first visit's JS, a connect through the
// modal with the injected test wallet, `next start` and vite's dev server.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { freePort } from '../../faucet/devnet/anvil';
import { fundedAccount } from '../support/chain';

// A production build of a Next.js app takes minutes on a busy 2-core machine.
export const BUILD_TIMEOUT = 900_000;

export interface Step {
  code: number | null;
  output: string;
  ms: number;
}

/**
 * The environment of a person's shell: this process's, without the NODE_ENV=test Vitest sets. A host builds with
 * NODE_ENV unset; with it set, `vite build` bundles React's development build, which is what `vite` (the dev server)
 * serves, and the matrix tests that on purpose, not by accident.
 */
function hostEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { NODE_ENV: _vitest, ...shell } = process.env;
  return { ...shell, NEXT_TELEMETRY_DISABLED: '1', ...env };
}

/** Runs a command in `cwd` to its end; never throws (the test asserts on the result). */
export function step(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<Step> {
  const start = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: hostEnv({ CI: '1', ...env }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output, ms: Date.now() - start }));
  });
}

/** The packages of every peer conflict npm worked around in an install ("ERESOLVE overriding peer dependency"). */
export async function npmPeerConflicts(dir: string): Promise<string[]> {
  const logs = join(dir, '.npm-logs');
  const text = (await Promise.all((await readdir(logs)).map((file) => readFile(join(logs, file), 'utf8')))).join('\n');
  return [
    ...text.matchAll(/warn ERESOLVE overriding peer dependency[\s\S]*?from: \{\s*\S+ warn ERESOLVE\s+name: '([^']+)'/g),
  ].map((m) => m[1] as string);
}

/** Every problem a person or a console would notice: errors, warnings, hydration messages, failed requests. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // Chromium asks every site for /favicon.ico on its own; the fixture apps, like the examples they port, have none.
    if (/\/favicon\.ico$/.test(message.location().url)) return;
    if (message.type() === 'error' || message.type() === 'warning' || /hydrat/i.test(message.text()))
      problems.push(
        `${message.type()}: ${message.text()}${message.location().url ? ` (${message.location().url})` : ''}`,
      );
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

/** The JS a first visit downloads before anything is clicked: every script and modulepreload of the HTML, gzip. */
export async function initialJsGzip(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  const sources = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+)"/g)].map(
    (m) => new URL(m[1] as string, url).href,
  );
  let total = 0;
  for (const src of new Set(sources))
    total += gzipSync(Buffer.from(await (await fetch(src)).arrayBuffer()), { level: 9 }).length;
  return total;
}

/** Opens the app with a funded test wallet, connects through walletdock's modal; the app's wagmi hook shows it. */
export async function connectThroughModal(page: Page, url: string, rpcUrl: string): Promise<string> {
  const account = await fundedAccount(rpcUrl, 1n);
  await page.goto(`${url}/?pk=${account.privateKey}`);
  await page.waitForSelector('[data-testid="wagmi-status"] b:text-is("disconnected")');
  await page.click('[data-walletdock-connect-button]');
  await page.waitForSelector('[data-walletdock-modal] [data-view="Connect"]');
  await page.click('[data-connector-id="dev.walletdock.testwallet"]');
  await page.waitForSelector(`[data-testid="wagmi-address"]:text-is("${account.address}")`);
  await page.waitForSelector('[data-testid="wagmi-status"] b:text-is("connected")');
  await page.waitForSelector(`[data-walletdock-connect-button][data-connected="true"]`);
  // A connect closes the modal: left open it keeps the page inert, and the app's own buttons cannot be clicked.
  await page.waitForSelector('[data-walletdock-modal]', { state: 'detached' });
  return account.address;
}

/** `next start` on a free loopback port; resolves once it is ready. */
export function nextStart(dir: string): Promise<{ url: string; process: ChildProcess }> {
  return serve(dir, 'next', (port) => ['start', '-H', '127.0.0.1', '-p', String(port)], /Ready in|started server/i);
}

/**
 * `vite`, the dev server an app's `npm run dev` starts (React's development build, StrictMode's double effects), on a
 * free loopback port with `env` (the app's VITE_ variables); resolves once it is ready.
 */
export function viteDev(dir: string, env: Record<string, string>): Promise<{ url: string; process: ChildProcess }> {
  return serve(
    dir,
    'vite',
    (port) => ['--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    /ready in/i,
    env,
  );
}

/**
 * `next dev`, what an App Router app's `npm run dev` starts (Turbopack, React's development build, StrictMode on by
 * default), on a free loopback port with `env` (the app's NEXT_PUBLIC_ variables); resolves once it is ready.
 */
export function nextDev(dir: string, env: Record<string, string>): Promise<{ url: string; process: ChildProcess }> {
  return serve(dir, 'next', (port) => ['dev', '-H', '127.0.0.1', '-p', String(port)], /Ready in/i, env);
}

/** A server of the app's own (node_modules/.bin/`bin`) on a free loopback port, once its output says it is ready. */
async function serve(
  dir: string,
  bin: string,
  args: (port: number) => string[],
  ready: RegExp,
  env: Record<string, string> = {},
): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(join(dir, 'node_modules', '.bin', bin), args(port), {
    cwd: dir,
    env: hostEnv(env),
    stdio: 'pipe',
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    // Bounded: a server that neither gets ready nor exits fails the test, with what it printed.
    const timer = setTimeout(() => reject(new Error(`${bin} not ready in 120 s: ${out}`)), 120_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (ready.test(out)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${bin} exited (${code}): ${out}`));
    });
  });
  return { url: `http://127.0.0.1:${port}`, process: child };
}

export const stop = (child: ChildProcess | undefined) => {
  if (child?.pid && child.exitCode === null) child.kill('SIGTERM');
};
