/**
 * The shape of a walletdock instance (built by createWalletDock in client.ts). It lives apart from
 * the factory so that features loaded on demand (the sign-in flow) can name it without importing
 * the client that loads them.
 */
import type { Config } from '@wagmi/core';
import type { AdapterBalance, AdapterConnection, AdapterConnector, ChainAdapter, SendTransactionRequest } from '../adapters/types';
import type { WalletDirectory } from '../directory/client';
import type { ModalActions, RouterActions, SignInState, ThemeState } from '../modal/slices';
import type { ModalState } from '../modal/modal';
import type { RouterState } from '../modal/router';
import type { ToastController, ToastState } from '../modal/toast';
import type { CaipNetworkId, ChainNamespace } from '../model/caip';
import type { EventEmitter } from '../model/events';
import type { WalletDockStorage } from '../model/storage';
import type { Store } from '../model/store';
import type { SiwxFlow } from '../siwx/flow';
import type { EmbeddedWallet } from '../embedded/types';
import type { LocaleActions, LocaleState } from '../i18n/slice';
import type { ConnectParameters } from './connection';
import type { CaipNetwork } from './network';
import type { Features, ThemeMode, ThemeVariables, WalletDockOptions } from './options';
import type { ConnectionState } from './startup';

/** A walletdock instance. Pass it to `<WalletDockProvider dock>`; every hook reads it. */
export interface WalletDock {
  /** Random per instance: scopes instance-bound query keys (directory) in a shared QueryClient. */
  readonly id: string;
  readonly options: Readonly<WalletDockOptions>;
  readonly features: Features;
  readonly networks: readonly CaipNetwork[];
  readonly storage: WalletDockStorage;
  readonly events: EventEmitter;
  /** The wallet-directory client (loaded on first use; inert without a projectId). */
  readonly directory: WalletDirectory;
  readonly adapters: Readonly<Partial<Record<ChainNamespace, ChainAdapter>>>;
  /**
   * The wagmi config of the eip155 adapter (the host's own when it passed one), undefined without
   * an eip155 adapter. Give it to `<WagmiProvider config>` to use wagmi's hooks beside walletdock:
   * every eip155 connection, WalletConnect's included, is a wagmi connection.
   */
  readonly wagmiConfig: Config | undefined;
  /** The embedded wallet (email and social login) when the `embeddedWallet` option is set. */
  readonly embedded?: EmbeddedWallet | undefined;
  readonly stores: {
    connection: Store<ConnectionState>;
    connectors: Store<readonly AdapterConnector[]>;
    modal: Store<ModalState>;
    router: Store<RouterState>;
    toast: Store<ToastState>;
    theme: Store<ThemeState>;
    /** The interface language and its text direction. */
    locale: Store<LocaleState>;
    signIn: Store<SignInState>;
    /** The sign-in flow once loaded (see `loadSiwx`); undefined before. */
    siwx: Store<SiwxFlow | undefined>;
  };
  readonly modal: ModalActions;
  readonly router: RouterActions;
  readonly toast: Omit<ToastController, 'store'>;
  readonly theme: { setThemeMode(mode: ThemeMode): void; setThemeVariables(variables: ThemeVariables): void };
  readonly locale: LocaleActions;
  connect(parameters: ConnectParameters): Promise<AdapterConnection>;
  disconnect(parameters?: { namespace?: ChainNamespace | undefined }): Promise<void>;
  switchNetwork(parameters: { caipNetworkId: CaipNetworkId; namespace?: ChainNamespace | undefined }): Promise<void>;
  /** Signs `message` with the active account of `namespace`; rejects with a WalletDockError (USER_REJECTED on 4001). */
  signMessage(parameters: { message: string; namespace?: ChainNamespace | undefined }): Promise<string>;
  /** Sends from the active account of `namespace`; resolves with the hash; rejects with a WalletDockError. */
  sendTransaction(parameters: SendTransactionRequest & { namespace?: ChainNamespace | undefined }): Promise<string>;
  getBalance(parameters: { address: string; caipNetworkId: CaipNetworkId }): Promise<AdapterBalance>;
  /** The adapter of a namespace (throws "Adapter not found"). */
  getAdapter(namespace?: ChainNamespace): ChainAdapter;
  isMobile(): boolean;
  /**
   * Browser start: wallet discovery and the startup sync of a restored session. Idempotent;
   * the provider calls it in an effect, so it never runs during render or on the server.
   */
  mount(): Promise<void>;
  /**
   * Loads the sign-in flow (a lazy chunk) and wires it to this instance, once; later calls return
   * the same flow. `mount()` calls it when the host set `siwx` or `siweConfig`; useSiwx's actions too.
   */
  loadSiwx(): Promise<SiwxFlow>;
  /** Resolves once mount's startup sync finished (initialized). */
  readonly ready: Promise<void>;
  /** Stops listeners and timers (tests, per-request server instances). */
  destroy(): void;
}
