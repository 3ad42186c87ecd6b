// walletdock/testing where a host uses it: tests/hosts/fixtures/test-kit is a host project (its own hook and
// component on walletdock's hooks) that installs the packed package with npm's defaults, plus Vitest, Testing
// Library, jsdom, happy-dom, msw and playwright-core, and runs its own suite against this run's node: renderHook of
// useAccount, useConnect, useBalances (msw), useSend (a real send), useSiwx, a rejection, its own hook, a component,
// the bad-input errors, the drop-in modal in Chromium with the injected test wallet, and one file under happy-dom.
// The same project then runs a Jest suite (native ESM, jsdom) on the same kit. Each step's time is printed: the
// fixture runs in CI.
import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { resolveChromium } from '../support/binaries';
import { packedPackage } from '../support/packed-package';

const fixture = fileURLToPath(new URL('./fixtures/test-kit', import.meta.url));
const rpcUrl = inject('rpcUrl');
const STEP_TIMEOUT = 600_000;

interface Step {
  code: number | null;
  output: string;
  ms: number;
}

/** Runs a command in `cwd` to its end; never throws (the test asserts on the result). */
function step(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<Step> {
  const start = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...env, CI: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // CI=1 turns the runners' colours on even into a pipe: the summary lines are matched without them.
    child.on('close', (code) => resolve({ code, output: stripVTControlCharacters(output), ms: Date.now() - start }));
  });
}

let work: string;
let app: string;
let install: Step;
let testEnv: NodeJS.ProcessEnv;
const timings: Record<string, number> = {};

beforeAll(async () => {
  const packed = await packedPackage(inject('runId'));
  timings['build + pack'] = packed.buildMs;
  work = await mkdtemp(join(tmpdir(), 'wd-test-kit-'));
  app = join(work, 'test-kit');
  await cp(packed.tarball, join(work, 'walletdock.tgz'));
  await cp(fixture, app, { recursive: true });
  install = await step('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], app);
  timings['npm install'] = install.ms;
  const chromium = await resolveChromium();
  testEnv = { ...chromium.env, RPC_URL: rpcUrl, CHROMIUM_PATH: chromium.executablePath };
}, 1_200_000);

afterAll(async () => {
  console.log('test-kit host fixture timings (ms):', JSON.stringify(timings));
  if (work) await rm(work, { recursive: true, force: true, maxRetries: 5, retryDelay: 500 });
});

describe('test-kit: a host testing its hooks with walletdock/testing', () => {
  it('installs the packed package with npm defaults: no ERESOLVE, no peer warning', () => {
    expect(install.code, install.output).toBe(0);
    expect(install.output).not.toMatch(/npm error|ERESOLVE|--legacy-peer-deps|unmet peer/i);
  });

  it(
    'runs its own Vitest suite green: renderHook of the hooks, msw, a real send, a component, the modal in Chromium, happy-dom',
    async () => {
      const result = await step('npm', ['test', '--', '--reporter=verbose'], app, testEnv);
      timings['vitest suite'] = result.ms;
      expect(result.code, result.output).toBe(0);
      // Every file ran, none was skipped: 8 hook tests, 2 msw, 1 component, 1 browser, 4 under happy-dom.
      expect(result.output, result.output).toMatch(/Test Files\s+5 passed \(5\)/);
      expect(result.output, result.output).toMatch(/Tests\s+16 passed \(16\)/);
      expect(result.output).not.toMatch(/window is not defined|not wrapped in act/);
    },
    STEP_TIMEOUT,
  );

  it(
    'runs a Jest suite (native ESM, jsdom) on the same kit green',
    async () => {
      const result = await step('npm', ['run', 'test:jest'], app, testEnv);
      timings['jest suite'] = result.ms;
      expect(result.code, result.output).toBe(0);
      expect(result.output, result.output).toMatch(/Tests:\s+6 passed, 6 total/);
      expect(result.output).not.toMatch(/window is not defined|not wrapped in act/);
    },
    STEP_TIMEOUT,
  );
});
