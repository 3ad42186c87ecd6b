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
import type { Features, WalletDockOptions } from './options';

/** A walletdock instance. Pass it to `<WalletDockProvider dock>`; every hook reads it. */
export interface WalletDock extends DockCore {
  readonly options: Readonly<WalletDockOptions>;
  readonly features: Features;
  /** The wallet-directory client (loaded on first use; inert without a projectId). */
  readonly directory: WalletDirectory;
  /** The embedded wallet (email and social login) when the `embeddedWallet` option is set. */
  readonly embedded?: EmbeddedWallet | undefined;
  readonly stores: DockCore['stores'] & {
    /** The sign-in flow once loaded (see `loadSiwx`); undefined before. */
    readonly siwx: Store<SiwxFlow | undefined>;
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
