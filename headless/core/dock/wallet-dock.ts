/**
 * The shape of a walletdock instance (built by createWalletDock in create-wallet-dock.ts). It lives apart from
 * the factory so that features loaded on demand can name it without importing the client that loads them. It is
 * the DockCore every capability reads (instance/dock-core.ts) plus what only the assembly holds: the full options,
 * the resolved features, the wallet directory, the embedded wallet, the sign-in flow and the instance's life.
 */
import type { WalletDirectory } from '../directory/client';
import type { Store } from '../model/store';
import type { SiwxFlow } from '../siwx/flow';
import type { EmbeddedWallet } from '../embedded/types';
import type { DockCore } from '../instance/dock-core';
import type { Features, RuntimeFeatures, WalletDockOptions } from './options';
import type { ConnectGate } from '../connection/connect-gate';

/** A walletdock instance. Pass it to `<WalletDockProvider dock>`; every hook reads it. */
export interface WalletDock extends DockCore {
  readonly options: Readonly<WalletDockOptions>;
  /** The feature switches as they are now (`setFeatures` changes the live ones). */
  readonly features: Features;
  /**
   * Changes `legalCheckbox` and `collapseWallets` while the page runs; the modal follows without a reload. Without an
   * email or social login, `collapseWallets` does nothing and warns once.
   */
  setFeatures(features: RuntimeFeatures): void;
  /** The visitor's consent to the terms (the legal checkbox); read it with useConnectGate. */
  readonly connectGate: Pick<ConnectGate, 'setAgreed'>;
  /** The wallet-directory client (loaded on first use; inert without a projectId). */
  readonly directory: WalletDirectory;
  /** The embedded wallet (email and social login) when the `embeddedWallet` option is set. */
  readonly embedded?: EmbeddedWallet | undefined;
  readonly stores: DockCore['stores'] & {
    /** The sign-in flow once loaded (see `loadSiwx`); undefined before. */
    readonly siwx: Store<SiwxFlow | undefined>;
    /** The feature switches (`setFeatures` changes them). */
    readonly features: Store<Features>;
    /** The legal checkbox's tick. */
    readonly connectGate: ConnectGate['store'];
  };
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
  /** Stops listeners and timers (tests, per-request server instances). */
  destroy(): void;
}
