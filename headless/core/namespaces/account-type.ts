// The type an account is used as when the wallet offers several (an owner key and its smart account, a Bitcoin
// payment and ordinals address). Listed apart from the registry, as the address rules are: connecting reads it at
// start-up, and the registry's definitions (with their on-demand parts) stay out of an app's first chunks.
import type { ChainNamespace } from '../model/caip';
import type { AccountType } from '../model/constants';

const DEFAULTS: Readonly<Record<ChainNamespace, AccountType>> = {
  eip155: 'smartAccount',
  solana: 'eoa',
  bip122: 'payment',
  polkadot: 'eoa',
  cosmos: 'eoa',
};

/** The host's `defaultAccountTypes` for the namespace, else the namespace's default (eip155 smartAccount, bip122 payment, others eoa). */
export function defaultAccountType(
  namespace: ChainNamespace,
  overrides?: Partial<Record<ChainNamespace, AccountType>>,
): AccountType {
  return overrides?.[namespace] ?? DEFAULTS[namespace] ?? 'eoa';
}
