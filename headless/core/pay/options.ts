// What a host asks to be paid, in AppKit Pay's shape (PayOptions), and its parsing into a Payment: the shape checked
// with zod, then each field against the rules a transfer would meet, so a payment that cannot work fails with its code
// before any view opens and before the wallet is asked.
import * as z from 'zod/mini';
import type { CaipNetworkId, ChainNamespace } from '../model/caip';
import type { CaipNetwork } from '../model/network';
import {
  AssetNotSupportedError,
  InvalidAmountError,
  InvalidAssetError,
  InvalidPaymentConfigError,
  InvalidRecipientError,
} from '../model/errors/pay';
import { parseTokenAmount } from '../model/parse-amount';
import { sendsOn } from '../namespaces/capabilities';
import { receiverKind } from '../send/rules';
import * as PayMessages from './messages';
import { decimalText } from './amount';

/** The token asked for: its network, its address ('native' for the coin) and how it is shown. */
export interface PaymentAsset {
  /** The CAIP-2 network id, e.g. 'eip155:33322'. */
  network: CaipNetworkId;
  /** The token's contract (eip155) or mint (solana), or 'native' for the network's coin. */
  asset: string;
  metadata: { name: string; symbol: string; decimals: number; logoURI?: string | undefined };
}

/** Which exchanges Pay lists (ids of PayExchangeProvider). */
export interface PayWithExchangeOptions {
  includeOnly?: readonly string[] | undefined;
  exclude?: readonly string[] | undefined;
}

/** Options of pay() and openPay(): AppKit Pay's names. */
export interface PayOptions {
  paymentAsset: PaymentAsset;
  /** Who is paid: an address of the asset's network. */
  recipient: string;
  /** How much, in whole units of the asset (5 is five tokens); more than 0, at most the asset's decimals. */
  amount: number;
  /** Where the page goes after the payment (a full URL each). */
  redirectUrl?: { success: string; failure: string } | undefined;
  payWithExchange?: PayWithExchangeOptions | undefined;
}

/** A payment as the routes carry it: the options checked, the network resolved, the amount in base units. */
export interface Payment {
  options: PayOptions;
  caipNetwork: CaipNetwork;
  namespace: ChainNamespace;
  /** The token's address, or undefined for the native coin. */
  token: string | undefined;
  recipient: string;
  /** The amount as decimal text (what the visitor reads) and in base units (what is sent). */
  amountText: string;
  amount: bigint;
  /** Same options, same key: how a reload or a second call finds the payment already under way. */
  key: string;
}

const url = z.string().check(z.url());
const payOptionsSchema = z.object({
  paymentAsset: z.object({
    network: z.string().check(z.minLength(1)),
    asset: z.string().check(z.minLength(1)),
    metadata: z.object({
      name: z.string(),
      symbol: z.string().check(z.minLength(1)),
      decimals: z.int().check(z.nonnegative(), z.lte(36)),
      logoURI: z.optional(z.string()),
    }),
  }),
  recipient: z.string(),
  amount: z.unknown(),
  redirectUrl: z.optional(z.object({ success: url, failure: url })),
  payWithExchange: z.optional(
    z.object({ includeOnly: z.optional(z.array(z.string())), exclude: z.optional(z.array(z.string())) }),
  ),
});

/** The first issue zod found, as "paymentAsset.metadata.decimals: …". */
function firstIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'options'}: ${issue.message}` : '';
}

/**
 * Checks `input` and resolves it against the instance's networks. Throws, in this order: INVALID_PAYMENT_CONFIG
 * (a missing or mistyped field, a network the instance was not given), ASSET_NOT_SUPPORTED (a namespace no route
 * pays on), INVALID_ASSET, INVALID_AMOUNT (not a finite number, 0 or less, more decimals than the asset has),
 * INVALID_RECIPIENT.
 */
export function parsePayOptions(input: unknown, networks: readonly CaipNetwork[]): Payment {
  const parsed = payOptionsSchema.safeParse(input);
  if (!parsed.success) {
    throw new InvalidPaymentConfigError(PayMessages.invalidConfigWith(firstIssue(parsed.error)), {
      cause: parsed.error,
    });
  }
  const options = input as PayOptions;
  const { paymentAsset, recipient } = parsed.data;
  const caipNetwork = networks.find((n) => n.caipNetworkId === paymentAsset.network);
  if (!caipNetwork) throw new InvalidPaymentConfigError(PayMessages.unknownNetwork(paymentAsset.network));
  const namespace = caipNetwork.chainNamespace;
  if (!sendsOn(namespace)) {
    throw new AssetNotSupportedError(PayMessages.namespaceNotPayable(namespace), {
      caipNetworkId: caipNetwork.caipNetworkId,
    });
  }
  const native = paymentAsset.asset === 'native';
  // A token is named by its address on the network (an ERC-20 contract, an SPL mint): the namespace's address rule.
  const tokenOk = receiverKind(paymentAsset.asset, namespace) === 'address';
  if (!native && !tokenOk) throw new InvalidAssetError(undefined, { asset: paymentAsset.asset });
  const decimals = paymentAsset.metadata.decimals;
  if (native && decimals !== caipNetwork.nativeCurrency.decimals) {
    throw new InvalidAssetError(PayMessages.nativeDecimals(caipNetwork.nativeCurrency.decimals, decimals), {
      asset: paymentAsset.asset,
    });
  }
  const amount = checkedAmount(parsed.data.amount, decimals, paymentAsset.metadata.symbol);
  if (receiverKind(recipient, namespace) !== 'address') throw new InvalidRecipientError(undefined, { recipient });
  return {
    options,
    caipNetwork,
    namespace,
    token: native ? undefined : paymentAsset.asset,
    recipient,
    amountText: amount.text,
    amount: amount.value,
    key: [caipNetwork.caipNetworkId, paymentAsset.asset.toLowerCase(), recipient.toLowerCase(), amount.value].join('|'),
  };
}

function checkedAmount(amount: unknown, decimals: number, symbol: string): { text: string; value: bigint } {
  const refuse = (message: string) => new InvalidAmountError(message, { amount });
  if (typeof amount !== 'number' || !Number.isFinite(amount)) throw refuse(PayMessages.amountNotNumber);
  if (amount <= 0) throw refuse(PayMessages.amountNotPositive);
  const text = decimalText(amount);
  if ((text.split('.')[1] ?? '').length > decimals) throw refuse(PayMessages.amountTooManyDecimals(symbol, decimals));
  const value = parseTokenAmount(text, decimals);
  if (value === undefined || value <= 0n) throw refuse(PayMessages.amountNotPositive);
  return { text, value };
}
