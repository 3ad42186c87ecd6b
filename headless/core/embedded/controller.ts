// The embedded wallet's flows over the frame, loaded on demand (the first email or social login, or a restore when
// one was used on this device before): email (a code, or a new device's emailed link first), social login in a popup,
// email change, the user and its network, sign-out, and the wallet RPC requests of the AUTH connector. A login ends
// by connecting every namespace whose adapter offers the AUTH connector. Theme and app data follow the instance.
import type { EmbeddedDock } from './types';
import type { ChainNamespace } from '../model/caip';
import { EMBEDDED_UNKNOWN_REQUEST_TOAST_MS, IFRAME_SIGN_OUT_MS } from '../model/constants';
import { EmbeddedWalletAlerts, WalletDockError } from '../model/errors';
import { RateLimitedError } from '../model/errors/validation';
import { SwitchNetworkNotFoundError } from '../model/errors/embedded';
import { UnsupportedError } from '../model/errors/sdk';
import * as ErrorMessages from '../model/error-messages';
import { emailLoginGuard } from '../model/validation';
import { SDK_TYPE, SDK_VERSION } from '../api/sdk';
import { createApprovals } from './approval';
import { createFrameManager, type FrameManager } from './manager';
import { dappDataSchema, type FrameUser } from './messages';
import { createFrameRequest } from './protocol';
import { isAllowedMethod, isNotSafeMethod } from './rpc-methods';
import { AUTH_CONNECTOR_ID, type EmbeddedController, type EmbeddedWallet } from './types';
import { syncedTheme } from './sync';
import { followEmbeddedAccount } from './account-sync';

const NAMESPACES = ['eip155', 'solana'] as const;
type EmbeddedNamespace = (typeof NAMESPACES)[number];
const namespaceOf = (chainId: string) => chainId.split(':')[0] as string;

