/**
 * The wallet frame for tests and benches: its page built once, the frame server on a free port with the local
 * mailbox, the local OpenID provider, a database (PGlite in a temp dir, or a PostgreSQL URL) and the devnet; and a
 * minimal host page (tests/support/frame-host) served from another origin, bundled with esbuild.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { freePort } from '../../faucet/devnet/anvil';
import { startFrameServer, type FrameServer } from '../../headless/server/frame/server/app';
import { loadFrameConfig, type FrameConfig } from '../../headless/server/frame/server/config';
import { devFrameEnv, devnetChain } from '../../faucet/devnet/frame/env';
import { startDevMailbox, type DevMailbox } from '../../faucet/devnet/frame/mailbox';
import { startDevOidcProvider, type DevOidcProvider } from '../../faucet/devnet/frame/oidc-provider';
import { buildFramePage } from '../../headless/server/frame/page/build';

/** The Solana network of the tests (a litesvm behind tests/support/litesvm-http). */
export const SOLANA_TEST_CHAIN = 'solana:litesvm';

/** The fixed test secret (public: tests only). */
export const TEST_FRAME_SECRET = 'walletdock-frame-test-secret-0123456789abcdef';

/** Builds the frame page into a temp dir. */
export async function buildFramePageForTests(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'wd-frame-page-'));
  await buildFramePage(dir);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A stand-in for the built page (index.html and callback.html only), for server tests that load no page. */
export async function stubFramePage(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'wd-frame-stub-page-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>stub</title>');
  await writeFile(join(dir, 'callback.html'), '<!doctype html><title>callback</title>');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A running frame with its mailbox and provider. */
export interface FrameStack {
  url: string;
  config: FrameConfig;
  mailbox: DevMailbox;
  oidc: DevOidcProvider;
  frame: () => FrameServer;
  /** Stops and starts the frame server on the same port and database (sessions must survive). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** Starts the frame server (and its mailbox and provider) allowing `allowedOrigins` to embed it. */
export async function startFrameStack(o: {
  rpcUrl: string;
  pageDir: string;
  allowedOrigins: string[];
  databaseUrl?: string;
  extraEnv?: Record<string, string>;
  solanaRpcUrl?: string;
  /** An ERC-4337 bundler (tests/support/bundler.ts): the devnet then has smart accounts. */
  bundlerUrl?: string;
  /** The blockchain API (tests/support/blockchain-api.ts) for gas sponsorship and smart sessions. */
  blockchainApiUrl?: string;
}): Promise<FrameStack> {
  const [mailbox, oidc, dataDir] = await Promise.all([
    startDevMailbox(),
    startDevOidcProvider(),
    mkdtemp(join(tmpdir(), 'wd-frame-db-')),
  ]);
  const configFor = (port: number): FrameConfig =>
    loadFrameConfig({
      ...devFrameEnv({
        port,
        smtpUrl: mailbox.smtpUrl,
        providers: oidc.providers,
        allowedOrigins: o.allowedOrigins,
        chains: [
          devnetChain(o.rpcUrl),
          ...(o.solanaRpcUrl
            ? [
                {
                  id: SOLANA_TEST_CHAIN,
                  name: 'Solana (litesvm)',
                  rpcUrl: o.solanaRpcUrl,
                  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
                },
              ]
            : []),
        ],
        pageDir: o.pageDir,
        dataDir,
        databaseUrl: o.databaseUrl,
        secret: TEST_FRAME_SECRET,
        ...(o.bundlerUrl
          ? { bundlerUrl: o.bundlerUrl, smartAccountNetworks: [33322], blockchainApiUrl: o.blockchainApiUrl }
          : {}),
      }),
      AUTH_PER_MINUTE: '1000',
      LOG_LEVEL: 'silent',
      ...o.extraEnv,
    });
  // The frame's port must be known before it listens (the provider allows its callback URL), so it is chosen free
  // and then taken; an outgoing connection of another server in this process can take it in between (the kernel
  // hands out the same range to both), which showed in CI as EADDRINUSE: a port lost that way is chosen again.
  let config!: FrameConfig;
  let server: FrameServer | undefined;
  for (let attempt = 1; !server; attempt++) {
    const port = await freePort();
    config = configFor(port);
    oidc.allowRedirect(`http://127.0.0.1:${port}/oidc/callback`);
    server = await startFrameServer(config).catch((error: { code?: unknown }) => {
      if (error.code !== 'EADDRINUSE' || attempt === 5) throw error;
      return undefined;
    });
  }
  return {
    url: server.url,
    config,
    mailbox,
    oidc,
    frame: () => server!,
    async restart() {
      await server?.close();
      server = await startFrameServer(config);
    },
    async close() {
      await server?.close();
      server = undefined;
      await Promise.all([mailbox.close(), oidc.close()]);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The host fixture page, served on its own origin (127.0.0.1, a free port): /?frame=<frame URL>. `entry` picks the
 * page's script in tests/support/frame-host: host.ts (the protocol module alone) or manager-host.ts (the frame manager).
 */
export async function startHostPage(
  entry: 'host.ts' | 'manager-host.ts' = 'host.ts',
): Promise<{ url: string; origin: string; close(): Promise<void> }> {
  const out = await build({
    entryPoints: [fileURLToPath(new URL(`./frame-host/${entry}`, import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'warning',
  });
  const js = out.outputFiles[0]!.text;
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head><body><h1>Host app</h1><button id="host-button">Host button</button><script type="module" src="/host.js"></script></body></html>';
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/host.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      res.end(js);
    } else if (path === '/' || path === '/index.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(html);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
