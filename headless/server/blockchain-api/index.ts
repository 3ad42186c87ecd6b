// The walletdock blockchain API (node-only, exported from walletdock/server/node): the account endpoints of the
// hosted blockchain API, served from an index of any EVM chains it is given an RPC for.
export { createBlockchainApi, type BlockchainApi, type BlockchainApiOptions } from './app';
export { loadBlockchainApiConfig, describeBlockchainApiConfig, type BlockchainApiConfig } from './config';
export { parsePrices, type PriceTable } from './prices';
export type { ChainOptions } from './chains';
export type { IdentityResolver, IdentityRecord } from './context';
export type { IndexerTuning } from './indexer/indexer';
export type { SwapChainOptions } from './convert/config';
export type { OnrampServerOptions } from './onramp/offer';
export type { PaymasterServiceOptions, SponsorshipPolicy, SponsorshipLimit } from './paymaster/config';
export {
  smartSessionGrantTypedData,
  smartSessionRevocationTypedData,
  canonicalJson,
  type SmartSessionGrant,
  type SmartSessionPermissions,
} from '../../core/smart-account/session-typed-data';
