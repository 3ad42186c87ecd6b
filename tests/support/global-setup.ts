import type { TestProject } from 'vitest/node';
import { startAnvil, type Anvil } from '../../faucet/devnet/anvil';
import { deployDevnetContracts, type DevnetContracts } from '../../faucet/devnet/deploy';

declare module 'vitest' {
  export interface ProvidedContext {
    /** JSON-RPC URL of the run's anvil (chain 33322) on 127.0.0.1. */
    rpcUrl: string;
    /** Addresses of the test contracts deployed once for the whole run. */
    contracts: DevnetContracts;
  }
}

let anvil: Anvil | undefined;

/** One anvil per test run on a free port, with the test contracts deployed; stopped by PID. */
export async function setup(project: TestProject): Promise<void> {
  anvil = await startAnvil({ accounts: 10 });
  const contracts = await deployDevnetContracts(anvil.rpcUrl);
  project.provide('rpcUrl', anvil.rpcUrl);
  project.provide('contracts', contracts);
}

export async function teardown(): Promise<void> {
  await anvil?.stop();
}
