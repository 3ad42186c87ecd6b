// A real PostgreSQL (Debian's packages) for tests: initdb in a fresh temp dir as the `postgres` user (initdb
// refuses root), started on a free port on 127.0.0.1 with its socket in that dir, stopped by its PID.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../faucet/devnet/anvil';

const run = promisify(execFile);
const BIN = '/usr/lib/postgresql/15/bin';

/** A running PostgreSQL server. */
export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres (trust auth, loopback only). */
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  /** Fast shutdown by PID (SIGINT), then the data dir is removed. */
  stop(): Promise<void>;
}

function asPostgres(cmd: string, args: string[]): Promise<{ stdout: string; stderr: string }> {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  return root ? run('runuser', ['-u', 'postgres', '--', cmd, ...args]) : run(cmd, args);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Creates and starts a throwaway PostgreSQL cluster; resolves once it accepts connections. */
export async function startPostgres(): Promise<TestPostgres> {
  if (!existsSync(join(BIN, 'initdb'))) throw new Error(`PostgreSQL not installed at ${BIN} (apt-get install postgresql)`);
  const dataDir = mkdtempSync(join(tmpdir(), 'walletdock-pg-'));
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dataDir, Number(stdout.trim()), Number(gid.trim()));
  }
  await asPostgres(join(BIN, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dataDir} -c fsync=off -c max_connections=100`;
  await asPostgres(join(BIN, 'pg_ctl'), ['-D', dataDir, '-o', options, '-l', join(dataDir, 'server.log'), '-w', 'start']);
  const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    pid,
    dataDir,
    async stop() {
      if (alive(pid)) process.kill(pid, 'SIGINT');
      const deadline = Date.now() + 10_000;
      while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      if (alive(pid)) process.kill(pid, 'SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
