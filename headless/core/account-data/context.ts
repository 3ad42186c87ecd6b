// What account-data fetching keeps per walletdock instance: its blockchain API client, the chains that API serves,
// and the time of the last failed balance fetch per account (the retry gate). Keyed by the instance in a WeakMap,
// so nothing is module-level state and an instance that is dropped takes its entry with it. Loaded on demand with
// the rest of the fetching code.
import { createBlockchainApiClient, type BlockchainApiClient } from './blockchain-api';
import { resolveBlockchainApiUrl } from '../api/blockchain-api-url';
import type { DockCore } from '../instance/dock-core';

/** One instance's account-data state. */
export interface AccountDataContext {
  /** The blockchain API client; undefined when neither `blockchainApiUrl` nor a projectId is set. */
  api: BlockchainApiClient | undefined;
  /**
   * Whether the API serves a CAIP-2 network (GET v1/supported-chains, asked once per instance); false without an
   * API. Rejects when the list cannot be read (the next call asks again).
   */
  supports(caipNetworkId: string): Promise<boolean>;
  /** Time of the last failed balance fetch per CAIP-10 account (the 30 s retry gate). */
  balanceFailures: Map<string, number>;
  /** CAIP-10 accounts whose next balance fetch must skip every cache (the API's too): a transaction of theirs just landed. */
  staleBalances: Set<string>;
}

const contexts = new WeakMap<DockCore, AccountDataContext>();

/** The instance's account-data state, created on first use. */
export function accountDataContext(dock: DockCore): AccountDataContext {
  let context = contexts.get(dock);
  if (context) return context;
  const baseUrl = resolveBlockchainApiUrl(dock.options);
  const api = baseUrl
    ? createBlockchainApiClient({ baseUrl, projectId: dock.options.projectId, fetch: dock.options.api?.fetch })
    : undefined;
  let served: Promise<ReadonlySet<string>> | undefined;
  context = {
    api,
    async supports(caipNetworkId) {
      if (!api) return false;
      // Shared by every caller, so no caller's abort signal ends it.
      served ??= api.supportedChains().then((reply) => new Set(reply.http));
      try {
        return (await served).has(caipNetworkId);
      } catch (error) {
        served = undefined;
        throw error;
      }
    },
    balanceFailures: new Map(),
    staleBalances: new Set(),
  };
  contexts.set(dock, context);
  return context;
}
