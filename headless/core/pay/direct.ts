// The direct route: the asset itself from the connected wallet (the native coin, an ERC-20, an SPL token), one
// transfer of exactly `amount` to `recipient`, through the namespace's TransferClient (Send's). Every check a
// visitor could fail runs first, so a prompt only appears for a payment the chain would accept.
import type { DockCore } from '../instance/dock-core';
import { ConnectorChainMismatchError, ConnectorNotConnectedError } from '../model/errors/connector';
import { InvalidInputError } from '../model/errors/validation';
import type { TransferClient, TransferFee, TransferRequest } from '../model/transfer';
import { toWalletDockError } from '../model/errors';
import { toNodeError } from '../model/node-errors';
import { sendContext, type SendContext } from '../send/context';
import { checkFunds } from '../send/rules';
import type { Payment } from './options';
import * as PayMessages from './messages';
import { paysSponsored } from './sponsorship';

/** A direct payment checked and ready for the wallet: the transfer and the fee it is signed with. */
export interface DirectPayment {
  client: TransferClient;
  request: TransferRequest;
  fee: TransferFee;
  /** The wallet's balance of the asset (base units). */
  balance: bigint;
  /** The host's paymaster pays the network fee (sponsorship.ts): `fee` is then nothing, and none is set. */
  sponsored: boolean;
}

/**
 * The account that pays: the connected one of the payment's namespace (CONNECTOR_NOT_CONNECTED without one), on the
 * payment's network (CONNECTOR_CHAIN_MISMATCH: the view offers the switch).
 */
export function payingAccount(dock: DockCore, payment: Payment): SendContext {
  const context = sendContext(dock, payment.namespace);
  if (!context) throw new ConnectorNotConnectedError(PayMessages.notConnected, { namespace: payment.namespace });
  const { caipNetwork } = payment;
  if (context.caipNetwork.caipNetworkId !== caipNetwork.caipNetworkId) {
    throw new ConnectorChainMismatchError(PayMessages.wrongNetwork(caipNetwork.name), {
      caipNetworkId: caipNetwork.caipNetworkId,
      connectorChains: [context.caipNetwork.caipNetworkId],
      namespace: payment.namespace,
    });
  }
  return context;
}

/**
 * Checks that the direct route can pay now, asking the wallet nothing: an account of the payment's namespace is
 * connected (CONNECTOR_NOT_CONNECTED), on the payment's network (CONNECTOR_CHAIN_MISMATCH: the view offers the
 * switch), holding the amount and the fee (INVALID_INPUT with Send's words); the fee is none where the host's
 * paymaster pays it.
 */
export async function checkDirectPayment(dock: DockCore, payment: Payment): Promise<DirectPayment> {
  const context = payingAccount(dock, payment);
  const { caipNetwork } = payment;
  const { transferClientOf } = await import('../send/send');
  const client = await transferClientOf(dock, payment.namespace);
  const request: TransferRequest = {
    caipNetwork,
    from: context.from,
    to: payment.recipient,
    token: payment.token,
    amount: payment.amount,
  };
  const [balance, nativeBalance, sponsored] = await Promise.all([
    client.balance({ owner: context.from, token: payment.token, caipNetwork }),
    payment.token ? client.balance({ owner: context.from, caipNetwork }) : undefined,
    paysSponsored(dock, payment),
  ]);
  const funds = (fee: TransferFee) => {
    const error = checkFunds({
      amount: payment.amount,
      balance,
      nativeBalance: nativeBalance ?? balance,
      fee,
      native: payment.token === undefined,
      symbol: payment.options.paymentAsset.metadata.symbol,
      nativeCurrency: caipNetwork.nativeCurrency,
    });
    if (error) throw new InvalidInputError(error);
  };
  // The amount first: a token transfer above the balance cannot even be estimated (it reverts).
  funds({ value: 0n });
  if (sponsored) return { client, request, fee: { value: 0n }, balance, sponsored };
  const fee = await client.estimateFee(request).catch((error: unknown) => {
    throw toNodeError(error) ?? toWalletDockError(error);
  });
  funds(fee);
  return { client, request, fee, balance, sponsored };
}
