// An address's identity (kept 5 minutes): the blockchain API's name and
// avatar, else ENS through viem on a network whose chain names an ENS universal resolver (the active one first, then
// any other configured). The result fills the account's profileName and profileImage.
import type { CaipNetworkId } from '../model/caip';
import { IDENTITY_CACHE_MS } from '../model/constants';
import { servesOn } from '../namespaces/capabilities';
import type { Identity } from './entities';
import { toWalletDockError } from '../model/errors';
import type { ChainState } from '../connection/account';
import type { DockCore } from '../instance/dock-core';
import type { CaipNetwork } from '../model/network';
import { accountDataContext } from './context';
import { ensIdentity as readEns } from './ens';

/** What to look up: an address, on the network it is used on. */
export interface FetchIdentityParameters {
  address: string;
  caipNetworkId: CaipNetworkId;
  signal?: AbortSignal | undefined;
}

const NO_IDENTITY: Identity = { name: null, avatar: null };

/** The network ENS is read on: the given one when its chain has a universal resolver, else the first that has. */
export function ensNetwork(networks: readonly CaipNetwork[], caipNetworkId: CaipNetworkId): CaipNetwork | undefined {
  const hasResolver = (n: CaipNetwork) =>
    n.chainNamespace === 'eip155' && Boolean(n.chain?.contracts?.ensUniversalResolver);
  const own = networks.find((n) => n.caipNetworkId === caipNetworkId);
  return own && hasResolver(own) ? own : networks.find(hasResolver);
}

/** Keeps `identity` as `key`'s for 5 minutes (older entries dropped); storage must be loaded. */
export function remember(dock: DockCore, key: string, identity: Identity, now: number): void {
  const kept = Object.entries(dock.storage.get('identityCache') ?? {}).filter(
    ([, e]) => now - e.timestamp < IDENTITY_CACHE_MS,
  );
  dock.storage.set('identityCache', { ...Object.fromEntries(kept), [key]: { timestamp: now, value: identity } });
}

/**
 * A namespace whose connected account is `address` shows that identity as its profile name and image; any other
 * namespace is returned unchanged (same object).
 */
export function applyProfile(
  chain: ChainState,
  address: string,
  identity: { name: string | null; avatar: string | null },
): ChainState {
  const account = chain.accountState;
  if (account.address?.toLowerCase() !== address.toLowerCase()) return chain;
  const profileName = identity.name ?? undefined;
  const profileImage = identity.avatar ?? undefined;
  if (account.profileName === profileName && account.profileImage === profileImage) return chain;
  return { ...chain, accountState: { ...account, profileName, profileImage } };
}

/** The connected account of that address, in any namespace, shows the name and avatar. */
export function fillProfile(dock: DockCore, address: string, identity: Identity): void {
  dock.stores.connection.setState((state) => {
    let chains = state.chains;
    for (const [ns, chain] of Object.entries(state.chains)) {
      if (!chain) continue;
      const next = applyProfile(chain, address, identity);
      if (next !== chain) chains = { ...chains, [ns]: next };
    }
    return chains === state.chains ? state : { ...state, chains };
  });
}

/**
 * The identity of `address`: kept 5 minutes (in storage). Without a name from the API or ENS it is
 * `{ name: null, avatar: null }`; it rejects only when every source that was asked failed.
 */
export async function fetchIdentity(dock: DockCore, parameters: FetchIdentityParameters): Promise<Identity> {
  const { address, caipNetworkId, signal } = parameters;
  const network = dock.networks.find((n) => n.caipNetworkId === caipNetworkId);
  if (!network || !servesOn(network.chainNamespace, 'names')) return NO_IDENTITY;
  const key = address.toLowerCase();
  // The identity cache is read through the storage's zod schemas, which load on demand (usually by mount()).
  await dock.storage.load();
  const cached = dock.storage.get('identityCache')?.[key];
  if (cached && Date.now() - cached.timestamp < IDENTITY_CACHE_MS) {
    fillProfile(dock, address, cached.value);
    return cached.value;
  }
  const { api } = accountDataContext(dock);
  const sender = dock.stores.connection.getState().chains[network.chainNamespace]?.accountState.address;
  let identity = NO_IDENTITY;
  let answered = false;
  let failure: unknown;
  if (api) {
    try {
      identity = await api.identity(address, { sender, signal });
      answered = true;
    } catch (error) {
      if (signal?.aborted) throw error;
      failure = error;
    }
  }
  const ens = identity.name ? undefined : ensNetwork(dock.networks, caipNetworkId);
  if (ens) {
    try {
      const found = dock.wagmiConfig ? await readEns(dock.wagmiConfig, address, ens) : NO_IDENTITY;
      if (found.name || !answered) identity = found;
      answered = true;
    } catch (error) {
      failure ??= error;
    }
  }
  if (!answered && failure !== undefined) throw toWalletDockError(failure);
  remember(dock, key, identity, Date.now());
  fillProfile(dock, address, identity);
  return identity;
}
