// Whether the host's paymaster pays the network fee of a payment from the connected account. The wallet frame makes
// that decision (its app's `paymasterService`, synced from embeddedWallet's option, applied to every send and batch of
// the smart account) and says where it can apply one through wallet_getCapabilities' `paymasterService`; this reads
// that answer instead of deciding again. A sponsored account pays no fee: its funds are checked without one and no
// fee is estimated or set on the transaction (the frame's user operation carries the paymaster's).
import { AUTH_CONNECTOR_ID, type EmbeddedDock } from '../embedded/types';
import { eip155ChainNumber } from '../model/caip';
import type { Payment } from './options';

/**
 * True when `payment` is paid by the embedded wallet's smart account, the host set embeddedWallet's
 * `paymasterService`, and the wallet applies a paymaster on the payment's network (its capabilities say so).
 */
export async function paysSponsored(dock: EmbeddedDock, payment: Payment): Promise<boolean> {
  if (!dock.embedded?.options.paymasterService) return false;
  // Smart accounts are the frame's on the networks it has them (eip155): the account type says it, not the namespace.
  const chain = dock.stores.connection.getState().chains[payment.namespace];
  if (chain?.connectorId !== AUTH_CONNECTOR_ID || chain.accountState.preferredAccountType !== 'smartAccount') {
    return false;
  }
  const { getCallsCapabilities } = await import('../calls/calls');
  // A wallet that cannot say is not counted on: the account pays (and its funds are checked for the fee).
  const capabilities = await getCallsCapabilities(dock, {
    chainId: eip155ChainNumber(payment.caipNetwork.caipNetworkId),
  }).catch(() => null);
  const paymaster = capabilities?.paymasterService as { supported?: unknown } | undefined;
  return paymaster?.supported === true;
}
