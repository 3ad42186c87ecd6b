/** The Buy panel's default (English) texts, loaded with the panel; a host's `messages` override them. */
import { useMessagesWith, type Messages, type OnrampMessageKey } from '../../messages';

/** The defaults of the Buy keys. */
export const onrampMessages = {
  onrampAmount: 'Amount',
  onrampCurrency: 'Currency',
  onrampMethod: 'Payment method',
  onrampMethodCard: 'Card',
  onrampMethodBank: 'Bank transfer (ACH)',
  onrampLimits: '{min}–{max} {currency}',
  onrampAsset: 'Crypto to buy',
  onrampAssetOn: '{symbol} on {network}',
  onrampProviders: 'Providers',
  onrampFee: '{min}–{max}% fee',
  onrampYouGet: 'You get {amount}',
  onrampPriceAtProvider: 'Price shown by the provider',
  onrampContinue: 'Continue',
  onrampOpening: 'Opening…',
  onrampWindowOpen: 'Finish the purchase in the {provider} window. Your balance updates here as the coins arrive.',
  onrampNoProviders: 'No provider is available for this app',
  onrampBelow: 'The minimum is {min} {currency}',
  onrampAbove: 'The maximum is {max} {currency}',
  onrampInvalid: 'Enter an amount with at most two decimals',
  onrampUnsupported: 'This payment method is not offered in this currency',
} as const satisfies Record<OnrampMessageKey, string>;

/** The message table with the Buy defaults under the host's overrides. */
export function useOnrampMessages(): Messages {
  return useMessagesWith(onrampMessages);
}
