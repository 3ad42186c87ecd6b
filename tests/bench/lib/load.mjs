// Load for the server benchmarks: a server started as its own process (as `npm run api` / `npm run faucet:server`
// start it, logs to a file like a service's journal), N concurrent HTTP clients on kept-alive connections for a
// fixed time, and the figures: requests per second, latency percentiles, statuses, the server's CPU and memory.
import { spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';

/** p-th percentile of `values` (ms). */
export const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** The 1-minute load average, for the record beside each figure. */
export const load1 = () => loadavg()[0].toFixed(1);

/** CPU seconds (user + system) a process has used so far (Linux /proc). */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Starts `script` (relative to `root`) with `env` under tsx; stdout (its JSON log lines) goes to `logFile`. Resolves
 * once the log says "<name> listening on <url>". BENCH_CPU_PROF=<dir> writes a CPU profile of the server there.
 */
export async function startServerProcess(root, script, env, logFile, name) {
  const out = openSync(logFile, 'w');
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', join(root, script)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, 'inherit'],
  });
  const listening = new RegExp(`${name} listening on ([^\\s"]+)`);
  const deadline = Date.now() + 180_000;
  for (;;) {
    const m = listening.exec(readFileSync(logFile, 'utf8'));
    if (m) return { url: m[1], pid: child.pid, child, stop: () => stopProcess(child) };
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error(`${name} did not start in 180 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** SIGTERM, then SIGKILL after 15 s. */
export function stopProcess(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
  });
}

/** GET `url` on `agent`: [status, ms]. */
function get(agent, url) {
  return new Promise((resolve) => {
    const t = performance.now();
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve([res.statusCode, performance.now() - t]));
    });
    req.on('error', () => resolve([0, performance.now() - t]));
  });
}

/**
 * `clients` concurrent clients, each asking `next()` for its next URL and GETting it as soon as the last answered,
 * for `seconds`. Returns requests/s, latencies (ms) and the count per status (0: connection error).
 */
export async function hammer({ clients, seconds, next }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const latencies = [];
  const statuses = {};
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const [status, ms] = await get(agent, next());
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status === 200) latencies.push(ms);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    rps: latencies.length / elapsed,
    p50: pct(latencies, 50),
    p95: pct(latencies, 95),
    p99: pct(latencies, 99),
    statuses,
    count: latencies.length,
  };
}

/** A metric's value from a server's GET /metrics text. */
export async function metric(url, name) {
  const text = await (await fetch(`${url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.split(' ')[1]) : NaN;
}
