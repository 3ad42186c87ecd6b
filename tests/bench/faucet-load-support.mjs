// Helpers of the faucet load benchmark: a private anvil (spawned binary, stopped by PID), a free port, JSON-RPC.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => ok(port));
    });
  });
}

/** One JSON-RPC call; throws on a node error. */
export async function rpc(url, method, params = []) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const json = await res.json();
  if (json.error) throw new Error(`${method}: ${json.error.message}`);
  return json.result;
}

/** Polls `check` (errors count as false) every `everyMs` until true; throws after `timeoutMs`. */
export async function waitFor(check, timeoutMs, everyMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Starts anvil (chain 33322, automine) on a free port of 127.0.0.1; `stop()` kills it by PID. */
export async function startAnvilProcess(root) {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  const direct = resolve(root, `node_modules/@foundry-rs/anvil-${process.platform}-${arch}/bin/anvil`);
  const bin = existsSync(direct) ? direct : resolve(root, 'node_modules/.bin/anvil');
  const port = await freePort();
  const child = spawn(
    bin,
    ['--chain-id', '33322', '--host', '127.0.0.1', '--port', String(port), '--accounts', '3', '--silent'],
    { stdio: 'ignore' },
  );
  const rpcUrl = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await rpc(rpcUrl, 'eth_chainId')) === '0x822a', 15_000, 50);
  return { rpcUrl, pid: child.pid, stop: () => child.exitCode === null && process.kill(child.pid, 'SIGKILL') };
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100 Hz)
}

/** CPU clock ticks (user + system, 100 Hz) of each thread of a process so far, by thread id, from /proc (Linux). */
export function threadTicks(pid) {
  const ticks = new Map();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks.set(Number(tid), Number(fields[11]) + Number(fields[12]));
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return ticks;
}

/**
 * The threads that used CPU between two `threadTicks` readings, busiest first, as "tid-pid: ms per claim" (node names
 * every thread "node"; the offset tells them apart: 0 is the main thread, the V8 platform's come next, workers last).
 */
export function perThread(pid, before, after, claims) {
  const used = [...after].map(([tid, t]) => [tid - pid, t - (before.get(tid) ?? 0)]).filter(([, t]) => t > 0);
  used.sort((a, b) => b[1] - a[1]);
  return used.map(([offset, t]) => `${offset}: ${((10 * t) / Math.max(1, claims)).toFixed(2)}`).join(', ');
}
