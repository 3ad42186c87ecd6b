/**
 * The chain adapter interface: one implementation per namespace (eip155 on wagmi core here;
 * solana, bip122 and WalletConnect-backed namespaces add their own files beside this one).
 *
 * How an adapter plugs in:
 * - The host passes adapter definitions (`options.adapters`); the client calls `create(context)`
 *   once per walletdock instance, so adapters never keep module-level state.
 * - The client owns all UI-facing state. An adapter only performs wallet work and reports what
 *   happened through `on(...)` events; it never writes the client's stores.
 * - `create` must not touch window/document (SSR); browser-only work (EIP-6963 discovery,
 *   wallet-standard registration) starts in `mount()`, which the client calls on the client only.
 * - Errors: throw WalletDockError, or let wallet errors through; the client normalises them and
 *   a 4001 anywhere in the cause chain is reported as a user rejection.
 */
import type { CaipNetworkId, ChainNamespace } from '../model/caip';
import type { KeyValueStorage } from '../model/storage';
import type { Account } from '../model/entities';
import type { CaipNetwork } from '../model/network';
import type { AdapterBalance, SendTransactionRequest, TransferClient } from '../model/transfer';
import type { AppMetadata } from '../model/entities';

/** How a connector reaches its wallet. WALLET_CONNECT and AUTH connections span several namespaces. */
export type ConnectorType =
  | 'EXTERNAL'
  | 'WALLET_CONNECT'
  | 'INJECTED'
  | 'ANNOUNCED'
  | 'AUTH'
  | 'MULTI_CHAIN'
  | 'ID_AUTH';

/** A way to connect that an adapter offers (one per namespace, before same-wallet connectors are merged). */
export interface AdapterConnector {
  id: string;
  /** The name lists show (at most 64 characters once listed: connection/listed-connectors.ts). */
  name: string;
  /** The whole name when `name` was cut for display and the whole is short enough to read out. */
  fullName?: string | undefined;
  type: ConnectorType;
  chain: ChainNamespace;
  imageUrl?: string | undefined;
  imageId?: string | undefined;
  explorerId?: string | undefined;
  info?: { rdns?: string | undefined; uuid?: string | undefined } | undefined;
  /** The wallet's provider object (EIP-1193, wallet-standard wallet…), opaque to the client. */
  provider?: unknown;
}

/** Wallet info of the connected connector, for the account view. */
export interface ConnectedWalletInfo {
  name: string;
  icon?: string | undefined;
  rdns?: string | undefined;
}

/** A live connection as an adapter reports it. */
export interface AdapterConnection {
  connectorId: string;
  connectorType: ConnectorType;
  /** The active address (the first account unless the wallet says otherwise). */
  address: string;
  accounts: Account[];
  caipNetworkId: CaipNetworkId;
  walletInfo?: ConnectedWalletInfo | undefined;
  /** CONNECT_SUCCESS's method: pairing adapters say mobile (deep link) or qrcode; default browser. */
  connectMethod?: 'browser' | 'mobile' | 'qrcode' | 'email' | 'social' | undefined;
}

/** Events an adapter reports to the client. */
export interface AdapterEvents {
  /** The wallet's accounts or active address changed (not a new connection). */
  accountsChanged: { address: string; accounts: Account[] };
  /** The wallet moved to another network (by itself or after switchNetwork). */
  chainChanged: { caipNetworkId: CaipNetworkId };
  /**
   * The namespace became connected without a connect() call on this adapter: a shared session
   * (WalletConnect, Auth) started from another namespace covers it, or the wallet connected itself.
   */
  connect: AdapterConnection;
  /** The wallet ended the connection. */
  disconnect: Record<string, never>;
  /** The underlying client's status (e.g. wagmi's reconnecting) for the namespace. */
  status: { status: 'connecting' | 'connected' | 'disconnected' | 'reconnecting' };
  /** The offered connectors changed (e.g. an EIP-6963 wallet announced itself). */
  connectorsChanged: { connectors: readonly AdapterConnector[] };
}

/** Removes a subscription. */
export type Unsubscribe = () => void;

/** What the client gives an adapter when creating it. */
export interface AdapterContext {
  /** The host's networks of this adapter's namespace (first is the default). */
  networks: readonly CaipNetwork[];
  /** The instance's storage backend (memory on the server); prefix keys with the namespace. */
  storage: KeyValueStorage;
  /** Host overrides of RPC URLs by CAIP-2 id (the `customRpcUrls` option). */
  customRpcUrls: Readonly<Record<string, readonly string[]>>;
  projectId: string | undefined;
  /** SSR: true when created outside a browser; the adapter must stay inert until mount(). */
  isServer: boolean;
  /** The host's app metadata (the `metadata` option), shown to wallets that ask (WalletConnect pairing). */
  metadata?: AppMetadata | undefined;
  /**
   * The host's `siwx` option as given (a SIWXConfig; typed loosely so adapters that never sign in
   * do not pull sign-in types): WalletConnect uses it for one-click auth.
   */
  siwx?: unknown;
}

/** The interface every namespace implements. */
export interface ChainAdapter {
  readonly namespace: ChainNamespace;
  /** The connectors offered now (live: see `connectorsChanged`). */
  getConnectors(): readonly AdapterConnector[];
  connect(parameters: { connectorId: string; caipNetworkId?: CaipNetworkId | undefined }): Promise<AdapterConnection>;
  /**
   * Startup sync: re-establish the saved connection without prompting. Resolves undefined when
   * the wallet is no longer authorised.
   */
  reconnect(parameters: { connectorId?: string | undefined }): Promise<AdapterConnection | undefined>;
  disconnect(): Promise<void>;
  /**
   * Ends one connector's connection and leaves any other: a connect the client gave up on (the wallet answered after
   * the time-out) is undone with it. Without it the client disconnects the adapter when nothing else is connected.
   */
  abandon?(connectorId: string): Promise<void>;
  /** Ask the wallet to switch; eip155 injected wallets add the chain on 4902 and switch again. */
  switchNetwork(parameters: { caipNetwork: CaipNetwork }): Promise<void>;
  signMessage(parameters: { message: string; address: string }): Promise<string>;
  /** Sends and returns the transaction hash / signature. */
  sendTransaction(parameters: SendTransactionRequest): Promise<string>;
  getBalance(parameters: { address: string; caipNetwork: CaipNetwork }): Promise<AdapterBalance>;
  on<E extends keyof AdapterEvents>(event: E, listener: (data: AdapterEvents[E]) => void): Unsubscribe;
  /** Send's chain work, for adapters that move tokens themselves (solana); loaded on first use. */
  transfers?(): Promise<TransferClient>;
  /** Browser-only start (wallet discovery). Called once, after hydration, never on the server. */
  mount?(): void;
  /** Releases listeners and timers. */
  destroy?(): void;
}

/** What a host passes in `options.adapters`: a namespace and a factory run once per instance. */
export interface AdapterDefinition {
  readonly namespace: ChainNamespace;
  create(context: AdapterContext): ChainAdapter;
}
