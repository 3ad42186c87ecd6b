/**
 * createWalletDock: one instance = its own stores, adapters, storage and emitter. Nothing here
 * is module-level, so two instances in one process (or one per server request) never share
 * state. Creating an instance never touches the network; browser work starts in `mount()`.
 *
 * Seams for features built on top (each reads or drives the instance, never module state):
 * - Namespaces: implement ChainAdapter (adapters/types.ts) and pass an AdapterDefinition in
 *   `options.adapters`; report wallet-side changes with the adapter's events.
 * - Sign-in: reads `stores.connection` (connect, account and network changes), keeps
 *   `stores.signIn` ({ required, hasSession }) current for the close rules, and drives the modal
 *   through `modal`/`router` (SIWXSignMessage, ConnectingSiwe) and `events.track(...)`.
 * - Any UI: `stores.*` are subscribable (useStoreSelector); actions are plain methods here.
 * - Per-instance extras (a WalletConnect client, a sign-in flow): key a WeakMap by the instance.
 */
import type { Config } from '@wagmi/core';
import type { ChainNamespace } from '../model/caip';
import { TOAST_SWAP_DELAY_MS, VIEW_TRANSITION_MS } from '../model/constants';
import type { AdapterConnector, ChainAdapter } from '../adapters/types';
import { createConnectionActions, type ConnectionActions } from '../connection/connection';
import { connectorGate } from '../connection/listed-connectors';
import { walletRequestGate } from '../connection/wallet-timeout';
import { openTabChannel, type TabChannel } from '../connection/tab-channel';
import { createEventEmitter } from '../model/events';
import { toCaipNetwork } from '../model/network';
import {
  detectMobile,
  resolveFeatures,
  signInConfigured,
  validateOptions,
  type Features,
  type RuntimeFeatures,
  type WalletDockOptions,
} from './options';
import { createConnectGate, legalCheckboxWithoutUrl } from '../connection/connect-gate';
import { embeddedMethodFeatures, hasEmbeddedLogin } from '../connection/connectors';
import type { ConnectionState } from '../connection/startup';
import { previewRestore, readSavedState, showRestore } from '../connection/saved-state';
import { createStorage, defaultStorage, hasKeptValues, memoryStorage, STORAGE_PREFIX } from '../model/storage';
import { createStore } from '../model/store';
import { createToastController } from '../modal/toast';
import { createUiSlices } from '../modal/slices';
import { initialThemeState } from '../modal/theme';
import { themeVariablesReader } from '../modal/theme-variables';
import { createLocaleSlice } from '../i18n/slice';
import type { SiwxFlow } from '../siwx/flow';
import type { WalletDock } from './wallet-dock';
import { analyticsSink } from '../analytics/sink';
import { lazyWalletDirectory } from '../directory/lazy';
import { toWalletDockError } from '../model/errors';
import { NotFoundError } from '../model/errors/sdk';
import * as ErrorMessages from '../model/error-messages';

export type { WalletDock } from './wallet-dock';

/**
 * Creates a walletdock instance: its own stores, adapters, storage and events (nothing is shared
 * between instances, so one per server request is safe). Creating it touches no network and no
 * DOM; browser work starts when `<WalletDockProvider>` mounts it.
 *
 * @example
 * ```ts
 * import { mainnet, base } from 'viem/chains';
 * import { createWalletDock, eip155Adapter } from 'walletdock';
 *
 * export const dock = createWalletDock({
 *   networks: [mainnet, base],
 *   adapters: [eip155Adapter()],
 *   metadata: { name: 'My app', description: 'My app', url: 'https://my.app', icons: [] },
 * });
 * ```
 */
