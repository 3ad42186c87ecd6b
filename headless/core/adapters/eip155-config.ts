/**
 * The wagmi config behind the eip155 adapter: the host's own (`eip155Adapter({ wagmiConfig })`)
 * or one walletdock makes from its networks. Who restores a saved session differs:
 * - walletdock's own config: the adapter hydrates it on mount and walletdock's startup sync
 *   calls wagmi's reconnect (once, for the saved connector);
 * - the host's config: the host's `<WagmiProvider>` reconnects on mount, as in any wagmi app, and
 *   walletdock follows wagmi's state instead of reconnecting a second time.
 */
import { createConfig, createStorage, hydrate, injected, type Config, type CreateConnectorFn } from '@wagmi/core';
import { getConnection, watchConnection, type GetConnectionReturnType } from './wagmi-connection';
import type { Chain, EIP1193Provider, Transport } from 'viem';
import { ChainNotConfiguredError } from '../model/errors/connector';
import { InvalidInputError } from '../model/errors/validation';
import * as ErrorMessages from '../model/error-messages';
import { toViemChain } from '../model/network';
import { createTransport } from '../model/transports';
import type { AdapterContext } from './types';
import { secondWagmiCoreMessage } from './wagmi-core-copy';

/** The part of zustand's persist API that wagmi's store carries (absent with `storage: null`). */
interface PersistApi {
  hasHydrated(): boolean;
  onFinishHydration(listener: () => void): () => void;
}

/** An EIP-6963 provider detail: the wallet's metadata and its EIP-1193 provider. */
export interface AnnouncedProvider {
  info: { uuid: string; name: string; icon: string; rdns: string };
  provider: EIP1193Provider;
}

/**
 * EIP-6963 wallets handed to this instance alone: listed and connected exactly as wallets announced on `window`
 * (type ANNOUNCED, id = rdns), but no other instance on the page sees them. EIP-6963 discovery is a page-wide event, so
 * this is how a test gives each instance its own wallet (walletdock/testing's createTestDock does).
 */
interface AnnouncedProvidersOption {
  announcedProviders?: readonly AnnouncedProvider[];
}

/** Options of the eip155 adapter when walletdock makes the wagmi config. */
export interface OwnWagmiConfigOptions extends AnnouncedProvidersOption {
  /** Extra wagmi connectors (custom wallets, test connectors). */
  connectors?: readonly CreateConnectorFn[];
  /** EIP-6963 discovery of announced wallets (default true). */
  multiInjectedProviderDiscovery?: boolean;
  /** Add wagmi's generic injected connector for `window.ethereum` (default true). */
  genericInjected?: boolean;
  wagmiConfig?: never;
}

/** Options of the eip155 adapter when the host brings its own `createConfig(...)` result. */
export interface HostWagmiConfigOptions<C extends Config = Config> extends AnnouncedProvidersOption {
  /**
   * The host's wagmi config. Its chains must be walletdock's eip155 networks (pass
   * `networks: config.chains`); its connectors, transports and storage are used as they are.
   */
  wagmiConfig: C;
  connectors?: never;
  multiInjectedProviderDiscovery?: never;
  genericInjected?: never;
}

/** Options of the eip155 adapter. */
export type Eip155AdapterOptions<C extends Config = Config> = OwnWagmiConfigOptions | HostWagmiConfigOptions<C>;

/** The config, whether walletdock made it, the uids of the host's extra connectors, and how to take ours out again. */
export interface ResolvedWagmiConfig {
  config: Config;
  owned: boolean;
  hostUids: ReadonlySet<string>;
  /** Removes the announcedProviders' connectors from a host's config (a no-op on walletdock's own). */
  detach(): void;
}

/** A wagmi injected connector for an announced provider, as wagmi's own EIP-6963 discovery makes one. */
const announcedConnector = ({ info, provider }: AnnouncedProvider): CreateConnectorFn =>
  injected({ target: { id: info.rdns, name: info.name, icon: info.icon, provider } });

const ids = (chains: readonly { id: number | string }[]) =>
  [...new Set(chains.map((c) => Number(c.id)))].sort((a, b) => a - b);

