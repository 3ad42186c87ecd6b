// What the frame does for each request of the protocol. Every handler gets parsed parameters and returns the
// request's result (checked again when the reply is built); a throw becomes the request's error reply.
import type { FrameRequestParams, FrameRequestResult, FrameRequestType, FrameUser } from '../../../core/embedded/messages';
import { EmbeddedWalletAlerts } from '../../../core/model/errors';
import { replies, type FrameConfigReply } from '../api-schemas';
import { isNotSafeMethod } from '../../../core/embedded/rpc-methods';
import { ApiError, type FrameApi } from './api';
import { FarcasterSignIn } from './farcaster';
import type { ApprovalView, Approvals } from './approve';
import { eip155Request } from './rpc-eip155';
import { solanaRequest } from './rpc-solana';
import { RpcError, type RpcContext } from './rpc-common';
import type { FrameSession } from './session';
import { socialLogin } from './social';
import { applyTheme } from './theme';

/** One handler per request type. */
export type Handlers = { [T in FrameRequestType]: (params: FrameRequestParams<T>) => Promise<FrameRequestResult<T>> };

/** What the handlers work with. */
export interface HandlerDeps {
  config: FrameConfigReply;
  api: FrameApi;
  session: FrameSession;
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
export function createHandlers(deps: HandlerDeps): { handlers: Handlers; user(): FrameUser | null } {
  const { config, session } = deps;
  const chains = config.chains;
  const first = (ns: string) => chains.find((c) => c.id.startsWith(`${ns}:`))?.id;
  const current = { eip155: first('eip155'), solana: first('solana'), active: first('eip155') ?? chains[0]!.id };
  let dapp: { name: string } | undefined;
  const farcaster = new FarcasterSignIn(deps.api, deps.hostOrigin);

  const setChain = (chainId: string) => {
    if (!chains.some((c) => c.id === chainId)) throw new Error(EmbeddedWalletAlerts.SWITCH_NETWORK_NOT_FOUND);
    current[chainId.startsWith('solana:') ? 'solana' : 'eip155'] = chainId;
    current.active = chainId;
  };

  const user = (): FrameUser | null => {
    const keys = session.keys;
    const u = session.user;
    if (!keys || !u) return null;
    const solana = current.active.startsWith('solana:');
    return {
      email: u.email,
      address: solana ? keys.solana.address : keys.eip155.address,
      chainId: current.active,
      accounts: [
        { namespace: 'eip155', address: keys.eip155.address, type: 'eoa' },
        { namespace: 'solana', address: keys.solana.address, type: 'eoa' },
      ],
      userName: u.userName,
      preferredAccountType: 'eoa',
      socialProvider: (u.socialProvider as FrameUser['socialProvider']) ?? null,
    };
  };
  const signedIn = async (): Promise<FrameUser> => {
    await deps.restored;
    const u = user();
    if (!u) throw new Error(NOT_SIGNED_IN);
    return u;
  };

  const rpc: RpcContext = {
    get keys() {
      return session.keys;
    },
    chains,
    switchChain: (id) => {
      setChain(id);
      deps.notify();
    },
    approve: (view) => {
      const full: ApprovalView = { ...view, origin: deps.hostOrigin, appName: dapp?.name };
      return deps.approvals.ask(full);
    },
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
      await signedIn();
      if (preferredAccountType === 'smartAccount') throw new Error(SMART_ACCOUNTS_OFF);
      if (chainId) setChain(chainId);
      return signedIn();
    },
    SWITCH_NETWORK: async ({ chainId }) => {
      setChain(chainId);
      if (user()) deps.notify();
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
      const namespace = chainId.startsWith('solana:') ? 'solana' : 'eip155';
      if (session.connected && isNotSafeMethod(namespace, method)) {
        await session.assertAlive().catch((error: unknown) => {
          throw error instanceof ApiError && error.status === 401 ? new RpcError(error.message, 4100) : error;
        });
      }
      const run = namespace === 'solana' ? solanaRequest : eip155Request;
      return { result: await run(rpc, chain, method, params) };
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
    SYNC_DAPP_DATA: async ({ metadata }) => {
      dapp = metadata ? { name: metadata.name } : undefined;
      return {};
    },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: async () => ({ smartAccountEnabledNetworks: config.smartAccountNetworks }),
    INIT_SMART_ACCOUNT: async () => {
      throw new Error(SMART_ACCOUNTS_OFF);
    },
    SET_PREFERRED_ACCOUNT: async ({ type }) => {
      const u = await signedIn();
      if (type === 'smartAccount') throw new Error(SMART_ACCOUNTS_OFF);
      return { type, address: u.address };
    },
    RELOAD: async () => {
      setTimeout(() => location.reload(), 50);
      return {};
    },
  };
  return { handlers, user };
}
