// Paying with another token the wallet holds (loaded when Pay prices it): the tokens the blockchain API's convert
// routes can swap into the payment's asset, each priced so the recipient receives exactly `amount`, and the calls
// that pay it (approve, swap, transfer), built from Swap's own quote and call building.
//
// Why exact-in with a check, not exact-out: the convert routes (walletdock's API and the hosted one) quote and build
// only swaps of an exact input. So the input is searched for whose quote covers `amount` plus the slippage margin,
// the swap is built to give at least `amount` (less, and it reverts: in a batch nothing at all happens), and the
// transfer sends exactly `amount`, after a check of the balance when the calls go one by one. What the swap gives
// beyond `amount` stays with the payer.
import { encodeFunctionData, erc20Abi, type Address } from 'viem';
import type { DockCore } from '../instance/dock-core';
import { SWAP_SLIPPAGE } from '../model/constants';
import { UnableToGetQuoteError } from '../model/errors/pay';
import { httpStatusOf } from '../api/http';
import { servesOn } from '../namespaces/capabilities';
import { sendContext } from '../send/context';
import { swapTokenOptions } from '../swap/rules';
import { checkFunds } from '../send/rules';
import { InvalidInputError } from '../model/errors/validation';
import { payingAccount } from './direct';
import type { SwapTokenOption } from '../swap/types';
import type { Call } from '../calls/types';
import type { Payment } from './options';
import type { PayConversion } from './state';

/** Basis points of the slippage arithmetic, as Swap's. */
const BPS = 10_000n;
/** Quotes asked per token at most while searching the input that covers the amount. */
const MAX_QUOTES = 5;

/** The API's id (CAIP-10) of the payment's asset. */
function assetIdOf(payment: Payment): string {
  return `${payment.caipNetwork.caipNetworkId}:${payment.token ?? '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'}`;
}

/** The contract of a token of the API's list (its CAIP-10 id's address), undefined for the native coin. */
const tokenAddressOf = (option: SwapTokenOption) => (option.native ? undefined : option.address.split(':')[2]);

const sameToken = (option: SwapTokenOption, payment: Payment) =>
  payment.token === undefined
    ? option.native
    : !option.native && option.address.toLowerCase() === assetIdOf(payment).toLowerCase();

/**
 * The output a swap must be built for so that, less `slippage` percent, it still is at least `amount` (rounded up):
 * the swap's minimum is then `amount` or more.
 */
export function coveringOutput(amount: bigint, slippage: number): bigint {
  const kept = BPS - BigInt(Math.round(slippage * 100));
  return (amount * BPS + kept - 1n) / kept;
}

/**
 * The conversions that can pay `payment` from the connected eip155 account now: each token of the API's list it holds
 * (other than the asset) whose price for the amount it can afford, cheapest search first. None on a namespace the
 * registry does not serve swaps on, without an account on the payment's network, or where swaps do not run;
 * UNABLE_TO_GET_QUOTE when the API cannot be reached.
 */
export async function listConversions(dock: DockCore, payment: Payment): Promise<PayConversion[]> {
  if (!servesOn(payment.namespace, 'swaps')) return [];
  const context = sendContext(dock, 'eip155');
  const { caipNetwork } = payment;
  if (!context || context.caipNetwork.caipNetworkId !== caipNetwork.caipNetworkId) return [];
  const swap = await import('../swap/swap');
  const replies = await swap.fetchSwapTokens(dock, { caipNetworkId: caipNetwork.caipNetworkId }).catch(unreachable);
  if (replies === undefined) return [];
  const options = swapTokenOptions(replies, undefined);
  const asset = options.find((o) => sameToken(o, payment));
  if (!asset) return [];
  const { transferClientOf } = await import('../send/send');
  const client = await transferClientOf(dock, 'eip155');
  const held = await Promise.all(
    options
      .filter((o) => o !== asset)
      .map(async (o) => ({
        ...o,
        balance: await client.balance({
          owner: context.from,
          token: tokenAddressOf(o),
          caipNetwork,
        }),
      })),
  );
  const { getCallsCapabilities } = await import('../calls/calls');
  const { isAtomic } = await import('../calls/route');
  const atomic = isAtomic((await getCallsCapabilities(dock).catch(() => null)) ?? undefined);
  const conversions: PayConversion[] = [];
  for (const token of held) {
    if (!token.balance) continue;
    const conversion = await priceConversion(dock, payment, context.from, token, asset, atomic).catch(
      (error: unknown) => {
        // A token without a route to the asset is not offered; an API that stops answering is the quote's failure.
        if (httpStatusOf(error) === 400 || (error as { code?: unknown })?.code === 'NOT_FOUND') return undefined;
        throw new UnableToGetQuoteError(undefined, { cause: error });
      },
    );
    if (conversion && conversion.fromAmount <= token.balance) conversions.push(conversion);
  }
  return conversions;
}

