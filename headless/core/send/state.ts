// The send form's state and its reducer: what the person picked and typed, nothing derived. Fees,
// balances and name resolution are queries beside it; the rules in rules.ts read both.
import { isCaipAddress, parseCaipAddress } from '../model/caip';
import type { TokenBalance } from '../model/token-balance';

/**
 * The send form: the token (a token-balance entry; no `address` for the native coin), the amount as
 * typed, the receiver as typed (an address or a name) with the profile of whom it resolves to, the
 * USD value of the network's balances, and whether a send is in flight.
 */
export interface SendState {
  token: TokenBalance | undefined;
  sendTokenAmount: string;
  receiverAddress: string;
  receiverProfileName: string | undefined;
  receiverProfileImageUrl: string | undefined;
  networkBalanceInUSD: number | undefined;
  loading: boolean;
}

/** What changes the send form. */
export type SendAction =
  | { type: 'setToken'; token: TokenBalance | undefined }
  | { type: 'setAmount'; amount: string }
  | { type: 'setReceiver'; receiver: string }
  | { type: 'setReceiverProfile'; name: string | undefined; imageUrl: string | undefined }
  | { type: 'setNetworkBalanceInUSD'; value: number | undefined }
  | { type: 'setLoading'; loading: boolean }
  | { type: 'reset' };

/** The empty form. */
export const initialSendState: SendState = {
  token: undefined,
  sendTokenAmount: '',
  receiverAddress: '',
  receiverProfileName: undefined,
  receiverProfileImageUrl: undefined,
  networkBalanceInUSD: undefined,
  loading: false,
};

/**
 * The send form's reducer (React's useReducer, or any store). A new receiver clears the profile of
 * the previous one; reset keeps the network's USD value, which describes the account, not the form.
 */
export function sendReducer(state: SendState, action: SendAction): SendState {
  switch (action.type) {
    case 'setToken':
      return action.token === state.token ? state : { ...state, token: action.token };
    case 'setAmount':
      return { ...state, sendTokenAmount: action.amount };
    case 'setReceiver':
      return action.receiver === state.receiverAddress
        ? state
        : {
            ...state,
            receiverAddress: action.receiver,
            receiverProfileName: undefined,
            receiverProfileImageUrl: undefined,
          };
    case 'setReceiverProfile':
      return { ...state, receiverProfileName: action.name, receiverProfileImageUrl: action.imageUrl };
    case 'setNetworkBalanceInUSD':
      return { ...state, networkBalanceInUSD: action.value };
    case 'setLoading':
      return { ...state, loading: action.loading };
    case 'reset':
      return { ...initialSendState, networkBalanceInUSD: state.networkBalanceInUSD };
    default:
      return state;
  }
}

/** The USD value of a list of balances (entries without a price count as 0). */
export function balancesInUsd(tokens: readonly TokenBalance[]): number {
  return tokens.reduce((sum, t) => sum + (t.value ?? Number(t.quantity.numeric) * t.price), 0);
}

/**
 * Balances as Send takes them: a list from useBalances names each token by its CAIP-10 id (the token balance
 * entry: `eip155:1:0x…`), Send reads and writes the contract by its plain address, as its own list does.
 */
export function sendableTokens(tokens: readonly TokenBalance[]): TokenBalance[] {
  return tokens.map((t) => (isCaipAddress(t.address) ? { ...t, address: parseCaipAddress(t.address).address } : t));
}
