// Where the blockchain API is, decided without loading its client: the query options read this to stay disabled
// (and request nothing) when no API is configured.

/** The hosted blockchain API, used only when a projectId is set and no `blockchainApiUrl` is given. */
export const DEFAULT_BLOCKCHAIN_API_URL = 'https://rpc.walletconnect.org';

/** What decides the blockchain API's base URL. */
export interface BlockchainApiLocation {
  /** Any server that speaks the blockchain API (a self-hosted `walletdock` API, or the hosted one). */
  blockchainApiUrl?: string | undefined;
  projectId?: string | undefined;
}

/**
 * The blockchain API's base URL: the host's `blockchainApiUrl` when set, else the hosted default when a projectId
 * is set, else undefined (no account data is fetched from any API; balances still come from the wallet or the RPC).
 */
export function resolveBlockchainApiUrl(location: BlockchainApiLocation): string | undefined {
  if (location.blockchainApiUrl) return location.blockchainApiUrl;
  return location.projectId ? DEFAULT_BLOCKCHAIN_API_URL : undefined;
}
