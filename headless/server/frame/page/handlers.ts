// What the frame does for each request of the protocol. Every handler gets parsed parameters and returns the
// request's result (checked again when the reply is built); a throw becomes the request's error reply.
import type {
  FrameRequestParams,
  FrameRequestResult,
  FrameRequestType,
  FrameUser,
} from '../../../core/embedded/messages';
import { EmbeddedWalletAlerts } from '../../../core/model/errors';
import { replies, type FrameConfigReply, type FrameNetwork } from '../api-schemas';
import { getCallsStatus } from '../../../core/smart-account/calls';
import { ApiError, type FrameApi } from './api';
import { FarcasterSignIn } from './farcaster';
import type { Approvals } from './approve';
import { RpcError } from './rpc/common';
import { createRpcGate } from './rpc/gate';
import type { RpcContext } from './rpc/handler';
import type { FrameSession } from './session';
import { FrameSmartAccounts, type AccountType } from './smart-account';
import { choosePaymaster } from './rpc/sponsorship';
import type { Vault } from './vault';
import { socialLogin } from './social';
import { applyTheme } from './theme';
import { setFrameLocale } from './i18n/language';

/** One handler per request type. */
export type Handlers = { [T in FrameRequestType]: (params: FrameRequestParams<T>) => Promise<FrameRequestResult<T>> };

/** What the handlers work with. */
export interface HandlerDeps {
  config: FrameConfigReply;
  api: FrameApi;
  session: FrameSession;
  vault: Vault;
  approvals: Approvals;
  root: HTMLElement;
  /** The app's origin, verified by the frame. */
  hostOrigin: string;
  /** Resolves once a kept session was restored (or found dead). */
  restored: Promise<void>;
  /** Tells the app the user changed. */
  notify(): void;
}

const NOT_SIGNED_IN = 'Not signed in';
const SMART_ACCOUNTS_OFF = 'Smart accounts are not enabled on this network';
const FARCASTER_OFF = 'Farcaster sign-in is not configured on this wallet';

