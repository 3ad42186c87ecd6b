// The account a data hook reads: the address and CAIP-2 network it was given, else the active account of its
// namespace on that account's network. Shared by the account-data and swap hooks.
import type { AccountState } from '../../core/connection/account';
import type { AccountDataParameters } from '../../core/account-data/query';
import type { CaipNetworkId } from '../../core/model/caip';
import { useAccount } from './useAccount';
import type { NamespaceParameter } from '../types';

const selectCaipAddress = (a: AccountState) => a.caipAddress;

/** The address and network a hook reads: the ones given, else the active account of `namespace` on its network. */
export function useAccountTarget(parameters: AccountDataParameters & NamespaceParameter): AccountDataParameters {
  const active = useAccount({ namespace: parameters.namespace, select: selectCaipAddress });
  const [ns, ref, address] = active?.split(':') ?? [];
  return {
    address: parameters.address ?? address,
    caipNetworkId: parameters.caipNetworkId ?? (ns && ref ? (`${ns}:${ref}` as CaipNetworkId) : undefined),
  };
}
