// A send from start to receipt (loaded on first use: it carries wagmi's write actions and viem's
// node-error rules, which a page that never sends should not download): the active account and network, the receiver (an address, or a name
// resolved through ENS), the chain's balances and fee checked, the wallet asked, the receipt awaited,
// the SEND_* events tracked. The chain work itself is a TransferClient per namespace.
import type { DockCore } from '../instance/dock-core';
import { sendContext, type ResolvedReceiver, type SendContext, type SendResult, type SendVariables } from './context';
import type { TransferClient, TransferFee } from '../model/transfer';
import type { ChainNamespace } from '../model/caip';
import { RECEIPT_TIMEOUT_MS } from '../model/constants';
import { isUserRejection, toWalletDockError, WalletDockError } from '../model/errors';
import { InvalidAddressError, InvalidInputError } from '../model/errors/validation';
import { NotFoundError, UnsupportedError } from '../model/errors/sdk';
import * as ErrorMessages from '../model/error-messages';
import * as SendErrorMessages from './messages';
import * as TransferMessages from '../model/transfer-messages';
import { toNodeError } from '../model/node-errors';
import { assertTransactionFees } from '../model/validation';
import { hasEnsResolver } from '../namespaces/eip155/transfers';
import { explorerTxUrl } from '../namespaces/explorer';
import { NAMESPACES } from '../namespaces/registry';
import { sendsOn } from '../namespaces/capabilities';
import { amountInBaseUnits, checkFunds, receiverKind, validateSend } from './rules';
import { forgetCachedBalances } from '../account-data/balance-discovery';
import { readAfterReceipt } from '../account-data/floor';

export { readErc20Metadata } from '../namespaces/eip155/transfers';

/** The namespace's TransferClient, as its definition builds it from the instance (its wagmi config, its adapter). */
export async function transferClientOf(dock: DockCore, namespace: ChainNamespace): Promise<TransferClient> {
  const client = await NAMESPACES[namespace].transfers?.({
    wagmiConfig: dock.wagmiConfig,
    adapter: dock.adapters[namespace],
  });
  if (!client) throw new UnsupportedError(TransferMessages.sendNamespaceUnsupported(namespace));
  return client;
}

/** The receiver's address: an address as typed, or an ENS name resolved on the network ("Error resolving name" otherwise). */
export async function resolveReceiver(
  dock: DockCore,
  context: Pick<SendContext, 'namespace' | 'caipNetwork'>,
  receiver: string,
): Promise<ResolvedReceiver> {
  const text = receiver.trim();
  const kind = receiverKind(text, context.namespace);
  if (kind === 'address') return { address: text };
  if (kind !== 'name')
    throw new InvalidAddressError(
      kind === 'checksum' ? SendErrorMessages.sendReceiverChecksum : TransferMessages.sendReceiverInvalid,
    );
  const config = dock.wagmiConfig;
  let address: string | undefined;
  let cause: unknown;
  if (context.namespace === 'eip155' && config && hasEnsResolver(config, context.caipNetwork)) {
    address = await import('./ens')
      .then(({ resolveEnsName }) => resolveEnsName(config, context.caipNetwork, text))
      .catch((error: unknown) => void (cause = error));
  }
  if (!address) throw new NotFoundError(ErrorMessages.errorResolvingName, { cause });
  return { address, name: text };
}

/** The fee of the transfer in the native coin's base units, with what it was priced at. */
export async function estimateSendFee(
  client: TransferClient,
  context: SendContext,
  parameters: { token?: string | undefined; to: string; amount: bigint },
): Promise<TransferFee> {
  return client.estimateFee({
    caipNetwork: context.caipNetwork,
    from: context.from,
    to: parameters.to,
    token: parameters.token,
    amount: parameters.amount,
  });
}

const invalid = (message: string) => new InvalidInputError(message);