/** No tokens where swaps do not run or no API is configured; an API that cannot be reached is UNABLE_TO_GET_QUOTE. */
function unreachable(error: unknown): undefined {
  const code = (error as { code?: unknown })?.code;
  if (code === 'UNSUPPORTED' || code === 'NOT_CONFIGURED') return undefined;
  throw new UnableToGetQuoteError(undefined, { cause: error });
}

/**
 * Prices paying `payment` with `from`: the input whose quote gives at least the covering output. First a guess from
 * the quote the other way round (short of it by the pools' fees both ways), then scaled up until it covers, at most
 * MAX_QUOTES quotes.
 */
async function priceConversion(
  dock: DockCore,
  payment: Payment,
  address: string,
  from: SwapTokenOption,
  to: SwapTokenOption,
  atomic: boolean,
): Promise<PayConversion> {
  const { fetchSwapQuote } = await import('../swap/swap');
  const slippage = SWAP_SLIPPAGE;
  const want = coveringOutput(payment.amount, slippage);
  const caipNetworkId = payment.caipNetwork.caipNetworkId;
  const quote = (amount: bigint, a: SwapTokenOption, b: SwapTokenOption) =>
    fetchSwapQuote(dock, { caipNetworkId, address, from: a, to: b, amount, slippage });
  let guess = (await quote(want, to, from)).toAmount;
  for (let asked = 1; asked < MAX_QUOTES; asked++) {
    if (guess <= 0n) break;
    const q = await quote(guess, from, to);
    if (q.toAmount >= want) {
      return {
        token: from,
        fromAmount: q.fromAmount,
        poolFee: q.fee,
        toAmount: q.toAmount,
        minimumReceived: (want * (BPS - BigInt(Math.round(slippage * 100)))) / BPS,
        slippage,
        needsApproval: q.needsApproval,
        atomic,
      };
    }
    // The pools give less per unit the more goes in: a little above the proportional input.
    guess = (guess * want) / (q.toAmount > 0n ? q.toAmount : 1n) + guess / 1000n + 1n;
  }
  throw new UnableToGetQuoteError();
}

/**
 * Checks that `conversion` can pay now, asking the wallet nothing: the paying account (connected, on the payment's
 * network) holds what the swap takes (INVALID_INPUT with Send's words).
 */
export async function checkConversion(
  dock: DockCore,
  payment: Payment,
  conversion: PayConversion,
): Promise<{ from: string }> {
  const { from } = payingAccount(dock, payment);
  const { token } = conversion;
  const { transferClientOf } = await import('../send/send');
  const client = await transferClientOf(dock, payment.namespace);
  const { caipNetwork } = payment;
  const [balance, nativeBalance] = await Promise.all([
    client.balance({ owner: from, token: tokenAddressOf(token), caipNetwork }),
    client.balance({ owner: from, caipNetwork }),
  ]);
  const error = checkFunds({
    amount: conversion.fromAmount,
    balance,
    nativeBalance,
    fee: { value: 0n },
    native: token.native,
    symbol: token.symbol,
    nativeCurrency: caipNetwork.nativeCurrency,
  });
  if (error) throw new InvalidInputError(error);
  return { from };
}

/** The calls that pay with `conversion`: the approval when still needed, the swap, the transfer of exactly `amount`. */
export async function conversionCalls(
  dock: DockCore,
  payment: Payment,
  address: string,
  conversion: PayConversion,
  options: { estimate: boolean },
): Promise<{ approval: Call | undefined; swap: Call & { gas?: bigint | undefined }; transfer: Call }> {
  const { buildSwapCalls, fetchSwapTokens } = await import('../swap/swap');
  const caipNetworkId = payment.caipNetwork.caipNetworkId;
  const to = swapTokenOptions(await fetchSwapTokens(dock, { caipNetworkId }), undefined).find((o) =>
    sameToken(o, payment),
  );
  if (!to) throw new UnableToGetQuoteError();
  const { approval, swap } = await buildSwapCalls(dock, {
    caipNetworkId,
    address,
    from: conversion.token,
    to,
    amount: conversion.fromAmount,
    toAmount: coveringOutput(payment.amount, conversion.slippage),
    slippage: conversion.slippage,
    estimate: options.estimate,
  });
  const recipient = payment.recipient as Address;
  const transfer: Call =
    payment.token === undefined
      ? { to: recipient, value: payment.amount }
      : {
          to: payment.token as Address,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, payment.amount] }),
          value: 0n,
        };
  return { approval, swap, transfer };
}
