/** Mutation options of the connection actions, for useMutation (framework-free). */
import type { CaipNetworkId, ChainNamespace } from '../model/caip';
import type { WalletDock } from './client';
import type { ConnectParameters } from './connection';
import type { SendTransactionRequest } from '../adapters/types';

/** connect({ connectorId, namespace?, caipNetworkId? }). */
export function connectMutationOptions(dock: WalletDock) {
  return {
    mutationKey: ['walletdock', 'connect'] as const,
    mutationFn: (variables: ConnectParameters) => dock.connect(variables),
  };
}

/** Variables of disconnect: a namespace (plus those sharing its connector), or all. */
export type DisconnectVariables = { namespace?: ChainNamespace | undefined } | void;

/** disconnect({ namespace? }). */
export function disconnectMutationOptions(dock: WalletDock) {
  return {
    mutationKey: ['walletdock', 'disconnect'] as const,
    mutationFn: (variables: DisconnectVariables) => dock.disconnect(variables ?? {}),
  };
}

/** Variables of switchNetwork. */
export interface SwitchNetworkVariables {
  caipNetworkId: CaipNetworkId;
  namespace?: ChainNamespace;
}

/** switchNetwork({ caipNetworkId }). */
export function switchNetworkMutationOptions(dock: WalletDock) {
  return {
    mutationKey: ['walletdock', 'switchNetwork'] as const,
    mutationFn: (variables: SwitchNetworkVariables) => dock.switchNetwork(variables),
  };
}

/** signMessage({ message, namespace? }) with the active account. */
export function signMessageMutationOptions(dock: WalletDock) {
  return {
    mutationKey: ['walletdock', 'signMessage'] as const,
    mutationFn: (variables: { message: string; namespace?: ChainNamespace }) => dock.signMessage(variables),
  };
}

/** sendTransaction({ to, value?, data? }) from the active account. */
export function sendTransactionMutationOptions(dock: WalletDock) {
  return {
    mutationKey: ['walletdock', 'sendTransaction'] as const,
    mutationFn: (variables: SendTransactionRequest & { namespace?: ChainNamespace }) => dock.sendTransaction(variables),
  };
}