/** Creates the controller of an instance's embedded wallet; `onFailed` runs when its frame could not load. */
export function createEmbeddedController(
  dock: EmbeddedDock,
  wallet: EmbeddedWallet,
  onFailed: () => void,
): EmbeddedController {
  const { store } = wallet;
  const { storage } = dock;
  const set = (patch: Partial<ReturnType<typeof store.getState>>) => store.setState((s) => ({ ...s, ...patch }));
  const toastLater = (message: string) =>
    setTimeout(() => dock.toast.error(message), EMBEDDED_UNKNOWN_REQUEST_TOAST_MS);
  let signingOut: Promise<void> | undefined;
  const seen = <U extends FrameUser | null>(user: U): U => {
    set({ user });
    return user;
  };

  let shown = 0;
  const show = (visible: boolean) => {
    shown = Math.max(0, shown + (visible ? 1 : -1));
    manager.element.setVisible(shown > 0);
    set({ visible: shown > 0 });
  };

  const manager: FrameManager = createFrameManager({
    frameUrl: wallet.options.frameUrl,
    anchor: wallet.anchor,
    onAlert: (_alert, error) => dock.toast.error(error.message),
    onUnknown: () => toastLater(ErrorMessages.anErrorOccurred),
    // A reloaded frame (after a Farcaster sign-in was left) starts without the app's theme and data.
    onReload: () => {
      syncDappData();
      syncTheme();
    },
    onSessionUpdate({ user }) {
      const before = store.getState().user;
      seen(user);
      // The session ended without a sign-out from here (expired, revoked elsewhere): say so once, forget the login.
      if (!user && before && !signingOut) {
        forgetLogin();
        dock.toast.error(EmbeddedWalletAlerts.JWT_TOKEN_NOT_VALID);
      }
    },
  });
  set({ frame: 'loading' });
  manager.ready().then(
    () => {
      set({ frame: 'ready' });
      syncDappData();
      stops.push(dock.stores.theme.subscribe(syncTheme));
      // The frame's screens speak the modal's language, also after setLocale.
      stops.push(dock.stores.locale.subscribe(syncDappData));
      syncTheme();
    },
    () => {
      set({ frame: 'failed', visible: false });
      onFailed();
    },
  );
  const stops: Array<() => void> = [];
  const approvals = createApprovals(dock, show);

  function syncTheme() {
    const { themeMode, themeVariables } = dock.stores.theme.getState();
    manager.request('SYNC_THEME', syncedTheme(themeMode, themeVariables)).catch(() => undefined);
  }
  function syncDappData() {
    const metadata = dock.options.metadata;
    const data = {
      ...(metadata ? { metadata: { ...metadata, icons: [...metadata.icons] } } : {}),
      sdkVersion: SDK_VERSION,
      sdkType: SDK_TYPE,
      ...(dock.options.projectId ? { projectId: dock.options.projectId } : {}),
      ...(wallet.options.paymasterService ? { paymasterService: wallet.options.paymasterService } : {}),
      ...(dock.options.features?.smartSessions ? { smartSessions: true } : {}),
      locale: dock.stores.locale.getState().locale,
    };
    // App data that breaks the frame's limits (a very long name…) is left out rather than failing the wallet.
    const parsed = dappDataSchema.safeParse(data);
    const synced = parsed.success ? parsed.data : { sdkVersion: SDK_VERSION, sdkType: SDK_TYPE, locale: data.locale };
    manager
      .request('SYNC_DAPP_DATA', synced)
      // Frames from before they spoke the app's language refuse any field they do not know: without the locale they
      // still get the app's name, sponsorship and sessions, and show their pages in the browser's language.
      .catch(() => {
        const { locale: _locale, ...older } = synced;
        return manager.request('SYNC_DAPP_DATA', older);
      })
      .catch(() => undefined);
  }

  function forgetLogin() {
    for (const key of ['emailLoginUsed', 'loginEmail', 'connectedSocialProvider', 'connectedSocialUsername'] as const)
      storage.remove(key);
  }

  /** The network a login opens on: the last one used, else the instance's active network of a served namespace. */
  const preferredChain = () => {
    const { activeNamespace, chains: state } = dock.stores.connection.getState();
    const active =
      activeNamespace === 'eip155' || activeNamespace === 'solana'
        ? state[activeNamespace]?.caipNetwork?.caipNetworkId
        : undefined;
    return storage.get('lastUsedChain') ?? active ?? state.eip155?.caipNetwork?.caipNetworkId;
  };

  const getUser = async (chainId?: string): Promise<FrameUser> => {
    try {
      const user = await manager.request('GET_USER', chainId ? { chainId } : {});
      seen(user);
      return user;
    } catch (error) {
      // A network the frame does not serve: the user on the frame's own network.
      if (chainId && (error as Error).message === EmbeddedWalletAlerts.SWITCH_NETWORK_NOT_FOUND) return getUser();
      throw error;
    }
  };

  /** The namespaces whose adapter offers the AUTH connector, the active one last (a connect makes its namespace active). */
  const servedNamespaces = (): ChainNamespace[] => {
    const active = dock.stores.connection.getState().activeNamespace;
    const served = NAMESPACES.filter((ns) =>
      dock.adapters[ns]?.getConnectors().some((c) => c.id === AUTH_CONNECTOR_ID),
    );
    return [...served.filter((ns) => ns !== active), ...served.filter((ns) => ns === active)];
  };

  /** After a login: remember it on this device, and connect every served namespace. */
  const finishLogin = async (user: FrameUser, login: { email?: string; provider?: string }): Promise<FrameUser> => {
    storage.set('emailLoginUsed', true);
    if (login.email) storage.set('loginEmail', login.email);
    if (login.provider) storage.set('connectedSocialProvider', login.provider);
    if (user.userName) storage.set('connectedSocialUsername', user.userName);
    const preferred = preferredChain();
    const current = preferred && preferred !== user.chainId ? await getUser(preferred) : seen(user);
    restoring = Promise.resolve(current);
    const errors: unknown[] = [];
    const namespaces = servedNamespaces();
    for (const namespace of namespaces) {
      await dock.connect({ connectorId: AUTH_CONNECTOR_ID, namespace }).catch((error: unknown) => errors.push(error));
    }
    if (namespaces.length > 0 && errors.length === namespaces.length) throw errors[0];
    set({ email: undefined, socialProvider: undefined });
    return current;
  };

  let lastEmailLoginAt: number | undefined;
  let restoring: Promise<FrameUser | null> | undefined;

  const rpcError = (message: string, rpcCode: number) => new UnsupportedError(message, { rpcCode });

  /**
   * A refusal that carries a time (the frame locks an email after too many wrong codes): remembered, so the code
   * form and "Send a new code" say so and wait, instead of asking again and answering with the 30 s resend pause.
   */
  const noteLock = (email: string | undefined, error: unknown) => {
    if (email && error instanceof WalletDockError && error.retryAfterMs !== undefined) {
      set({ emailLock: { email, until: Date.now() + error.retryAfterMs } });
    }
  };
  const lockOf = (email: string) => {
    const lock = store.getState().emailLock;
    return lock && lock.email === email && lock.until > Date.now() ? lock.until - Date.now() : undefined;
  };

  const controller: EmbeddedController = {
    async connectEmail({ email }) {
      // A locked email is refused for what it is, before the resend pause could answer for it.
      const locked = lockOf(email);
      if (locked !== undefined) throw new RateLimitedError(ErrorMessages.codeLocked(locked), { retryAfterMs: locked });
      const wait = emailLoginGuard(lastEmailLoginAt);
      if (wait) throw new RateLimitedError(wait);
      lastEmailLoginAt = Date.now();
      set({ email });
      const { action } = await manager.request('CONNECT_EMAIL', { email }).catch((error: unknown) => {
        noteLock(email, error);
        throw error;
      });
      if (action === 'CONNECT') await finishLogin(await getUser(), { email });
      return { action };
    },
    async waitForDevice() {
      await manager.request('CONNECT_DEVICE', {});
    },
    async verifyOtp({ otp }) {
      const email = store.getState().email;
      const user = await manager.request('CONNECT_OTP', { otp }).catch((error: unknown) => {
        noteLock(email, error);
        throw error;
      });
      return finishLogin(user, { email: email ?? user.email ?? undefined });
    },
    async connectSocial({ provider }) {
      set({ socialProvider: provider });
      // The frame opens the provider's window; when the browser blocks it, the frame shows a button that opens it.
      show(true);
      try {
        return await finishLogin(await manager.request('CONNECT_SOCIAL', { provider }), { provider });
      } finally {
        show(false);
      }
    },
    async connectFarcaster() {
      set({ socialProvider: 'farcaster', farcasterUrl: undefined });
      try {
        const { url } = await manager.request('GET_FARCASTER_URI', {});
        set({ farcasterUrl: url });
        const user = await manager.request('CONNECT_FARCASTER', {});
        set({ farcasterUrl: undefined });
        return await finishLogin(user, { provider: 'farcaster' });
      } catch (error) {
        set({ farcasterUrl: undefined });
        throw error;
      }
    },
    resetFarcaster() {
      set({ farcasterUrl: undefined, socialProvider: undefined });
      manager.reload();
    },
    async updateEmail({ email }) {
      set({ email });
      return manager.request('UPDATE_EMAIL', { email });
    },
    async updateEmailPrimaryOtp({ otp }) {
      await manager.request('UPDATE_EMAIL_PRIMARY_OTP', { otp });
    },
    async updateEmailSecondaryOtp({ otp }) {
      const { email } = await manager.request('UPDATE_EMAIL_SECONDARY_OTP', { otp });
      storage.set('loginEmail', email);
      const user = store.getState().user;
      set({ email: undefined, ...(user ? { user: { ...user, email } } : {}) });
      return { email };
    },
    getUser: (variables) => getUser(variables?.chainId),
    async setPreferredAccountType(type) {
      await manager.request('SET_PREFERRED_ACCOUNT', { type });
      return getUser();
    },
    async smartAccountEnabledNetworks() {
      return (await manager.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})).smartAccountEnabledNetworks;
    },
    async switchNetwork(chainId) {
      try {
        await manager.request('SWITCH_NETWORK', { chainId });
      } catch (error) {
        if ((error as Error).message === EmbeddedWalletAlerts.SWITCH_NETWORK_NOT_FOUND) {
          dock.toast.error(EmbeddedWalletAlerts.SWITCH_NETWORK_NOT_FOUND);
          throw new SwitchNetworkNotFoundError(EmbeddedWalletAlerts.SWITCH_NETWORK_NOT_FOUND, {
            rpcCode: 4902,
            cause: error,
          });
        }
        throw error;
      }
      storage.set('lastUsedChain', chainId);
    },
    async request(chainId, method, params) {
      const namespace = namespaceOf(chainId);
      if (!isAllowedMethod(namespace, method)) {
        if (dock.options.debug) console.error('[walletdock]', `${ErrorMessages.rpcCallNotAllowed}: ${method}`);
        toastLater(ErrorMessages.actionNotAllowed);
        throw rpcError(ErrorMessages.rpcCallNotAllowed, 4200);
      }
      // Checked before anything is shown: a request the frame would refuse never opens the approval view.
      const request = createFrameRequest('RPC_REQUEST', {
        chainId,
        method,
        ...(params === undefined ? {} : { params }),
      });
      if (!isNotSafeMethod(namespace as EmbeddedNamespace, method)) return (await manager.send(request)).result;
      const end = approvals.begin(method);
      try {
        const { result } = await manager.send(request);
        end('success');
        return result;
      } catch (error) {
        end('cancel');
        throw error;
      }
    },
    restore() {
      return (restoring ??= (async () => {
        if (!storage.get('emailLoginUsed')) return null;
        const { isConnected } = await manager.request('IS_CONNECTED', {});
        if (!isConnected) {
          forgetLogin();
          return seen(null);
        }
        return getUser(preferredChain());
      })());
    },
    signOut() {
      return (signingOut ??= (async () => {
        forgetLogin();
        restoring = Promise.resolve(null);
        // The session ends on the frame's side; the host does not wait for it more than IFRAME_SIGN_OUT_MS.
        await Promise.race([
          manager.request('SIGN_OUT', {}).catch(() => undefined),
          new Promise((resolve) => setTimeout(resolve, IFRAME_SIGN_OUT_MS)),
        ]);
        seen(null);
      })().finally(() => (signingOut = undefined)));
    },
    destroy() {
      for (const stop of stops.splice(0)) stop();
      manager.destroy();
    },
  };
  stops.push(followEmbeddedAccount(dock, wallet));
  // The frame's own network changes (wallet_switchEthereumChain) are remembered like the host's.
  stops.push(
    store.subscribe(() => {
      const chainId = store.getState().user?.chainId;
      if (chainId && chainId !== storage.get('lastUsedChain')) storage.set('lastUsedChain', chainId);
    }),
  );
  return controller;
}
