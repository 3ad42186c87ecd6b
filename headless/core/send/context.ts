// Who sends, to whom, and what a send returns: the light part of Send that hooks read on every
// render. The work itself (send.ts) loads when a query or the mutation first runs.
import type { CaipNetwork } from '../model/network';
import type { DockCore } from '../instance/dock-core';
import type { ChainNamespace } from '../model/caip';
import type { TokenBalance } from '../model/token-balance';
import type { TransferFee } from '../model/transfer';

/** Who sends, from where: the active account of a namespace on its network. */
export interface SendContext {
  namespace: ChainNamespace;
  caipNetwork: CaipNetwork;
  from: string;
}

/** The active account and network of `namespace` (default: the active namespace), or undefined. */
export function sendContext(dock: DockCore, namespace?: ChainNamespace): SendContext | undefined {
  const state = dock.stores.connection.getState();
  const ns = namespace ?? state.activeNamespace;
  const chain = ns ? state.chains[ns] : undefined;
  const from = chain?.accountState.address;
  const caipNetwork = chain?.caipNetwork;
  return ns && from && caipNetwork ? { namespace: ns, caipNetwork, from } : undefined;
}

/** A receiver as it will be paid: its address, and the name it was given by, if any. */
export interface ResolvedReceiver {
  address: string;
  name?: string | undefined;
}

/** What a send is given: the token, the amount as typed, the receiver (an address or a name), and the fee quoted. */
export interface SendVariables {
  token: TokenBalance;
  amount: string;
  receiver: string;
  namespace?: ChainNamespace | undefined;
  /**
   * The fee the person saw (the send form's quote, `useSend().fee`): the transfer is signed with its gas and fee caps
   * and the funds are checked against it. Without it the fee is estimated when the send starts.
   */
  fee?: TransferFee | undefined;
}

/** A confirmed send. */
export interface SendResult {
  hash: string;
  caipNetworkId: string;
  receiver: ResolvedReceiver;
  /** The transaction on the network's block explorer, when it has one. */
  explorerUrl: string | undefined;
}