/** The catalogue's error for a failed wallet or chain step: a rejection, a named node error, or as it came. */
function sendError(error: unknown): WalletDockError {
  if (error instanceof WalletDockError) return error;
  if (isUserRejection(error)) return toWalletDockError(error);
  return toNodeError(error) ?? toWalletDockError(error);
}

/**
 * Sends `amount` of `token` to `receiver` from the active account and waits for the receipt
 * (RECEIPT_TIMEOUT_MS). Every rule is checked first (form, receiver, balances, and the fee: the quote given in
 * `variables.fee`, which the transfer is then signed with, else a fresh estimate); a failing one rejects with its
 * message (code INVALID_INPUT) and nothing reaches the wallet.
 */
export async function executeSend(dock: DockCore, variables: SendVariables): Promise<SendResult> {
  const namespace = variables.namespace ?? dock.stores.connection.getState().activeNamespace;
  if (namespace && !sendsOn(namespace)) throw invalid(TransferMessages.sendNamespaceUnsupported(namespace));
  const context = sendContext(dock, namespace);
  if (!context) throw new NotFoundError(ErrorMessages.noActiveCaipAddress);
  const { caipNetwork } = context;
  const { token } = variables;
  const formError = validateSend({
    namespace: context.namespace,
    caipNetworkId: caipNetwork.caipNetworkId,
    amount: variables.amount,
    receiverAddress: variables.receiver,
    token,
  });
  if (formError) throw invalid(formError);
  const native = caipNetwork.nativeCurrency;
  const decimals = token.address ? Number(token.quantity.decimals) : native.decimals;
  const amount = amountInBaseUnits(variables.amount, decimals);
  if (amount === undefined) throw invalid(SendErrorMessages.sendAmountNotNumber);
  const receiver = await resolveReceiver(dock, context, variables.receiver);
  const client = await transferClientOf(dock, context.namespace);

  // The fee the person saw is the fee sent: a quote given with the variables is checked and signed as it is.
  const [balance, nativeBalance, fee] = await Promise.all([
    client.balance({ owner: context.from, token: token.address, caipNetwork }),
    token.address ? client.balance({ owner: context.from, caipNetwork }) : undefined,
    variables.fee ??
      estimateSendFee(client, context, { token: token.address, to: receiver.address, amount }).catch(
        (error: unknown) => {
          throw sendError(error);
        },
      ),
  ]);
  const fundsError = checkFunds({
    amount,
    balance,
    nativeBalance: nativeBalance ?? balance,
    fee,
    native: !token.address,
    symbol: token.symbol,
    nativeCurrency: native,
  });
  if (fundsError) throw invalid(fundsError);
  if (context.namespace === 'eip155') assertTransactionFees({ to: receiver.address as `0x${string}`, ...fee });

  const properties = {
    namespace: context.namespace,
    caipNetworkId: caipNetwork.caipNetworkId,
    token: token.symbol,
    amount: variables.amount,
  };
  dock.events.track('SEND_INITIATED', properties);
  try {
    const request = { caipNetwork, from: context.from, to: receiver.address, token: token.address, amount };
    const hash = await client.send(request, fee);
    const { blockNumber } = await client.confirm({ hash, caipNetwork, timeoutMs: RECEIPT_TIMEOUT_MS });
    // The balances fetched next (the rows kept are marked as updating and read again) must come from their
    // sources, not the 30 s cache, and reflect the receipt's block.
    await dock.storage.load();
    if (blockNumber !== undefined)
      readAfterReceipt(dock, { caipNetworkId: caipNetwork.caipNetworkId, address: context.from, blockNumber });
    else forgetCachedBalances(dock, caipNetwork.caipNetworkId, context.from);
    dock.events.track('SEND_SUCCESS', { ...properties, hash });
    return { hash, caipNetworkId: caipNetwork.caipNetworkId, receiver, explorerUrl: explorerTxUrl(caipNetwork, hash) };
  } catch (error) {
    const named = sendError(error);
    dock.events.track('SEND_ERROR', { ...properties, message: named.message, code: named.code });
    throw named;
  }
}
