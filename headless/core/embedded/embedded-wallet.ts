// `embeddedWallet()`: the embedded wallet of an instance, as a host configures it. What a host's first chunk carries
// is only this: the state, the AUTH connector for eip155 (a wagmi connector) and solana (a wallet-standard wallet),
// handed to those adapters when the instance is created. The frame and the flows load on demand (controller.ts): on
// the first email or social login, or at start when a login was used on this device before.
import { SOCIALS } from '../model/constants';
import { NotInitializedError } from '../model/errors/sdk';
import * as ErrorMessages from '../model/error-messages';
import type { EmbeddedDock } from './types';
import type { AdapterConnector } from '../adapters/types';
import { createStore } from '../model/store';
import { embeddedMutationOptions } from './query';
import { embeddedSolanaWallet, type EmbeddedSolanaChain } from './solana-wallet';
import { embeddedWagmiConnector } from './wagmi-connector';
import {
  AUTH_CONNECTOR_ID,
  type EmbeddedController,
  type EmbeddedWallet,
  type EmbeddedWalletOptions,
  type EmbeddedWalletState,
  type EmbeddedSocial,
} from './types';

/** The social logins offered by default: the spec's list (Farcaster signs in by a QR code rather than a popup). */
export const DEFAULT_SOCIALS: readonly EmbeddedSocial[] = SOCIALS;

/** The AUTH connector's name by default. */
export const DEFAULT_EMBEDDED_NAME = 'Email and socials';

/** The embedded wallet before anything happened. */
export const initialEmbeddedWalletState: EmbeddedWalletState = {
  frame: 'idle',
  user: null,
  visible: false,
  email: undefined,
  socialProvider: undefined,
  farcasterUrl: undefined,
};

/** The solana adapter's way to add a wallet that is not registered on the page (see adapters/solana.ts). */
interface WalletHost {
  attachWallet?(
    create: (chains: readonly EmbeddedSolanaChain[]) => ReturnType<typeof embeddedSolanaWallet>,
    connector: Pick<AdapterConnector, 'id' | 'name' | 'type'>,
  ): () => void;
}

/**
 * Email and social login with a wallet that lives in a secure frame on its own origin (the reference frame is
 * `walletdock/server/frame`). Pass the result as `embeddedWallet` to `createWalletDock`: the Connect view then
 * offers email and the social logins, and the AUTH connector signs on eip155 and solana through the frame.
 *
 * @example
 * ```ts
 * import { embeddedWallet } from 'walletdock/embedded';
 * const dock = createWalletDock({
 *   networks: [mainnet],
 *   adapters: [eip155Adapter()],
 *   embeddedWallet: embeddedWallet({ frameUrl: 'https://wallet.example.com' }),
 * });
 * ```
 */
export function embeddedWallet(options: EmbeddedWalletOptions): (dock: EmbeddedDock) => EmbeddedWallet {
  // Fails at creation, not at the first login.
  new URL(options.frameUrl);
  return (dock) => createEmbeddedWallet(dock, options);
}

function createEmbeddedWallet(dock: EmbeddedDock, options: EmbeddedWalletOptions): EmbeddedWallet {
  const store = createStore<EmbeddedWalletState>(initialEmbeddedWalletState);
  const loginUsed = () => dock.storage.get('emailLoginUsed') === true;
  let loading: Promise<EmbeddedController> | undefined;
  let anchor: HTMLElement | null = null;
  const detach: Array<() => void> = [];

  const wallet: EmbeddedWallet = {
    options: {
      frameUrl: options.frameUrl,
      socials: options.socials ?? DEFAULT_SOCIALS,
      name: options.name ?? DEFAULT_EMBEDDED_NAME,
      ...(options.paymasterService ? { paymasterService: { url: options.paymasterService.url } } : {}),
    },
    store,
    mutationOptions: embeddedMutationOptions(dock),
    load() {
      if (typeof document === 'undefined') {
        return Promise.reject(new NotInitializedError(ErrorMessages.iframeNotSet));
      }
      return (loading ??= import('./controller')
        .then(({ createEmbeddedController }) =>
          // A frame that failed to load is dropped: the next use creates a new one.
          createEmbeddedController(dock, wallet, () => {
            loading = undefined;
          }),
        )
        .catch((error: unknown) => {
          loading = undefined;
          throw new NotInitializedError(ErrorMessages.emailLoginDependency, { cause: error });
        }));
    },
    restore: () => (loginUsed() ? wallet.load().then((c) => c.restore()) : Promise.resolve(null)),
    async signOut() {
      if (loading || loginUsed()) return (await wallet.load()).signOut();
      store.setState((s) => ({ ...s, user: null }));
    },
    resetFarcaster() {
      store.setState((s) => ({ ...s, farcasterUrl: undefined }));
      void loading?.then(
        (c) => c.resetFarcaster(),
        () => undefined,
      );
    },
    setAnchor(element) {
      anchor = element;
    },
    anchor: () => anchor,
    mount() {
      if (loginUsed()) wallet.load().catch(() => undefined);
    },
    destroy() {
      for (const stop of detach.splice(0)) stop();
      void loading?.then(
        (c) => c.destroy(),
        () => undefined,
      );
    },
  };

  // eip155: a connector of the eip155 adapter's wagmi config (the host's own included) — there before a host's
  // WagmiProvider restores a session; the adapter lists it as AUTH by its type.
  const config = dock.wagmiConfig;
  if (config) {
    const connector = config._internal.connectors.setup(embeddedWagmiConnector(wallet));
    config._internal.connectors.setState((all) => [...all, connector]);
    detach.push(() => config._internal.connectors.setState((all) => all.filter((c) => c.uid !== connector.uid)));
  }
  // solana: a wallet the solana adapter lists as AUTH.
  const solana = dock.adapters.solana as WalletHost | undefined;
  const stopSolana = solana?.attachWallet?.((chains) => embeddedSolanaWallet(wallet, chains), {
    id: AUTH_CONNECTOR_ID,
    name: wallet.options.name,
    type: 'AUTH',
  });
  if (stopSolana) detach.push(stopSolana);
  // At start (in the browser, after the startup restore), the frame loads when a login was used on this device.
  void dock.ready.then(() => wallet.mount());
  return wallet;
}
