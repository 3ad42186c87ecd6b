/**
 * Mutation options of the connection actions (wagmi's pattern: action -> `xMutationOptions` ->
 * thin hook). Framework-free plain objects: a hook passes them to `useMutation`, and a host can pass
 * them to its own `useMutation` or `queryClient.getMutationCache()` matching by key.
 */
import type { CaipNetworkId, ChainNamespace } from '../model/caip';
import type { AdapterConnection } from '../adapters/types';
import type { SendTransactionRequest } from '../model/transfer';
import type { ConnectionDock } from './connection-dock';
import type { ConnectParameters } from './connection';

/** connect({ connectorId, namespace?, caipNetworkId? }): resolves with the new connection. */
export function connectMutationOptions(dock: ConnectionDock) {
  return {
    mutationKey: ['walletdock', 'connect'] as const,
    mutationFn: (variables: ConnectParameters): Promise<AdapterConnection> => dock.connect(variables),
  };
}

/** Variables of disconnect: a namespace (plus those sharing its connector), or all. */
// biome-ignore lint/suspicious/noConfusingVoidType: void lets `disconnect()` be called with no argument, as TanStack's mutate types it
export type DisconnectVariables = { namespace?: ChainNamespace | undefined } | void;

/** disconnect({ namespace? }). */
export function disconnectMutationOptions(dock: ConnectionDock) {
  return {
    mutationKey: ['walletdock', 'disconnect'] as const,
    mutationFn: (variables: DisconnectVariables): Promise<void> => dock.disconnect(variables ?? {}),
  };
}

/** Variables of switchNetwork. */
export interface SwitchNetworkVariables {
  caipNetworkId: CaipNetworkId;
  namespace?: ChainNamespace | undefined;
}

/** switchNetwork({ caipNetworkId }). */
export function switchNetworkMutationOptions(dock: ConnectionDock) {
  return {
    mutationKey: ['walletdock', 'switchNetwork'] as const,
    mutationFn: (variables: SwitchNetworkVariables): Promise<void> => dock.switchNetwork(variables),
  };
}

/** Variables of signMessage: the text to sign, with the active account of `namespace` (default: the active one). */
export interface SignMessageVariables {
  message: string;
  namespace?: ChainNamespace | undefined;
}

/**
 * signMessage({ message, namespace? }): resolves with the wallet's signature as its namespace writes
 * it (eip155: 0x hex; solana: base58 of the 64-byte ed25519 signature; bip122: base64 BIP-322).
 */
export function signMessageMutationOptions(dock: ConnectionDock) {
  return {
    mutationKey: ['walletdock', 'signMessage'] as const,
    mutationFn: (variables: SignMessageVariables): Promise<string> => dock.signMessage(variables),
  };
}

/** Variables of sendTransaction: a transfer or call from the active account of `namespace`. */
export type SendTransactionVariables = SendTransactionRequest & { namespace?: ChainNamespace | undefined };

/** sendTransaction({ to, value?, data?, caipNetworkId?, namespace? }): resolves with the transaction hash (solana: signature). */
export function sendTransactionMutationOptions(dock: ConnectionDock) {
  return {
    mutationKey: ['walletdock', 'sendTransaction'] as const,
    mutationFn: (variables: SendTransactionVariables): Promise<string> => dock.sendTransaction(variables),
  };
}
