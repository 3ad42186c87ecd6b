// An app that shows account data pays for the blockchain API client, its reply schemas and the discovery chain only
// on the first fetch: the hooks' query options reach them by dynamic import. esbuild keeps in the start-up chunk any
// module the package root also reaches statically, so this fails as soon as one of them is imported statically
// from a hook, a query factory or the root again.
import { describe, expect, it } from 'vitest';
import { splitBundle } from '../../../support/bundle';

const APP = `export { createWalletDock, eip155Adapter, WalletDockProvider, useAccount, useBalances, useTransactions, useIdentity, useNfts } from './headless/index.ts';`;
const FETCHING = [
  'headless/core/account-data/blockchain-api.ts',
  'headless/core/account-data/api-schemas.ts',
  'headless/core/account-data/entities.ts',
  'headless/core/account-data/balance-discovery.ts',
  'headless/core/account-data/wallet-assets.ts',
  'headless/core/account-data/rpc-balances.ts',
  'headless/core/account-data/transactions.ts',
  'headless/core/account-data/identity.ts',
  'headless/core/account-data/ens.ts',
  'headless/core/account-data/nfts.ts',
];

describe('account data is fetched by code loaded on demand', () => {
  it('keeps the API client, its schemas and the discovery chain out of the start-up chunks of an app using the hooks', async () => {
    const { bundled, eager } = await splitBundle({ contents: APP });
    expect(FETCHING.filter((file) => bundled.has(file))).toEqual(FETCHING);
    expect(FETCHING.filter((file) => eager.has(file))).toEqual([]);
    // Only the account paths' schemas: the other replies of the API (swap, names, on-ramp) and entities stay out.
    expect(bundled.has('headless/core/api/blockchain-api-schemas.ts')).toBe(false);
    expect(bundled.has('headless/core/model/entities.ts')).toBe(false);
    // The rules the hooks apply to loaded data (grouping) are small and stay at hand.
    expect(eager.has('headless/core/account-data/history.ts')).toBe(true);
  }, 60_000);
});
