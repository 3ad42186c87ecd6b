// The type an account is used as when the wallet offers several (an owner key and its smart account, a Bitcoin
// payment and ordinals address): the namespace's default, unless the host's `defaultAccountTypes` names another.
import type { ChainNamespace } from './caip';
import { DEFAULT_ACCOUNT_TYPES, type AccountType } from './constants';

/** The default account type of a namespace: bip122 payment, eip155 smartAccount, others eoa. */
export function defaultAccountType(
  namespace: ChainNamespace,
  overrides?: Partial<Record<ChainNamespace, AccountType>>,
): AccountType {
  return overrides?.[namespace] ?? DEFAULT_ACCOUNT_TYPES[namespace] ?? 'eoa';
}