/** The frame's chain state and its handlers. */
export function createHandlers(deps: HandlerDeps): { handlers: Handlers; user(): Promise<FrameUser | null> } {
  const { config, session } = deps;
  const smart = new FrameSmartAccounts(config, deps.vault);
  const chains = config.chains;
  const first = (ns: string) => chains.find((c) => c.id.startsWith(`${ns}:`))?.id;
  const current = { eip155: first('eip155'), solana: first('solana'), active: first('eip155') ?? chains[0]!.id };
  // What the app said of itself (SYNC_DAPP_DATA): its name for the approval screen, its gas sponsorship and whether
  // it uses smart sessions.
  let dapp: { name?: string; paymasterService?: { url: string }; smartSessions?: boolean } = {};
  const farcaster = new FarcasterSignIn(deps.api, deps.hostOrigin);

  const setChain = (chainId: string) => {
    if (!chains.some((c) => c.id === chainId)) throw new Error(EmbeddedWalletAlerts.SWITCH_NETWORK_NOT_FOUND);
    current[chainId.startsWith('solana:') ? 'solana' : 'eip155'] = chainId;
    current.active = chainId;
  };

  const chainOf = (chainId: string) => chains.find((c) => c.id === chainId)!;
  const user = async (): Promise<FrameUser | null> => {
    const keys = session.keys;
    const u = session.user;
    if (!keys || !u) {
      smart.forget(); // every end of a session tells the app (SESSION_UPDATE), which reads the user here
      return null;
    }
    const solana = current.active.startsWith('solana:');
    // The eip155 network's smart account (when it has smart accounts) and the type the user acts as there.
    const eip155 = current.eip155 && smart.enabled(current.eip155) ? current.eip155 : undefined;
    const sa = eip155 ? await smart.get(keys, chainOf(eip155)) : undefined;
    // The type of the user's eip155 account (solana has only its eoa), whichever namespace is active.
    const type: AccountType = sa ? await smart.preferred(u.id, eip155!) : 'eoa';
    return {
      email: u.email,
      address: solana ? keys.solana.address : type === 'smartAccount' ? sa!.account.address : keys.eip155.address,
      chainId: current.active,
      accounts: [
        { namespace: 'eip155', address: keys.eip155.address, type: 'eoa' },
        ...(sa ? [{ namespace: 'eip155' as const, address: sa.account.address, type: 'smartAccount' as const }] : []),
        { namespace: 'solana', address: keys.solana.address, type: 'eoa' },
      ],
      userName: u.userName,
      preferredAccountType: type,
      ...(sa ? { smartAccountDeployed: sa.deployed } : {}),
      socialProvider: (u.socialProvider as FrameUser['socialProvider']) ?? null,
    };
  };
  const signedIn = async (): Promise<FrameUser> => {
    await deps.restored;
    const u = await user();
    if (!u) throw new Error(NOT_SIGNED_IN);
    return u;
  };
  /** The smart account on `chain`, when the network has smart accounts and someone is signed in. */
  const smartAccountOn = async (chain: FrameNetwork) =>
    session.keys && smart.enabled(chain.id) ? smart.get(session.keys, chain) : undefined;

  // The RPC's view of the user (addresses, no keys) for its handlers, and the signers only its gate gets.
  const ctx: RpcContext = {
    chains,
    account: async (chain) => {
      const keys = session.keys;
      if (!keys || !session.user) return undefined;
      if (chain.id.startsWith('solana:')) return { type: 'eoa', address: keys.solana.address };
      if (smart.enabled(chain.id) && (await smart.preferred(session.user.id, chain.id)) === 'smartAccount') {
        const sa = await smart.get(keys, chain);
        return { type: 'smartAccount', address: sa.account.address, deployed: sa.deployed };
      }
      return { type: 'eoa', address: keys.eip155.address };
    },
    switchChain: (id) => {
      setChain(id);
      deps.notify();
    },
    callsStatus: async (chain, id) => {
      const sa = await smartAccountOn(chain);
      return sa ? getCallsStatus(sa.context, id) : undefined;
    },
    smartAccountChanged: async (chain) => {
      if (session.keys) await smart.get(session.keys, chain, true);
      deps.notify();
    },
    paymaster: (chain, requested) =>
      choosePaymaster({ apiUrl: config.blockchainApiUrl, chain, requested, appDefault: dapp.paymasterService }),
    sponsorship: Boolean(config.blockchainApiUrl),
    smartSessions: () => (dapp.smartSessions === true && config.blockchainApiUrl ? config.blockchainApiUrl : undefined),
  };
  const rpc = createRpcGate({
    ctx,
    signers: { eip155: () => session.keys?.eip155, solana: () => session.keys?.solana, smartAccount: smartAccountOn },
    approve: (view) => deps.approvals.ask({ ...view, origin: deps.hostOrigin, appName: dapp.name }),
    assertAlive: () =>
      session.assertAlive().catch((error: unknown) => {
        throw error instanceof ApiError && error.status === 401 ? new RpcError(error.message, 4100) : error;
      }),
  });

  /** Makes `type` the user's account type (kept on this device) and tells the app their address changed. */
  const setPreferred = async (u: FrameUser, type: AccountType): Promise<FrameUser> => {
    const eip155 = current.eip155 && smart.enabled(current.eip155) ? current.eip155 : undefined;
    if (type === 'smartAccount' && !eip155) throw new Error(SMART_ACCOUNTS_OFF);
    if (!eip155 || type === (await smart.preferred(session.user!.id, eip155))) return u;
    await smart.setPreferred(session.user!.id, type);
    deps.notify();
    return signedIn();
  };

  const handlers: Handlers = {
    CONNECT_EMAIL: async ({ email }) => ({ action: await session.startEmail(email) }),
    CONNECT_DEVICE: async () => {
      await session.waitForDevice();
      return {};
    },
    CONNECT_OTP: async ({ otp }) => {
      await session.verifyOtp(otp);
      return signedIn();
    },
    CONNECT_SOCIAL: async ({ provider }) => {
      await session.login(await socialLogin(deps.api, deps.root, provider, deps.hostOrigin));
      return signedIn();
    },
    GET_FARCASTER_URI: async () => {
      if (!config.farcaster) throw new Error(FARCASTER_OFF);
      return farcaster.uri();
    },
    CONNECT_FARCASTER: async () => {
      if (!config.farcaster) throw new Error(FARCASTER_OFF);
      await session.login(await farcaster.connect());
      return signedIn();
    },
    GET_USER: async ({ chainId, preferredAccountType }) => {
      const u = await signedIn();
      if (chainId) setChain(chainId);
      if (preferredAccountType) await setPreferred(u, preferredAccountType);
      return signedIn();
    },
    SWITCH_NETWORK: async ({ chainId }) => {
      setChain(chainId);
      if (session.connected) deps.notify();
      return { chainId };
    },
    SIGN_OUT: async () => {
      await session.signOut();
      return {};
    },
    IS_CONNECTED: async () => {
      await deps.restored;
      return { isConnected: session.connected };
    },
    GET_CHAIN_ID: async () => ({ chainId: current.active }),
    RPC_REQUEST: async ({ chainId, method, params }) => {
      await deps.restored;
      const chain = chains.find((c) => c.id === chainId);
      if (!chain) throw new Error(EmbeddedWalletAlerts.SWITCH_NETWORK_NOT_FOUND);
      return { result: await rpc(chain, method, params) };
    },
    UPDATE_EMAIL: async ({ email }) => {
      await signedIn();
      return deps.api.call('/api/email/update', replies.updateEmail, { email });
    },
    UPDATE_EMAIL_PRIMARY_OTP: async ({ otp }) => {
      await signedIn();
      await deps.api.call('/api/email/update/primary', replies.empty, { otp });
      return {};
    },
    UPDATE_EMAIL_SECONDARY_OTP: async ({ otp }) => {
      await signedIn();
      const { email } = await deps.api.call('/api/email/update/secondary', replies.updatedEmail, { otp });
      if (session.user) session.user = { ...session.user, email };
      deps.notify();
      return { email };
    },
    SYNC_THEME: async (theme) => {
      applyTheme(theme);
      return {};
    },
    SYNC_DAPP_DATA: async ({ metadata, paymasterService, smartSessions, locale }) => {
      dapp = {
        ...(metadata ? { name: metadata.name } : {}),
        ...(paymasterService ? { paymasterService } : {}),
        ...(smartSessions ? { smartSessions } : {}),
      };
      // The app's language for the frame's own screens; an approval shown meanwhile waits for its texts.
      if (locale) void setFrameLocale(locale);
      return {};
    },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: async () => ({ smartAccountEnabledNetworks: smart.networks() }),
    INIT_SMART_ACCOUNT: async () => {
      await signedIn();
      const sa = current.eip155 ? await smartAccountOn(chainOf(current.eip155)) : undefined;
      if (!sa) throw new Error(SMART_ACCOUNTS_OFF);
      const { account, deployed } = await smart.get(session.keys!, chainOf(current.eip155!), true);
      return { address: account.address, isDeployed: deployed };
    },
    SET_PREFERRED_ACCOUNT: async ({ type }) => {
      const u = await setPreferred(await signedIn(), type);
      const account = u.accounts.find((a) => a.namespace === 'eip155' && a.type === type);
      return { type, address: account?.address ?? u.address };
    },
    RELOAD: async () => {
      setTimeout(() => location.reload(), 50);
      return {};
    },
  };
  return { handlers, user };
}
