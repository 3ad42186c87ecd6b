/**
 * The texts of the optional panels (Send, Receive; Swap's title, its other texts load with its view), the names views' title and Buy's title and entry (Buy's own texts load with it). They load with
 * the first view that shows one (Account, a panel), not with the dialog, so a visitor who only connects never downloads
 * them; a host overrides them through the modal's `messages` like any other entry.
 */
import { useMessagesWith } from '../messages';

/** The default (English) texts of the panels. */
export const panelMessages = {
  sendTitle: 'Send',
  receiveTitle: 'Receive',
  swapTitle: 'Swap',
  sendAction: 'Send',
  receiveAction: 'Receive',
  tokenLabel: 'Token',
  tokenSearch: 'Search tokens',
  tokenNoMatch: 'No token matches',
  amountLabel: 'Amount',
  maxLabel: 'Max',
  balanceOf: 'Balance: {amount}',
  amountWorth: '≈ {usd}',
  receiverLabel: 'To',
  receiverPlaceholder: 'Address or ENS name',
  resolvingName: 'Resolving name…',
  resolvedTo: 'Resolves to {address}',
  review: 'Review',
  reviewTitle: 'You send',
  networkFee: 'Network fee',
  estimatingFee: 'Estimating fee…',
  confirmSend: 'Send',
  confirmInWallet: 'Confirm in your wallet…',
  back: 'Back',
  sentTitle: 'Sent',
  sentBody: '{amount} sent to {receiver}',
  viewOnExplorer: 'View on explorer',
  done: 'Done',
  receiveHint: 'Send only assets of the networks below to this address',
  receiveQrLabel: 'QR code of your payment request',
  receiveNetworks: 'Networks',
  receiveTokens: 'Tokens',
  registerNameTitle: 'Account Name',
  onrampTitle: 'Buy',
  buyAction: 'Buy',
  swapAction: 'Swap',
} as const;

/** Keys of the panels' texts. */
export type PanelMessageKey = keyof typeof panelMessages;
/** The panels' texts. */
export type PanelMessages = Record<PanelMessageKey, string>;

/** The panels' texts with the host's overrides (passed in the modal's `messages`). */
export function usePanelMessages(): PanelMessages {
  return useMessagesWith(panelMessages);
}

/** A panel's title in the dialog's header (the registry loads it with the panel, not with the dialog). */
export function PanelTitle({ messageKey }: { messageKey: PanelMessageKey }): string {
  return usePanelMessages()[messageKey];
}