export function createWalletDock(options: WalletDockOptions): WalletDock {
  validateOptions(options);
  const isServer = typeof window === 'undefined';
  // One backend for our keys and the adapters' own (wagmi's): memory on the server, else
  // localStorage when it works (defaultStorage probes it; private modes fall back to memory).
  const rawBackend = options.storage ?? (isServer ? memoryStorage() : defaultStorage());
  const storage = createStorage(rawBackend);
  const networks = options.networks.map(toCaipNetwork);
  const events = createEventEmitter();
  const features = createStore<Features>(resolveFeatures(options.features));
  const connectGate = createConnectGate();
  const isMobile = options.isMobile ?? detectMobile;

  // The first render shows a saved session at once (connecting, with its address) from a structural
  // preview of the saved values; zod checks them in checkRestored() before anything acts on them.
  const shown = previewRestore(networks, readSavedState(rawBackend), options.defaultAccountTypes);
  const connection = createStore<ConnectionState>(shown.state);
  showRestore(connection, shown);
  const connectors = createStore<readonly AdapterConnector[]>([]);

  const adapters: Partial<Record<ChainNamespace, ChainAdapter>> = {};
  for (const definition of options.adapters ?? []) {
    adapters[definition.namespace] = definition.create({
      networks: networks.filter((n) => n.chainNamespace === definition.namespace),
      storage: rawBackend,
      customRpcUrls: options.customRpcUrls ?? {},
      projectId: options.projectId,
      isServer,
      metadata: options.metadata,
      siwx: options.siwx,
    });
  }

  let resolveReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));
  const isConnected = () => {
    const { activeNamespace, chains } = connection.getState();
    return Boolean(activeNamespace && chains[activeNamespace]?.accountState.status === 'connected');
  };
  const readThemeVariables = themeVariablesReader();
  const ui = createUiSlices(
    {
      readThemeVariables,
      events,
      isConnected,
      hasAdapters: () => Object.keys(adapters).length > 0,
      isMobile,
      embedded: Boolean(options.enableEmbedded),
      farcasterReset() {
        const ns = connection.getState().activeNamespace;
        const chain = ns ? connection.getState().chains[ns] : undefined;
        if (ns && chain) {
          connection.setState((s) => ({
            ...s,
            chains: {
              ...s.chains,
              [ns]: { ...chain, accountState: { ...chain.accountState, farcasterUrl: undefined } },
            },
          }));
        }
        dock.embedded?.resetFarcaster();
        events.track('AUTH_FRAME_RELOAD');
      },
      // Opening the modal is intent: the checked storage (zod) that the first action needs loads now, once the opening
      // animation has run, so its parsing never delays the dialog's first frames (an action asked for sooner waits for it).
      ready: () => {
        setTimeout(() => checkRestored().catch(() => undefined), VIEW_TRANSITION_MS);
        return ready;
      },
      prefetch: () => checkRestored(),
    },
    initialThemeState(options, readThemeVariables),
  );
  const toast = createToastController(TOAST_SWAP_DELAY_MS);
  const locale = createLocaleSlice(options.locale);

  const gate = walletRequestGate(options.walletRequestTimeoutMs);
  const log = options.debug ? (error: unknown) => console.error('[walletdock]', error) : undefined;
  // The other tabs of the origin, opened by mount (browser work starts there).
  let tabs: TabChannel | undefined;
  const actions: ConnectionActions = createConnectionActions({
    gate,
    tabs: { post: (message) => tabs?.post(message) },
    lockName: STORAGE_PREFIX,
    store: connection,
    connectors,
    adapters,
    storage,
    events,
    log,
    policy: {
      enableNetworkSwitch: options.enableNetworkSwitch ?? true,
      allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    },
    onUnsupportedChange(unsupported) {
      const onView = ui.stores.router.getState().view === 'UnsupportedChain';
      if (unsupported && !onView) void ui.modal.open({ view: 'UnsupportedChain' });
      else if (!unsupported && onView && ui.stores.modal.getState().open) ui.modal.close({ force: true });
    },
  });
  const stops = Object.values(adapters).map((adapter) => actions.listen(adapter));

  const activeAddress = (namespace?: ChainNamespace) => {
    const ns = namespace ?? connection.getState().activeNamespace;
    const chain = ns ? connection.getState().chains[ns] : undefined;
    return { ns, chain, address: chain?.accountState.address };
  };

  // The flow is reached only through this import(): a module that the package root also reaches
  // statically would be put in every app's initial chunk by esbuild's code splitting.
  const siwxFlow = createStore<SiwxFlow | undefined>(undefined);
  let siwxLoading: Promise<SiwxFlow> | undefined;
  const loadSiwx = () =>
    (siwxLoading ??= import('../siwx/attach').then(({ attachSiwx }) => {
      const flow = attachSiwx(dock);
      siwxFlow.setState(flow);
      return flow;
    }));

  // zod and the storage schemas load here, on mount or the first action, never with the first
  // chunk: the restore the first render showed is parsed before the startup sync or any action
  // uses it, and a namespace the schemas do not confirm is reset like a failed reconnect.
  let checking: Promise<void> | undefined;
  const checkRestored = () =>
    (checking ??= Promise.all([storage.load(), import('../connection/saved-state-check')]).then(
      ([, { checkRestore }]) => {
        const accountTypes = options.defaultAccountTypes;
        for (const ns of checkRestore({ store: connection, networks, storage, backend: rawBackend, accountTypes }))
          actions.reset(ns);
      },
      (error: unknown) => {
        checking = undefined; // a chunk that failed to load is fetched again by the next call
        throw error;
      },
    ));
  const afterCheck =
    <P extends unknown[], R>(action: (...parameters: P) => Promise<R>) =>
    async (...parameters: P): Promise<R> => {
      await checkRestored();
      return action(...parameters);
    };

  let mounted: Promise<void> | undefined;
  const mount = () =>
    (mounted ??= (async () => {
      tabs = openTabChannel(`${STORAGE_PREFIX}session`, (message) => {
        actions.followTab(message).catch((error: unknown) => log?.(error));
      });
      const listed = connectorGate((message) => console.warn(message));
      const all = () => listed(Object.values(adapters).flatMap((a) => a.getConnectors()));
      for (const adapter of Object.values(adapters)) {
        adapter.mount?.();
        stops.push(adapter.on('connectorsChanged', () => connectors.setState(all())));
      }
      connectors.setState(all());
      // With nothing saved and no session shown (a server-rendered one included) there is nothing to check: a first
      // visit loads zod and the schemas on intent (the modal opening, the first action), not with the page.
      const shows = Object.values(connection.getState().chains).some(
        (c) => c && (c.accountState.address || c.accountState.status !== 'disconnected'),
      );
      if (shows || hasKeptValues(rawBackend)) {
        await checkRestored();
        // Warm start: an email session restores from its frame, so the frame starts loading now, with the sign-in
        // code and the wallet clients' own restore, not once their reconnect reaches it (only after a login used
        // here, as checked storage says: embedded-wallet.ts mount).
        dock.embedded?.mount();
      }
      // Sign-in code loads only for hosts that configure it. Attaching before the startup sync
      // lets a restored connection without a stored session open SIWXSignMessage like a new one.
      if (signInConfigured(options)) await loadSiwx();
      await actions.syncRestored();
      ui.stores.modal.setState((s) => ({ ...s, initialized: true }));
      resolveReady();
    })());

  const remoteOptions = {
    projectId: options.projectId,
    featuredWalletIds: options.featuredWalletIds,
    includeWalletIds: options.includeWalletIds,
    excludeWalletIds: options.excludeWalletIds,
    chains: () => networks.map((n) => n.caipNetworkId),
    analytics: features.getState().analytics,
    baseUrl: options.api?.directoryUrl,
    analyticsUrl: options.api?.analyticsUrl,
    fetch: options.api?.fetch,
    address: () => activeAddress().address,
  };
  const directory = lazyWalletDirectory(remoteOptions);
  const sink = analyticsSink(remoteOptions, directory);
  if (sink) stops.push(events.addSink(sink));
  events.track('MODAL_CREATED');

  const dock: WalletDock = {
    id: randomId(),
    directory,
    options,
    get features() {
      return features.getState();
    },
    setFeatures(next: RuntimeFeatures) {
      features.setState((s) => ({ ...s, ...pickRuntime(next) }));
      warnFeatures();
    },
    connectGate: { setAgreed: connectGate.setAgreed },
    networks,
    storage,
    events,
    adapters,
    wagmiConfig: (adapters.eip155 as { wagmiConfig?: Config } | undefined)?.wagmiConfig,
    stores: {
      connection,
      connectors,
      toast: toast.store,
      ...ui.stores,
      siwx: siwxFlow,
      locale: locale.store,
      features,
      connectGate: connectGate.store,
    },
    modal: ui.modal,
    router: ui.router,
    toast: { show: toast.show, loading: toast.loading, success: toast.success, error: toast.error, hide: toast.hide },
    theme: ui.theme,
    locale: { setLocale: locale.setLocale },
    connect: afterCheck(actions.connect),
    disconnect: afterCheck(actions.disconnect),
    switchNetwork: afterCheck(actions.switchNetwork),
    async signMessage({ message, namespace }) {
      await checkRestored();
      const { ns, address } = activeAddress(namespace);
      if (!address) throw new NotFoundError(ErrorMessages.noActiveCaipAddress);
      // Wallet errors arrive in each namespace's own shape; callers get one (4001 = user rejection).
      return gate('signMessage', () => actions.adapterOf(ns).signMessage({ message, address })).catch(
        rethrowNormalised,
      );
    },
    async sendTransaction({ namespace, ...request }) {
      await checkRestored();
      const { ns } = activeAddress(namespace);
      // A hash that comes after the time-out is a transaction the wallet did send: it is reported (WALLET_LATE_ANSWER,
      // with the hash) so a host can tell the visitor before they send it again.
      return gate(
        'sendTransaction',
        () => actions.adapterOf(ns).sendTransaction(request),
        (hash) => events.track('WALLET_LATE_ANSWER', { request: 'sendTransaction', hash, namespace: ns }),
      ).catch(rethrowNormalised);
    },
    getBalance({ address, caipNetworkId }) {
      const network = networks.find((n) => n.caipNetworkId === caipNetworkId);
      if (!network) return Promise.reject(new NotFoundError(ErrorMessages.networkNotFound));
      return actions.adapterOf(network.chainNamespace).getBalance({ address, caipNetwork: network });
    },
    getAdapter: (namespace) => actions.adapterOf(namespace ?? connection.getState().activeNamespace),
    isMobile,
    mount,
    loadSiwx,
    ready,
    destroy() {
      for (const stop of stops.splice(0)) stop();
      tabs?.close();
      tabs = undefined;
      for (const adapter of Object.values(adapters)) adapter.destroy?.();
      dock.embedded?.destroy();
      ui.destroy();
      toast.hide();
    },
  };
  // Attached once the instance exists: it hands the adapters its AUTH connectors (before any restore runs).
  (dock as { embedded?: WalletDock['embedded'] }).embedded = options.embeddedWallet?.(dock as never);

  // A switch that cannot take effect says so, once per instance: the checkbox without a URL to agree to, the collapsed
  // list without an email or social login to show in its place.
  const warned = new Set<string>();
  const warnOnce = (message: string) => !warned.has(message) && (warned.add(message), console.warn(message));
  function warnFeatures() {
    const { legalCheckbox, collapseWallets, email } = features.getState();
    if (legalCheckbox && !options.termsConditionsUrl && !options.privacyPolicyUrl) warnOnce(legalCheckboxWithoutUrl);
    if (collapseWallets && !hasEmbeddedLogin(embeddedMethodFeatures(dock.embedded, email)))
      warnOnce(collapseWithoutEmbeddedLogin);
  }
  warnFeatures();
  return dock;
}

const collapseWithoutEmbeddedLogin =
  '[walletdock] features.collapseWallets does nothing without an email or social login (the embeddedWallet option): the wallet list stays';

// Only the switches read live are taken; a key from untyped code that is not one of them is left out.
function pickRuntime(next: RuntimeFeatures): RuntimeFeatures {
  const picked: { -readonly [K in keyof RuntimeFeatures]: boolean } = {};
  if (typeof next.legalCheckbox === 'boolean') picked.legalCheckbox = next.legalCheckbox;
  if (typeof next.collapseWallets === 'boolean') picked.collapseWallets = next.collapseWallets;
  return picked;
}

function rethrowNormalised(error: unknown): never {
  throw toWalletDockError(error);
}

function randomId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(8));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}
