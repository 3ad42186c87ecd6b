// The account-data fetchers, loaded together on the first fetch (query.ts imports this file only dynamically): the
// blockchain API client, its schemas and the discovery chain stay out of an app's start-up code.
export { fetchBalances, forgetCachedBalances } from './balance-discovery';
export { fetchTransactions } from './transactions';
export { fetchIdentity } from './identity';
export { fetchNfts } from './nfts';
export { readAfterReceipt } from './floor';
