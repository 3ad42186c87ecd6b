/** The Swap view's default (English) texts, loaded with the view; a host's `messages` override them. */
import { useMessagesWith, type Messages, type SwapMessageKey } from '../../messages';
import { accountMessages } from '../Account/messages';

/** The defaults of the Swap keys. */
export const swapMessages = {
  swapFromLabel: 'You pay',
  swapToLabel: 'You receive',
  swapTokenLabel: 'Token',
  swapAmountLabel: 'Amount',
  swapBalance: 'Balance: {amount}',
  swapFlip: 'Switch tokens',
  swapRate: 'Rate',
  swapFee: 'Pool fee',
  swapImpact: 'Price impact',
  swapMinimum: 'Minimum received',
  swapSlippage: 'Slippage tolerance',
  swapQuoting: 'Getting a quote…',
  swapApprove: 'Approve {symbol}',
  swapApproving: 'Approve in your wallet…',
  swapButton: 'Swap',
  swapSwapping: 'Confirm the swap in your wallet…',
  swapDone: 'Swapped {from} for {to}',
  swapApproved: '{symbol} approved',
  swapLoadingTokens: 'Loading tokens…',
} as const satisfies Record<SwapMessageKey, string>;

// The Balance line says "Updating…" in the Tokens rows' words (a host's override of balanceUpdating applies to both).
const defaults = { ...swapMessages, balanceUpdating: accountMessages.balanceUpdating };

/** The message table with the Swap defaults (and the Tokens rows' "Updating…") under the host's overrides. */
export function useSwapMessages(): Messages {
  return useMessagesWith(defaults);
}
