import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createPublicClient, getAddress, hashMessage, http, parseEther, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { freePort } from '../../../faucet/devnet/anvil';
import { smartAccountAbi, testTokenAbi } from '../../../faucet/devnet/artifacts';
import { devnetPort } from '../../../faucet/devnet/port';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const ACCOUNT0_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const spawned: ChildProcess[] = [];
const anvilPids: number[] = [];

/** Runs the `npm run devnet` command (tsx faucet/devnet/cli.ts) with env PORT. */
function startCli(port: number) {
  const child = spawn(`${root}node_modules/.bin/tsx`, ['faucet/devnet/cli.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DEVNET_PORT: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  spawned.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((ok) =>
    child.once('exit', (code, signal) => ok({ code, signal })),
  );
  const ready = new Promise<string>((ok, fail) => {
    child.stdout?.on('data', () => stdout.includes('Press Ctrl-C to stop.') && ok(stdout));
    void exit.then((e) => fail(new Error(`devnet exited early (${e.code ?? e.signal}): ${stderr}${stdout}`)));
  });
  ready.catch(() => undefined); // awaited only by the test that needs it
  return { child, ready, exit, output: () => stdout + stderr };
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((ok) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      ok(true);
    });
    socket.once('error', () => ok(false));
  });
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** PIDs of anvil processes started with `--port <port>` (Linux /proc), to prove none is left behind. */
function anvilsOnPort(port: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      const i = args.indexOf('--port');
      if (args[0]?.endsWith('anvil') && i >= 0 && args[i + 1] === String(port)) pids.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

const field = (text: string, label: string): string => {
  const match = new RegExp(`${label}:\\s+(\\S+)`).exec(text);
  if (!match?.[1]) throw new Error(`"${label}" not printed:\n${text}`);
  return match[1];
};

afterAll(() => {
  // Only if a test failed midway: stop what this file started, by PID.
  for (const child of spawned) if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGKILL');
  for (const pid of anvilPids) if (pidAlive(pid)) process.kill(pid, 'SIGKILL');
});

describe.concurrent('npm run devnet (faucet/devnet/cli.ts)', () => {
  it('prints the RPC URL and addresses, the contracts answer, and SIGINT stops anvil with exit 0', async () => {
    const port = await freePort();
    const cli = startCli(port);
    const text = await cli.ready;
    const rpcUrl = field(text, 'RPC URL');
    const anvilPid = Number(field(text, 'anvil PID'));
    anvilPids.push(anvilPid);
    expect(rpcUrl).toBe(`http://127.0.0.1:${port}`);
    expect(field(text, 'Chain id')).toBe('33322');
    const token = getAddress(field(text, 'Test token \\(TEST\\)'));
    const smartAccount = getAddress(field(text, 'Smart account'));
    expect(getAddress(field(text, 'Smart account owner'))).toBe(privateKeyToAccount(ACCOUNT0_KEY).address);
    getAddress(field(text, 'Smart account factory'));
    expect(getAddress(field(text, 'Multicall3'))).toBe('0xcA11bde05977b3631167028862bE2a173976CA11');
    expect(getAddress(field(text, 'EntryPoint v0.8'))).toBe('0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108');
    const printed = [
      'WETH9',
      'Uniswap V2 factory',
      'Uniswap V2 router02',
      'WETH/TEST pair',
      'Test Dollar \\(TUSD\\)',
      'WETH/TUSD pair',
      'Test NFT \\(WDNFT\\)',
      'SimpleAccountFactory',
    ].map((label) => getAddress(field(text, label)));

    const client = createPublicClient({ transport: http(rpcUrl) });
    expect(await client.getChainId()).toBe(33322);
    for (const address of printed) expect(await client.getCode({ address }), address).toBeDefined();
    const holder = /\(1\) (0x[0-9a-fA-F]{40})/.exec(text)?.[1] as Address;
    expect(
      await client.readContract({ address: token, abi: testTokenAbi, functionName: 'balanceOf', args: [holder] }),
    ).toBe(parseEther('1000000'));
    const message = 'devnet CLI check';
    const ownerSig = await privateKeyToAccount(ACCOUNT0_KEY).signMessage({ message });
    const otherSig = await privateKeyToAccount(generatePrivateKey()).signMessage({ message });
    const isValid = (signature: `0x${string}`) =>
      client.readContract({
        address: smartAccount,
        abi: smartAccountAbi,
        functionName: 'isValidSignature',
        args: [hashMessage(message), signature],
      });
    expect(await isValid(ownerSig)).toBe('0x1626ba7e');
    expect(await isValid(otherSig)).not.toBe('0x1626ba7e');

    expect(anvilsOnPort(port)).toEqual([anvilPid]);
    cli.child.kill('SIGINT');
    expect(await cli.exit).toEqual({ code: 0, signal: null });
    expect(pidAlive(anvilPid)).toBe(false);
    expect(await portOpen(port)).toBe(false);
    expect(anvilsOnPort(port)).toEqual([]);
  }, 90_000);

  it('exits 1 with a message when the port is taken, leaving nothing behind', async () => {
    const blocker = createServer();
    const port = await new Promise<number>((ok) =>
      blocker.listen(0, '127.0.0.1', () => ok((blocker.address() as { port: number }).port)),
    );
    try {
      const cli = startCli(port);
      const { code } = await cli.exit;
      expect(code).toBe(1);
      expect(cli.output()).toMatch(/devnet failed: anvil did not start on port \d+/);
      expect(anvilsOnPort(port)).toEqual([]);
    } finally {
      blocker.close();
    }
  }, 90_000);

  it('takes the port from --port, then DEVNET_PORT, then PORT, else 8545', () => {
    expect(devnetPort(['--port', '9001'], { DEVNET_PORT: '9002', PORT: '9003' })).toBe(9001);
    expect(devnetPort([], { DEVNET_PORT: '9002', PORT: '9003' })).toBe(9002);
    expect(devnetPort([], { PORT: '9003' })).toBe(9003);
    expect(devnetPort([], {})).toBe(8545);
    expect(devnetPort([], { DEVNET_PORT: '', PORT: '9003' })).toBe(9003);
    expect(() => devnetPort([], { PORT: 'x' })).toThrow(/invalid devnet port/);
  });
});
