/** The Pay views' default (English) texts, loaded with the views; a host's `messages` override them. */
import { useMessagesWith, type Messages, type PayMessageKey } from '../../messages';

/** The defaults of the Pay keys (the titles are AppKit Pay's). */
export const payMessages = {
  payTitle: 'How you pay',
  payQuoteTitle: 'Payment Quote',
  payLoadingTitle: 'Processing payment...',
  payAmountOn: 'on {network}',
  payWithWallet: 'Pay with wallet',
  payWithNamed: 'Pay with {wallet}',
  payToken: 'Pay with',
  payBalance: 'Balance: {amount}',
  payNetworkFee: 'Network fee',
  payTotal: 'Order total',
  payExchanges: 'or pay from an exchange',
  payButton: 'Pay',
  paySwitchNetwork: 'Switch to {network}',
  payQuoting: 'Getting the quote…',
  payStepCheck: 'Checking the payment',
  payStepSign: 'Confirm in your wallet',
  payStepExchange: 'Complete the payment on {exchange}',
  payOpenExchange: 'Open {exchange}',
  payStepConfirm: 'Waiting for the network',
  payDone: 'Payment complete',
  payFailed: 'Payment failed',
  payClose: 'Done',
  payOtherTokens: 'or pay with another token',
  paySwapFee: 'Swap fee',
  payFeeInWallet: 'Shown in your wallet',
  payFeeSponsored: 'Sponsored',
  payApproveAndPay: 'Approve and pay',
  payStepApprove: 'Approve {token}',
  payStepSwap: 'Swap {from} for {to}',
  payStepTransfer: 'Send {amount}',
} as const satisfies Record<PayMessageKey, string>;

/** The message table with the Pay defaults under the host's overrides. */
export function usePayMessages(): Messages {
  return useMessagesWith(payMessages);
}

/** A Pay view's title in the dialog's header (it loads with the Pay chunk). */
export function PayTitle({ messageKey }: { messageKey: 'payTitle' | 'payQuoteTitle' | 'payLoadingTitle' }): string {
  return usePayMessages()[messageKey];
}
