// Wallet discovery through the wallet standard (@wallet-standard/app), shared by the solana and bip122
// adapters: which registered wallets fit a namespace, their features, their replies, their `change`
// events. The connected side (connect, session, account changes) is wallet-standard-session.ts.
import { getWallets } from '@wallet-standard/app';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { StandardEventsChangeProperties } from '@wallet-standard/features';
import { hex } from '@scure/base';
import * as z from 'zod/mini';
import { UnsupportedError } from '../model/errors/sdk';
import { WalletRpcError } from '../model/errors/rpc';
import type { AdapterConnector, AdapterEvents, Unsubscribe } from './types';
import type { ChainNamespace } from '../model/caip';
import { walletLabel, WALLET_FULL_NAME_MAX } from '../model/wallet-metadata';
import { walletMetadataSchema } from './wallet-metadata-schema';

/** The registry part of `getWallets()` that discovery reads (tests may pass their own). */
export interface WalletRegistry {
  get(): readonly Wallet[];
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void;
}

/** A live list of the registered wallets that pass `accept`. */
export interface StandardWalletWatcher {
  wallets(): readonly Wallet[];
  /** Called after any register/unregister that changes the accepted list. */
  onChange(listener: (wallets: readonly Wallet[]) => void): Unsubscribe;
  /** Starts listening; in a page this dispatches the standard's app-ready event. Idempotent. */
  start(): void;
  stop(): void;
}

/**
 * True for a registered wallet whose name and icon pass the wallet metadata schema and that `accept` takes; any other
 * (a name that is not text, a getter or `accept` that throws on it) is left out, with one warning per wallet object.
 */
function usableWallet(
  wallet: Wallet,
  accept: (wallet: Wallet) => boolean,
  warned: WeakSet<object>,
  warn: (message: string) => void,
): boolean {
  let name: unknown;
  try {
    name = wallet.name;
    if (walletMetadataSchema.safeParse({ name, icon: wallet.icon }).success) return accept(wallet);
  } catch {
    // read below as unusable
  }
  if (typeof wallet === 'object' && wallet !== null && !warned.has(wallet)) {
    warned.add(wallet);
    warn(`[walletdock] Ignored the wallet-standard wallet ${walletLabel(name)}: its name or icon is not valid.`);
  }
  return false;
}

/**
 * Watches the wallet-standard registry for wallets that pass `accept`. Nothing happens until
 * `start()`: `getWallets()` touches `window`, so adapters call it from `mount()` only.
 */
export function watchStandardWallets(
  accept: (wallet: Wallet) => boolean,
  registry?: () => WalletRegistry,
  warn: (message: string) => void = (message) => console.warn(message),
): StandardWalletWatcher {
  let accepted: readonly Wallet[] = [];
  let offs: Array<() => void> = [];
  const listeners = new Set<(wallets: readonly Wallet[]) => void>();
  let source: WalletRegistry | undefined;
  const warned = new WeakSet<object>();

  const refresh = () => {
    if (!source) return;
    const next = source.get().filter((wallet) => usableWallet(wallet, accept, warned, warn));
    if (next.length === accepted.length && next.every((w, i) => w === accepted[i])) return;
    accepted = next;
    for (const listener of [...listeners]) listener(accepted);
  };

  return {
    wallets: () => accepted,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (source) return;
      source = registry ? registry() : getWallets();
      offs = [source.on('register', refresh), source.on('unregister', refresh)];
      refresh();
    },
    stop() {
      for (const off of offs.splice(0)) off();
      source = undefined;
      accepted = [];
    },
  };
}

/** Bytes in a wallet reply: a Uint8Array of any realm (a wallet may answer from another frame). */
export const bytesSchema = z.custom<Uint8Array>(
  (value) => value instanceof Uint8Array || Object.prototype.toString.call(value) === '[object Uint8Array]',
  'Expected bytes',
);

/** A wallet-standard account as wallets return it (publicKey bytes, chains and features lists). */
export const walletAccountSchema = z.object({
  address: z.string().check(z.minLength(1)),
  publicKey: bytesSchema,
  chains: z.readonly(z.array(z.string())),
  features: z.readonly(z.array(z.string())),
  label: z.optional(z.string()),
});

/** Reply of `standard:connect` / `bitcoin:connect`. */
export const connectOutputSchema = z.object({
  accounts: z.array(z.custom<WalletAccount>((a) => walletAccountSchema.safeParse(a).success)),
});

