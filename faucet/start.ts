// `npm start`: the whole demo on this machine, in demo mode (the development test wallet is offered):
//   1. the devnet: anvil, chain 33322, with the test contracts (port DEVNET_PORT, else 8545, else a free one);
//   2. the faucet server (child process, embedded PGlite in .data/start/faucet-db, fresh each start) serving the faucet page built in demo mode
//      (port FAUCET_PORT, else 8787, else a free one); COOLDOWN_MS and FAUCET_AMOUNT pass through;
//   3. the blockchain API (child process, `npm run api`'s main.ts, embedded PGlite in .data/start/api-db, fresh each
//      start) indexing the devnet, with a devnet price table (port API_PORT, else 8788, else a free one); its URL is
//      baked into the builds below as VITE_BLOCKCHAIN_API_URL; its on-ramp sandbox pays purchases from test account 8,
//      and its paymaster sponsors user operations' gas through the devnet's VerifyingPaymaster;
//   4. the examples: examples/hooks (custom UI from hooks) and examples/modal (drop-in modal), built and served;
//   5. the wallet frame (headless/server/frame, child process that builds its own page, its own origin; PGlite in .data/start/frame-db, fresh
//      each start) with a development mailbox (SMTP + a page to read it) and a development OpenID provider standing in
//      for the social logins. The pages are built with VITE_EMBEDDED_FRAME_URL set to the frame's URL;
//   5b. a stand-in for the Farcaster auth relay (Sign In With Farcaster; port FARCASTER_RELAY_PORT, else 8793) whose
//      QR code link opens a page that signs in as a test user of the devnet's ID registry (no phone needed);
//   6. an ERC-4337 bundler (@pimlico/alto, child process, faucet/devnet/bundler.ts) for the devnet's EntryPoint v0.8
//      (port BUNDLER_PORT, else 4337, else a free one), so smart accounts' user operations land on the devnet;
//   7. the documentation site (faucet/docs-site.ts; port DOCS_PORT, else 8794), built in the background when missing.
// Ctrl-C / SIGTERM stop every piece by PID and exit 0, as does the end of the process that started it (npm).
import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toHex } from 'viem';
import { devnetAccount } from './devnet/accounts';
import { DEVNET_CHAIN_ID, startAnvil, type Anvil } from './devnet/anvil';
import { startBundler, type Bundler } from './devnet/bundler';
import { deployDevnetContracts, devnetContractLines, DEVNET_TOKEN_HOLDERS } from './devnet/deploy';
import { devFarcasterSignIn } from './devnet/farcaster';
import { DEVNET_PAYMASTER_SIGNER_KEY } from './devnet/paymaster';
import { devFrameEnv, devnetChain } from './devnet/frame/env';
import { startDevFarcasterRelay, type DevFarcasterRelay } from './devnet/frame/farcaster-relay';
import { startDevMailbox, type DevMailbox } from './devnet/frame/mailbox';
import { startDevOidcProvider, type DevOidcProvider } from './devnet/frame/oidc-provider';
import { buildFaucetWeb, buildVite } from './web/build';
import { startDocsSite, type DocsSite } from './docs-site';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const outRoot = join(root, '.data', 'start');
const children: ChildProcess[] = [];
/** The server children by the name they were started under (for the summary's PIDs). */
const pids: Record<string, number | undefined> = {};
const servers: Server[] = [];
let anvil: Anvil | undefined;
let bundler: Bundler | undefined;
let mailbox: DevMailbox | undefined;
let oidc: DevOidcProvider | undefined;
let farcasterRelay: DevFarcasterRelay | undefined;
let docsSite: DocsSite | undefined;
let stopping = false;

/** `preferred` when it is free on 127.0.0.1, else a port the kernel picks. */
function pickPort(preferred: number): Promise<number> {
  const tryListen = (port: number) =>
    new Promise<number>((ok, fail) => {
      const probe = createServer();
      probe.once('error', fail);
      probe.listen(port, '127.0.0.1', () => {
        const { port: got } = probe.address() as AddressInfo;
        probe.close(() => ok(got));
      });
    });
  return tryListen(preferred).catch(() => tryListen(0));
}

const envPort = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 && n < 65536 ? n : fallback;
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
};

