import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';

/** The local test chain: id 33322, hex 0x822a. */
export const DEVNET_CHAIN_ID = 33322;

/** Anvil's standard test mnemonic: its first accounts are funded with 10,000 coins each. */
export const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk';

export interface Anvil {
  rpcUrl: string;
  wsUrl: string;
  port: number;
  pid: number;
  /** Resolves with anvil's exit code when the process ends (for whatever reason). */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export interface StartAnvilOptions {
  port?: number;
  chainId?: number;
  /** Seconds between blocks; omitted means a block per transaction (automine). */
  blockTime?: number;
  accounts?: number;
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

// The platform binary ships inside an optional npm package; spawning it directly (not the node
// wrapper in .bin) makes the PID we kill the chain itself, even with SIGKILL.
function anvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  const direct = resolve(root, `node_modules/@foundry-rs/anvil-${process.platform}-${arch}/bin/anvil`);
  if (existsSync(direct)) return direct;
  const wrapper = resolve(root, 'node_modules/.bin/anvil');
  return existsSync(wrapper) ? wrapper : 'anvil';
}

/** A free TCP port on 127.0.0.1, chosen by the kernel. */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => ok(port));
    });
  });
}

async function rpcAnswers(rpcUrl: string): Promise<boolean> {
  try {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      // Something else may hold the port and never answer: do not wait on it forever.
      signal: AbortSignal.timeout(1_000),
    });
    return res.ok;
  } catch {
    return false;
  }
}

/** Starts anvil on 127.0.0.1 and resolves once it answers JSON-RPC. Stop it with `stop()` (by PID). */
export async function startAnvil(options: StartAnvilOptions = {}): Promise<Anvil> {
  const port = options.port ?? (await freePort());
  // Anvil persists older block states to disk (~/.foundry/anvil/tmp by default) and removes them only on a clean
  // exit; a chain stopped with SIGKILL, or one that a benchmark fills with thousands of blocks, left gigabytes
  // behind per run. Each chain gets its own cache folder, removed when the process ends for whatever reason.
  const cachePath = mkdtempSync(join(tmpdir(), 'wd-anvil-'));
  const args = [
    '--cache-path',
    cachePath,
    '--chain-id',
    String(options.chainId ?? DEVNET_CHAIN_ID),
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--accounts',
    String(options.accounts ?? 10),
    '--silent',
  ];
  if (options.blockTime !== undefined) args.push('--block-time', String(options.blockTime));
  const child: ChildProcess = spawn(anvilBinary(), args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((ok) =>
    child.once('exit', (code) => {
      rmSync(cachePath, { recursive: true, force: true });
      ok(code);
    }),
  );
  const rpcUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  let ready = false;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (await rpcAnswers(rpcUrl)) {
      ready = true;
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  if (!ready) {
    child.kill('SIGKILL');
    throw new Error(`anvil did not start on port ${port}: ${stderr.trim() || 'no answer'}`);
  }
  const pid = child.pid ?? -1;
  return {
    rpcUrl,
    wsUrl: `ws://127.0.0.1:${port}`,
    port,
    pid,
    exited,
    async stop() {
      if (child.exitCode !== null) return;
      process.kill(pid, 'SIGTERM');
      const timer = setTimeout(() => child.exitCode === null && process.kill(pid, 'SIGKILL'), 3_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