/** True when the wallet offers `feature` (e.g. 'solana:signMessage'). */
export function hasFeature(wallet: Wallet, feature: string): boolean {
  return feature in wallet.features;
}

/** The wallet's feature object, or a WalletDockError in plain words when the wallet lacks it. */
export function requireFeature<F>(wallet: Wallet, feature: string): F {
  if (!hasFeature(wallet, feature)) {
    throw new UnsupportedError(`${wallet.name} does not support ${feature}`);
  }
  return (wallet.features as Record<string, unknown>)[feature] as F;
}

/** Subscribes to the wallet's `standard:events` change event when it has one. */
export function onWalletChange(
  wallet: Wallet,
  listener: (properties: StandardEventsChangeProperties) => void,
): Unsubscribe {
  const events = wallet.features['standard:events'] as
    | { on(event: 'change', listener: (properties: StandardEventsChangeProperties) => void): () => void }
    | undefined;
  return events ? events.on('change', listener) : () => {};
}

/**
 * Connector id of a wallet-standard wallet on a namespace: `<namespace>:<wallet name>`. The standard gives
 * wallets no id, and one wallet (Phantom) registers on several namespaces, so the name alone is ambiguous.
 */
export function standardConnectorId(wallet: Wallet, chain: ChainNamespace): string {
  // The id is kept in storage and the DOM: a wallet's name of any length gives an id of sane length.
  return `${chain}:${wallet.name.slice(0, WALLET_FULL_NAME_MAX)}`;
}

/** The connector entry of a wallet-standard wallet on one namespace. */
export function standardConnector(wallet: Wallet, chain: ChainNamespace): AdapterConnector {
  return {
    id: standardConnectorId(wallet, chain),
    name: wallet.name,
    type: 'ANNOUNCED',
    chain,
    imageUrl: wallet.icon,
    provider: wallet,
  };
}

/** The wallet a connector id (or, for convenience, a plain wallet name) points to. */
export function findStandardWallet(
  wallets: readonly Wallet[],
  connectorId: string,
  chain: ChainNamespace,
): Wallet | undefined {
  return (
    wallets.find((w) => standardConnectorId(w, chain) === connectorId) ?? wallets.find((w) => w.name === connectorId)
  );
}

/** Public key bytes as lowercase hex (the Account object keeps text). */
export function publicKeyHex(account: WalletAccount): string {
  return hex.encode(Uint8Array.from(account.publicKey));
}

/** Parses a wallet reply; a malformed one becomes a WalletDockError naming the wallet and the feature. */
export function parseWalletReply<T>(schema: z.ZodMiniType<T>, reply: unknown, wallet: Wallet, feature: string): T {
  const parsed = schema.safeParse(reply);
  if (!parsed.success) {
    throw new WalletRpcError(`${wallet.name} returned an invalid ${feature} reply`, { cause: parsed.error });
  }
  return parsed.data;
}

/** A tiny typed emitter for adapter events. */
export function createAdapterEmitter() {
  const listeners = new Map<keyof AdapterEvents, Set<(data: never) => void>>();
  return {
    on<E extends keyof AdapterEvents>(event: E, listener: (data: AdapterEvents[E]) => void): Unsubscribe {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as (data: never) => void);
      listeners.set(event, set);
      return () => set.delete(listener as (data: never) => void);
    },
    emit<E extends keyof AdapterEvents>(event: E, data: AdapterEvents[E]): void {
      for (const listener of [...(listeners.get(event) ?? [])]) (listener as (data: AdapterEvents[E]) => void)(data);
    },
    clear(): void {
      listeners.clear();
    },
  };
}

/**
 * The connector list every wallet-standard adapter offers: its namespace's wallets now, and live
 * updates once mounted (wallets may register after the page loaded).
 */
export function standardConnectorList(
  watcher: StandardWalletWatcher,
  namespace: ChainNamespace,
  emitter: ReturnType<typeof createAdapterEmitter>,
): { getConnectors(): AdapterConnector[]; mount(): void } {
  const getConnectors = () => watcher.wallets().map((wallet) => standardConnector(wallet, namespace));
  return {
    getConnectors,
    mount() {
      watcher.onChange(() => emitter.emit('connectorsChanged', { connectors: getConnectors() }));
      watcher.start();
    },
  };
}