/** Serves a built app from `dir` on 127.0.0.1:port (unknown paths get index.html). */
async function serveDir(dir: string, port: number): Promise<string> {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    let file = join(dir, path);
    const info = await stat(file).catch(() => undefined);
    if (!info || info.isDirectory()) file = join(dir, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  servers.push(server);
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * Starts one of our servers (`script`) as a child process; resolves with the URL of its "<name> listening on" log line.
 * The servers log JSON lines; here only their warnings and errors are shown, one short line each (the request lines
 * of every page load would bury them).
 */
function startServer(name: string, script: string, env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, script)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  pids[name] = child.pid;
  const listening = new RegExp(`${name} listening on ([^\\s"]+)`);
  return new Promise((ok, fail) => {
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      if (!buffer.includes('\n')) return;
      for (const line of buffer.split('\n').slice(0, -1)) {
        const m = listening.exec(line);
        if (m) ok(m[1]!);
        else showLogLine(name, line);
      }
      buffer = buffer.slice(buffer.lastIndexOf('\n') + 1);
    });
    child.once('exit', (code) => {
      if (!stopping) fail(new Error(`${name} exited (code ${code})`));
    });
  });
}

interface LogEntry {
  level?: unknown;
  msg?: unknown;
  reqId?: unknown;
  err?: { message?: unknown };
}

function showLogLine(name: string, line: string): void {
  let entry: LogEntry;
  try {
    entry = JSON.parse(line) as LogEntry;
  } catch {
    console.log(`[${name}] ${line}`);
    return;
  }
  if (entry?.level !== 'warn' && entry?.level !== 'error' && entry?.level !== 'fatal') return;
  const detail = [
    entry.reqId ? `request ${String(entry.reqId)}` : '',
    entry.err?.message ? String(entry.err.message) : '',
  ]
    .filter(Boolean)
    .join(': ');
  console.log(`[${name}] ${entry.level}: ${String(entry.msg)}${detail ? ` (${detail})` : ''}`);
}

/**
 * The devnet's USD price table for the blockchain API: TUSD is the dollar, and the Uniswap pools' seeded rates give
 * the rest (1 AVENT = 10 TEST = 20 TUSD): AVENT $20, TEST $2, TUSD $1. API_PRICES replaces it.
 */
function devnetPriceTable(contracts: { token: string; secondToken: string }): string {
  return process.env.API_PRICES ?? `AVENT=20,${contracts.token}=2,${contracts.secondToken}=1`;
}

/** The on-ramp sandbox's payout key: the devnet's test account 8 (funded by anvil; nothing else signs with it). */
function onrampPayoutKey(): string {
  const key = devnetAccount(DEVNET_TOKEN_HOLDERS - 2).getHdKey().privateKey;
  if (!key) throw new Error('could not derive the on-ramp payout key');
  return toHex(key);
}

async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((ok) => {
          if (child.exitCode !== null || child.pid === undefined) return ok();
          child.once('exit', () => ok());
          process.kill(child.pid, 'SIGTERM');
          setTimeout(() => {
            if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGKILL');
          }, 8_000).unref();
        }),
    ),
  );
  await Promise.all(
    servers.map(
      (s) =>
        new Promise<void>((ok) => {
          s.closeAllConnections();
          s.close(() => ok());
        }),
    ),
  );
  await Promise.all([mailbox?.close(), oidc?.close(), farcasterRelay?.close(), bundler?.stop(), docsSite?.close()]);
  await anvil?.stop();
  process.exit(code);
}

