// The ERC-4337 bundler of the devnet: @pimlico/alto (a published bundler, devDependency) started as a child process
// against anvil, for the EntryPoints v0.7 (the Safe smart account, safe.ts) and v0.8 that deploy.ts puts at their canonical addresses. `npm start` and the tests
// (tests/support/bundler.ts) both start it through startBundler; it is stopped by its PID.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestClient, http, parseEther, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { ENTRY_POINT_V08_ADDRESS } from './erc4337';
import { ENTRY_POINT_V07_ADDRESS } from './safe';

/** A running bundler. */
export interface Bundler {
  /** Its JSON-RPC URL on 127.0.0.1 (eth_sendUserOperation, eth_estimateUserOperationGas, …). */
  url: string;
  pid: number;
  /** @pimlico/alto's version, from its package.json. */
  version: string;
  /** The account that sends the bundles (handleOps) and pays their gas. */
  executor: Address;
  /** Stops it by PID (SIGTERM, then SIGKILL after 3 s); resolves once it has exited. */
  stop(): Promise<void>;
}

export interface StartBundlerOptions {
  /** The devnet's JSON-RPC URL. */
  rpcUrl: string;
  /** Port to listen on; 0 (the default) lets the kernel pick a free one. */
  port?: number;
  /** Executor key; a fresh one funded by anvil_setBalance when absent (so bundlers sharing a devnet never share nonces). */
  executorKey?: Hex;
  /** Milliseconds to wait for it to listen (default 30 s: it deploys its simulation contracts first). */
  timeoutMs?: number;
  /** Lines it prints (its log level is warn); ignored when absent. */
  log?: (line: string) => void;
}

const require = createRequire(import.meta.url);
// The package exports only its entry (esm/index.js), not package.json nor the CLI: find both from the entry.
const altoEsm = dirname(require.resolve('@pimlico/alto'));
const altoCli = join(altoEsm, 'cli', 'alto.js');
const altoPackage = join(altoEsm, '..', 'package.json');
/** alto hard-codes host 0.0.0.0; the preload narrows its listen to 127.0.0.1 (see the file). */
const loopbackPreload = fileURLToPath(new URL('./loopback-preload.mjs', import.meta.url));

export const bundlerVersion = (): string =>
  (JSON.parse(readFileSync(altoPackage, 'utf8')) as { version: string }).version;

/** Gives `address` `ether` native coin on the devnet (anvil_setBalance). */
async function fund(rpcUrl: string, address: Address, ether: string): Promise<void> {
  await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setBalance({ address, value: parseEther(ether) });
}

/**
 * Starts alto for EntryPoints v0.7 and v0.8 on the devnet at `rpcUrl`; resolves once it listens. Flags: `--safe-mode false`
 * (its safe mode needs a debug_traceCall tracer anvil does not have), auto bundling every 100 ms at most, and a
 * utility key = the executor (alto deploys its own simulation contracts through the deterministic deployer), and a
 * static 1 gwei tip in the price it quotes (pimlico_getUserOperationGasPrice, which smart-account/calls.ts uses), so
 * tips on the devnet do not ratchet up bundle after bundle.
 */
export async function startBundler(options: StartBundlerOptions): Promise<Bundler> {
  const executorKey = options.executorKey ?? generatePrivateKey();
  const executor = privateKeyToAddress(executorKey);
  if (!options.executorKey) await fund(options.rpcUrl, executor, '1000');
  const args = [
    '--import',
    loopbackPreload,
    altoCli,
    '--entrypoints',
    `${ENTRY_POINT_V07_ADDRESS},${ENTRY_POINT_V08_ADDRESS}`,
    '--executor-private-keys',
    executorKey,
    '--utility-private-key',
    executorKey,
    '--rpc-url',
    options.rpcUrl,
    '--port',
    String(options.port ?? 0),
    '--safe-mode',
    'false',
    '--min-bundle-interval',
    '10',
    '--max-bundle-interval',
    '100',
    '--block-time',
    '100',
    '--static-max-priority-fee-per-gas',
    '1',
    '--utility-wallet-monitor',
    'false',
    '--refilling-wallets',
    'false',
    // The wallet frame's page (another origin) sends user operations to it from the browser.
    '--enable-cors',
    'true',
    '--json',
    '--log-level',
    'warn',
    // The "Server listening at" line (module rpc, level info) is how we learn the port and that it is ready.
    '--rpc-log-level',
    'info',
  ];
  const child: ChildProcess = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
  };
  const output: string[] = [];
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`bundler did not listen within ${options.timeoutMs ?? 30_000} ms`)),
        options.timeoutMs ?? 30_000,
      );
      const onLine = (line: string) => {
        output.push(line);
        if (output.length > 40) output.shift();
        const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (listening) {
          clearTimeout(timer);
          resolve(`${listening[1]}/rpc`);
        } else if (!/"level":"(info|debug|trace)"/.test(line)) {
          options.log?.(line); // warnings, errors and anything not in its JSON log format
        }
      };
      for (const stream of [child.stdout, child.stderr]) {
        let buffered = '';
        stream?.setEncoding('utf8');
        stream?.on('data', (chunk: string) => {
          buffered += chunk;
          const lines = buffered.split('\n');
          buffered = lines.pop() ?? '';
          lines.filter(Boolean).forEach(onLine);
        });
      }
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`bundler exited with code ${code} before listening:\n${output.join('\n')}`));
      });
    });
    return { url, pid: child.pid ?? -1, version: bundlerVersion(), executor, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
