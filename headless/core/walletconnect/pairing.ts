// Pairing connection state and its rules (a pairing URI expires after 4 minutes) as a pure reducer: every
// transition is a function of state, action and the time the caller passes in, so the rules are testable without timers.
import { WC_PAIRING_REFRESH_MS, WC_PAIRING_TTL_MS } from '../model/constants';

/** Pairing status: disconnected -> connecting -> connected. */
export type PairingStatus = 'disconnected' | 'connecting' | 'connected';

/** The deep link a mobile wallet was opened with (kept after connect for later requests). */
export interface WcLinking {
  /** Wallet name shown to the user. */
  name: string;
  /** The wallet's native scheme or universal link base (without the `wc?uri=` part). */
  href: string;
}

/** The wallet chosen on the pairing screen (saved to recent wallets after a connect). */
export interface WcRecentWallet {
  id: string;
  name: string;
  imageUrl?: string;
}

/** One live WalletConnect session as the pairing state lists it. */
export interface WcConnection {
  topic: string;
  /** CAIP-10 accounts granted by the wallet, every namespace. */
  accounts: string[];
  walletName?: string;
}

/** Pairing connection state. Expiry is an epoch time in ms. */
export interface PairingState {
  status: PairingStatus;
  wcUri: string | undefined;
  wcPairingExpiry: number | undefined;
  wcLinking: WcLinking | undefined;
  recentWallet: WcRecentWallet | undefined;
  wcError: boolean;
  buffering: boolean;
  connections: WcConnection[];
}

/** Transitions of the pairing state. `now` is passed in so expiry stays a pure computation. */
export type PairingAction =
  | { type: 'connecting' }
  | { type: 'uri'; uri: string; now: number }
  | { type: 'linking'; linking: WcLinking | undefined }
  | { type: 'recentWallet'; wallet: WcRecentWallet | undefined }
  | { type: 'buffering'; buffering: boolean }
  | { type: 'error' }
  | { type: 'connected'; connection: WcConnection }
  | { type: 'disconnected'; topic?: string }
  | { type: 'reset' };

/** The state before any pairing. */
export const initialPairingState: PairingState = {
  status: 'disconnected',
  wcUri: undefined,
  wcPairingExpiry: undefined,
  wcLinking: undefined,
  recentWallet: undefined,
  wcError: false,
  buffering: false,
  connections: [],
};

/** Expiry of a pairing created at `now`: a new pairing lasts 4 minutes. */
export function pairingExpiryFrom(now: number): number {
  return now + WC_PAIRING_TTL_MS;
}

/** A pairing is expired when 10 s or less remain (or none was ever set). */
export function isPairingExpired(expiry: number | undefined, now: number): boolean {
  return expiry === undefined || expiry - now <= WC_PAIRING_REFRESH_MS;
}

/** Milliseconds until the pairing counts as expired (0 when it already is). */
export function msUntilPairingExpired(expiry: number | undefined, now: number): number {
  return expiry === undefined ? 0 : Math.max(0, expiry - WC_PAIRING_REFRESH_MS - now);
}

/**
 * Start a pairing before the user picks a wallet: on a phone, where picking one opens its deep link, and the link
 * must open inside that tap (browsers refuse a tab opened after an await), so its URI has to exist already.
 */
export function shouldPrefetchPairing(context: {
  isMobile: boolean;
  walletConnect: boolean;
  status: PairingStatus;
}): boolean {
  return context.isMobile && context.walletConnect && context.status === 'disconnected';
}

/** CONNECT_SUCCESS `method`: mobile when a deep link was used, otherwise the QR code. */
export function connectMethod(state: Pick<PairingState, 'wcLinking'>): 'mobile' | 'qrcode' {
  return state.wcLinking ? 'mobile' : 'qrcode';
}

/** Applies one pairing transition. */
export function pairingReducer(state: PairingState, action: PairingAction): PairingState {
  switch (action.type) {
    case 'connecting':
      return { ...state, status: 'connecting', wcError: false };
    case 'uri':
      return {
        ...state,
        status: 'connecting',
        wcUri: action.uri,
        wcPairingExpiry: pairingExpiryFrom(action.now),
        wcError: false,
      };
    case 'linking':
      return { ...state, wcLinking: action.linking };
    case 'recentWallet':
      return { ...state, recentWallet: action.wallet };
    case 'buffering':
      return { ...state, buffering: action.buffering };
    case 'error':
      return { ...state, wcError: true, buffering: false };
    case 'connected': {
      const others = state.connections.filter((c) => c.topic !== action.connection.topic);
      // The URI was single-use: once a session exists it must not be shown again.
      return {
        ...state,
        status: 'connected',
        wcUri: undefined,
        wcPairingExpiry: undefined,
        wcError: false,
        buffering: false,
        connections: [...others, action.connection],
      };
    }
    case 'disconnected': {
      const connections = action.topic === undefined ? [] : state.connections.filter((c) => c.topic !== action.topic);
      return connections.length
        ? { ...state, connections }
        : { ...pairingReducer(state, { type: 'reset' }), connections };
    }
    case 'reset':
      // Back to the state before any pairing; the list of connections outlives a reset.
      return { ...initialPairingState, connections: state.connections };
  }
}