/** The host's config after checking its chains, or a new config over walletdock's networks. */
export function resolveWagmiConfig(context: AdapterContext, options: Eip155AdapterOptions): ResolvedWagmiConfig {
  if (options.wagmiConfig) {
    const config = options.wagmiConfig as Config;
    const configIds = ids(config.chains);
    const networkIds = ids(context.networks);
    if (configIds.join() !== networkIds.join()) {
      throw new InvalidInputError(ErrorMessages.wagmiChainsMismatch(configIds, networkIds));
    }
    // Said once per config at start (the adapter is made once per instance), before any action fails on it.
    const twoCopies = secondWagmiCoreMessage(config);
    if (twoCopies) console.error(twoCopies);
    // The host's config keeps its connectors; the handed-over wallets join them the way wagmi adds a discovered one.
    const added = (options.announcedProviders ?? []).map((p) =>
      config._internal.connectors.setup(announcedConnector(p)),
    );
    if (added.length) config._internal.connectors.setState((all) => [...all, ...added]);
    const detach = () => config._internal.connectors.setState((all) => all.filter((c) => !added.includes(c)));
    return { config, owned: false, hostUids: new Set(), detach };
  }
  const [first, ...rest] = context.networks.map(toViemChain) as Chain[];
  if (!first) throw new ChainNotConfiguredError(ErrorMessages.chainNotConfigured);
  const transports: Record<number, Transport> = {};
  for (const network of context.networks) {
    const urls = context.customRpcUrls[network.caipNetworkId] ?? network.rpcUrls.default.http;
    transports[Number(network.id)] = createTransport([...urls]);
  }
  const generic = options.genericInjected === false ? [] : [injected()];
  const config = createConfig({
    chains: [first, ...rest],
    transports,
    connectors: [
      ...generic,
      ...(options.connectors ?? []),
      ...(options.announcedProviders ?? []).map(announcedConnector),
    ],
    // walletdock runs EIP-6963 discovery itself (eip6963.ts): wagmi's would take every announcement as given, and one
    // without `info` or with a name that is not text breaks whatever lists wallets.
    multiInjectedProviderDiscovery: false,
    storage: createStorage({ storage: context.storage, key: 'walletdock.wagmi' }),
    // The store is read from storage on mount, never at creation: server and first client render agree.
    ssr: true,
  });
  // The host's own connectors (custom wallets) are EXTERNAL, whatever wagmi type they have.
  const hostUids = new Set(
    config.connectors.slice(generic.length, generic.length + (options.connectors?.length ?? 0)).map((c) => c.uid),
  );
  return { config, owned: true, hostUids, detach: () => undefined };
}

/**
 * Mount of a config walletdock made (ssr: true): reads wagmi's stored state and adds the wallets
 * announced so far, as WagmiProvider does; reconnecting is left to walletdock's startup sync.
 */
export function hydrateOwnConfig(config: Config): Promise<void> {
  return hydrate(config, { reconnectOnMount: false }).onMount();
}

/**
 * wagmi's connection once the host's WagmiProvider has restored it: after the store is read from
 * storage (ssr configs read it in WagmiProvider's mount effect), WagmiProvider starts reconnect
 * in the same task, so one task later wagmi is reconnecting or has nothing to restore.
 */
export async function settledHostConnection(config: Config): Promise<GetConnectionReturnType> {
  // A config created with `storage: null` has no persist middleware.
  const { persist } = config._internal.store as { persist?: PersistApi };
  if (persist && !persist.hasHydrated()) {
    await new Promise<void>((resolve) => {
      const stop = persist.onFinishHydration(() => {
        stop();
        resolve();
      });
    });
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
  const busy = (status: string) => status === 'connecting' || status === 'reconnecting';
  if (busy(getConnection(config).status)) {
    await new Promise<void>((resolve) => {
      const stop = watchConnection(config, {
        onChange(now) {
          if (busy(now.status)) return;
          stop();
          resolve();
        },
      });
    });
  }
  return getConnection(config);
}