async function main(): Promise<void> {
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  // npm does not pass a SIGTERM it gets on to this process: it signals the `sh -c` running the script, which exits
  // and leaves this process behind with every server it started, holding their ports. So a supervisor that stops
  // `npm start` by npm's PID (not its process group) would leave the devnet running; the stack stops, too, when the
  // process that started it is gone. (`npm start` runs `node --import tsx` so that process is this one's parent.)
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void stop(0);
  }, 1_000).unref();
  process.on('exit', () => {
    // Last resort: never leave a child behind.
    for (const child of children)
      if (child.exitCode === null && child.pid)
        try {
          process.kill(child.pid, 'SIGKILL');
        } catch {
          /* gone */
        }
    if (bundler && !stopping)
      try {
        process.kill(bundler.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    if (anvil && !stopping)
      try {
        process.kill(anvil.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
  });

  const [
    chainPort,
    faucetPort,
    hooksPort,
    modalPort,
    apiPort,
    framePort,
    mailboxPort,
    smtpPort,
    oidcPort,
    bundlerPort,
  ] = [
    await pickPort(envPort('DEVNET_PORT', 8545)),
    await pickPort(envPort('FAUCET_PORT', 8787)),
    await pickPort(envPort('HOOKS_PORT', 5173)),
    await pickPort(envPort('MODAL_PORT', 5174)),
    await pickPort(envPort('API_PORT', 8788)),
    await pickPort(envPort('FRAME_PORT', 8790)),
    await pickPort(envPort('MAILBOX_PORT', 8791)),
    await pickPort(envPort('SMTP_PORT', 2525)),
    await pickPort(envPort('OIDC_PORT', 8792)),
    await pickPort(envPort('BUNDLER_PORT', 4337)),
  ];
  const local = (port: number) => `http://127.0.0.1:${port}`;
  const frameUrl = local(framePort);
  console.log('Starting the devnet (anvil, chain 33322)…');
  anvil = await startAnvil({ port: chainPort, chainId: DEVNET_CHAIN_ID, accounts: DEVNET_TOKEN_HOLDERS });
  if (stopping) return;
  const contracts = await deployDevnetContracts(anvil.rpcUrl);
  await mkdir(outRoot, { recursive: true });

  // The blockchain API starts while the pages build (its fresh embedded database takes a few seconds); its port is
  // fixed now, so its URL can be baked into the builds.
  const apiDataDir = process.env.API_DATA_DIR ?? join(outRoot, 'api-db');
  if (!process.env.API_DATA_DIR) await rm(apiDataDir, { recursive: true, force: true });
  const pageOrigins = [faucetPort, hooksPort, modalPort].flatMap((port) => [
    `http://127.0.0.1:${port}`,
    `http://localhost:${port}`,
  ]);
  const apiStarted = startServer('blockchain API', 'headless/server/blockchain-api/main.ts', {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    RPC_URL: anvil.rpcUrl,
    CHAIN_ID: String(DEVNET_CHAIN_ID),
    DATA_DIR: apiDataDir,
    // The wallet frame's page calls the paymaster service for its users' smart accounts.
    PRICES: devnetPriceTable(contracts),
    CORS_ORIGIN: [...pageOrigins, frameUrl].join(','),
    POLL_MS: '200',
    // Swaps through the devnet's Uniswap V2 router: AVENT, TEST and TUSD (TUSD through WETH).
    SWAP_ROUTERS: `eip155:${DEVNET_CHAIN_ID}:${contracts.uniswapV2Router}`,
    SWAP_TOKENS: [contracts.token, contracts.secondToken].map((t) => `eip155:${DEVNET_CHAIN_ID}:${t}`).join(','),
    // The on-ramp sandbox pays purchases from the devnet's test account 8 (a public devnet key; the faucet has 9).
    ONRAMP_PAYOUT_KEY: onrampPayoutKey(),
    // Gas sponsorship (ERC-7677 at /v1/paymaster/33322) from the devnet's VerifyingPaymaster and its public signer:
    // an embedded wallet's user operations are gasless from the first one, to any contract, 20 per account a day.
    PAYMASTER_SIGNER_KEY: DEVNET_PAYMASTER_SIGNER_KEY,
    PAYMASTER_CONTRACTS: `eip155:${DEVNET_CHAIN_ID}:${contracts.verifyingPaymaster}`,
    PAYMASTER_USER_MAX_OPS: '20',
    PAYMASTER_SPONSOR_NAME: 'walletdock devnet',
  });
  apiStarted.catch(() => undefined); // awaited after the builds
  // The bundler (~1.5 s to listen: it deploys its simulation contracts first) also starts while the pages build.
  const bundlerStarted = startBundler({
    rpcUrl: anvil.rpcUrl,
    port: bundlerPort,
    log: (line) => console.warn(`[bundler] ${line}`),
  }).then(async (started) => {
    bundler = started;
    if (stopping) await started.stop(); // Ctrl-C came while it was starting
  });
  bundlerStarted.catch(() => undefined); // awaited after the builds
  const blockchainApiUrl = `http://127.0.0.1:${apiPort}`;

  console.log('Building the faucet page and the examples (DEMO mode: development test wallet included)…');
  const dirs = { faucet: join(outRoot, 'faucet-web'), hooks: join(outRoot, 'hooks'), modal: join(outRoot, 'modal') };
  const pageSettings = { rpcUrl: anvil.rpcUrl, blockchainApiUrl, frameUrl };
  await buildFaucetWeb({ outDir: dirs.faucet, mode: 'demo', ...pageSettings });
  await buildVite(join(root, 'examples/hooks/vite.config.ts'), { outDir: dirs.hooks, mode: 'demo', ...pageSettings });
  // examples/modal offers its test wallet in mode 'test'.
  await buildVite(join(root, 'examples/modal/vite.config.ts'), { outDir: dirs.modal, mode: 'test', ...pageSettings });
  if (stopping) return;
  const apiUrl = await apiStarted;
  await bundlerStarted;
  if (apiUrl !== blockchainApiUrl) throw new Error(`the blockchain API listens on ${apiUrl}, not ${blockchainApiUrl}`);

  // The wallet frame: its mailbox and OpenID provider in this process, the server as a child on its own origin,
  // embeddable by the three pages. Its database is fresh each start, like the devnet its wallets hold coins on. Run
  // from source without PAGE_DIR (`npm run frame`), it builds its own page before it listens.
  [mailbox, oidc] = await Promise.all([
    startDevMailbox({ smtpPort, httpPort: mailboxPort }),
    startDevOidcProvider({ port: oidcPort }),
  ]);
  oidc.allowRedirect(`${frameUrl}/oidc/callback`);
  const relayPort = await pickPort(envPort('FARCASTER_RELAY_PORT', 8793));
  farcasterRelay = await startDevFarcasterRelay({
    port: relayPort,
    completeAsTestUser: devFarcasterSignIn(anvil.rpcUrl, local(relayPort)),
  });
  const frameDataDir = join(outRoot, 'frame-db');
  await rm(frameDataDir, { recursive: true, force: true });
  await startServer(
    'frame',
    'headless/server/frame/server/main.ts',
    devFrameEnv({
      port: framePort,
      smtpUrl: mailbox.smtpUrl,
      providers: oidc.providers,
      chains: [devnetChain(anvil.rpcUrl)],
      allowedOrigins: [local(faucetPort), local(hooksPort), local(modalPort)],
      dataDir: frameDataDir,
      ...(bundler ? { bundlerUrl: bundler.url, smartAccountNetworks: [DEVNET_CHAIN_ID], blockchainApiUrl } : {}),
      farcaster: { relayUrl: farcasterRelay.url, rpcUrl: anvil.rpcUrl },
    }),
  );

  // The devnet is new on every start, so is the faucet's ledger (a kept one would hold nonces and claims of a chain
  // that no longer exists); DATA_DIR keeps a database of your choice.
  const dataDir = process.env.DATA_DIR ?? join(outRoot, 'faucet-db');
  if (!process.env.DATA_DIR) await rm(dataDir, { recursive: true, force: true });
  // The faucet pays from the devnet's last test account (a public devnet key), leaving account 0 to deployments.
  const key = devnetAccount(DEVNET_TOKEN_HOLDERS - 1).getHdKey().privateKey;
  if (!key) throw new Error('could not derive the faucet key');
  const faucetUrl = await startServer('faucet', 'faucet/server/main.ts', {
    PORT: String(faucetPort),
    HOST: '127.0.0.1',
    RPC_URL: anvil.rpcUrl,
    CHAIN_ID: String(DEVNET_CHAIN_ID),
    FAUCET_PRIVATE_KEY: toHex(key),
    STATIC_DIR: dirs.faucet,
    DATA_DIR: dataDir,
  });
  const [hooksUrl, modalUrl] = [await serveDir(dirs.hooks, hooksPort), await serveDir(dirs.modal, modalPort)];
  docsSite = await startDocsSite(await pickPort(envPort('DOCS_PORT', 8794)));
  anvil.exited.then((code) => {
    if (stopping) return;
    console.error(`anvil exited unexpectedly (code ${code})`);
    void stop(1);
  });
  console.log(
    [
      '',
      'walletdock demo is running (DEMO build: a development test wallet is offered; never use it in production)',
      `  Faucet page + API:      ${faucetUrl}   (PID ${pids.faucet})`,
      `  Blockchain API:         ${apiUrl}   (PID ${pids['blockchain API']}; balances, history, NFTs of the devnet; prices ${devnetPriceTable(contracts)}; on-ramp sandbox paid by test account 8)`,
      `  Hooks example:          ${hooksUrl}`,
      `  Modal example:          ${modalUrl}`,
      `  Documentation:          ${docsSite.url}   (${docsSite.status})`,
      `  Devnet RPC:             ${anvil.rpcUrl}   (chain ${DEVNET_CHAIN_ID}, anvil PID ${anvil.pid})`,
      `  ERC-4337 bundler:       ${bundler?.url}   (@pimlico/alto ${bundler?.version}, PID ${bundler?.pid}; EntryPoints v0.7 (Safe) ${contracts.entryPointV07} and v0.8 ${contracts.entryPoint})`,
      `  Wallet frame:           ${frameUrl}   (email and social login; PID ${pids.frame}; PGlite in ${frameDataDir}, fresh each start)`,
      `  Development mailbox:    ${mailbox.url}   (login codes; SMTP ${mailbox.smtpUrl})`,
      `  Development OpenID:     ${oidc.issuer}   (stands in for Google, X, Discord, GitHub, Apple, Facebook: any name signs in)`,
      `  Farcaster relay:        ${farcasterRelay.url}   (stand-in; the QR code's link signs in as a devnet test user by name)`,
      '  Devnet contracts:',
      ...devnetContractLines(contracts).map((line) => `    ${line}`),
      `  Faucet database:        embedded PGlite in ${dataDir} (fresh each start unless DATA_DIR is set)`,
      `  Blockchain API index:   embedded PGlite in ${apiDataDir} (fresh each start unless API_DATA_DIR is set)`,
      'Press Ctrl-C to stop everything.',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(`npm start failed: ${error instanceof Error ? error.message : String(error)}`);
  void stop(1);
});
