import type { TestProject } from 'vitest/node';
import { startAnvil, type Anvil } from '../../faucet/devnet/anvil';
import { deployDevnetContracts, type DevnetContracts } from '../../faucet/devnet/deploy';
import { docsSite, stopDocsSite } from './docs-site';

declare module 'vitest' {
  export interface ProvidedContext {
    /** JSON-RPC URL of the run's anvil (chain 33322) on 127.0.0.1. */
    rpcUrl: string;
    /** Addresses of the test contracts deployed once for the whole run. */
    contracts: DevnetContracts;
    /** Names this test run: files that share work done once per run (the packed package) key it by this. */
    runId: string;
  }
}

let anvil: Anvil | undefined;

/** One anvil per test run on a free port, with the test contracts deployed; stopped by PID. */
export async function setup(project: TestProject): Promise<void> {
  const runId = `${Date.now()}-${process.pid}`;
  project.provide('runId', runId);
  // The documentation site takes minutes to build and its test runs last (with the browser tests): when that test is
  // in this run, its build starts now, at the lowest CPU priority, in the time the other tests leave idle. The
  // filters are the file names given on the command line (none: the whole suite); vitest keeps them internal.
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern;
  if (
    project.name === 'e2e' &&
    (!filters || filters.some((f) => 'tests/docs/site.e2e.test.ts'.includes(f) || f.includes('tests/docs')))
  ) {
    // A failure is written where the docs test reads it; nothing here waits for it.
    docsSite(runId).catch(() => undefined);
  }
  // On a loaded 2-core machine a deployment receipt has occasionally never arrived; a fresh
  // chain is cheaper (<1 s) than a failed run, so try up to three chains before giving up.
  let lastError: unknown;
  for (let attempt = 1; attempt <= 3; attempt++) {
    anvil = await startAnvil({ accounts: 10 });
    try {
      const contracts = await withTimeout(deployDevnetContracts(anvil.rpcUrl), 20_000);
      project.provide('rpcUrl', anvil.rpcUrl);
      project.provide('contracts', contracts);
      return;
    } catch (error) {
      lastError = error;
      console.warn(`devnet deployment attempt ${attempt} failed: ${String(error)}`);
      await anvil.stop();
      anvil = undefined;
    }
  }
  throw lastError;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function teardown(): Promise<void> {
  stopDocsSite();
  await anvil?.stop();
}
