// What every capability reads and drives of a walletdock instance: the connection (connection-dock.ts), its
// options, storage and events, the modal's stores and actions, and the wallet calls. Capabilities (account data,
// send, swap, names, on-ramp, sign-in, the embedded wallet) take a DockCore, never the WalletDock type: that one is
// assembled on core's top floor (dock/) out of them, so naming it from below would point an import upward. A
// WalletDock is a DockCore; a capability that needs one member more (the embedded wallet, the sign-in flow, the
// on-ramp option) adds it in a port of its own, beside its code.
import type { Config } from '@wagmi/core';
import type { EventEmitter } from '../model/events';
import type { WalletDockStorage } from '../model/storage';
import type { Store } from '../model/store';
import type { ModalActions, RouterActions, SignInState, ThemeActions, ThemeState } from '../modal/slices';
import type { RouterState } from '../modal/router';
import type { ToastController, ToastState } from '../modal/toast';
import type { ConnectionDock } from '../connection/connection-dock';
import type { DockCoreOptions } from './options';

/** An instance as its capabilities read it (a WalletDock is one). */
export interface DockCore extends ConnectionDock {
  /** Random per instance: scopes instance-bound query keys (directory) in a shared QueryClient. */
  readonly id: string;
  readonly options: Readonly<DockCoreOptions> & ConnectionDock['options'];
  readonly storage: WalletDockStorage;
  readonly events: EventEmitter;
  /**
   * The wagmi config of the eip155 adapter (the host's own when it passed one), undefined without
   * an eip155 adapter. Give it to `<WagmiProvider config>` to use wagmi's hooks beside walletdock:
   * every eip155 connection, WalletConnect's included, is a wagmi connection.
   */
  readonly wagmiConfig: Config | undefined;
  readonly stores: ConnectionDock['stores'] & {
    readonly router: Store<RouterState>;
    readonly toast: Store<ToastState>;
    readonly theme: Store<ThemeState>;
    readonly signIn: Store<SignInState>;
  };
  readonly modal: ModalActions;
  readonly router: RouterActions;
  readonly toast: Omit<ToastController, 'store'>;
  readonly theme: ThemeActions;
  isMobile(): boolean;
  /** Resolves once mount's startup sync finished (initialized). */
  readonly ready: Promise<void>;
}
