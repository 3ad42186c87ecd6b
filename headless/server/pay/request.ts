// The payment request parsed before anything is read from the chain: a bad field is a refusal in words, never a throw.
import * as z from 'zod/mini';
import type { Address, Hex } from 'viem';
import { isEvmAddress } from '../../core/namespaces/eip155/address';
import { decimalText } from '../../core/pay/amount';
import * as Messages from './messages';

/** A request whose fields hold; the amount stays text until the asset's decimals are known. */
export interface ParsedPaymentRequest {
  chainId: number;
  txHash: Hex;
  /** Lower-cased, as logs and traces are compared. */
  recipient: Address;
  asset: 'native' | Address;
  /** A plain positive decimal ("5", "0.25"). */
  amount: string;
  confirmations: number;
}

const DECIMAL = /^(\d+\.?\d*|\.\d+)$/;
const address = (message: string) =>
  z.pipe(
    z.string().check(z.refine((text) => isEvmAddress(text, true), { message })),
    z.transform((text) => text.toLowerCase() as Address),
  );
// A number is read as the decimal text Pay reads it as (1e-7 is "0.0000001"), so the amount a host passed to pay()
// verifies as the same amount on its server.
const amount = z
  .pipe(
    z.union([z.string(), z.number()]),
    z.transform((value) => (typeof value === 'number' ? decimalText(value) : value.trim())),
  )
  .check(z.refine((text) => DECIMAL.test(text) && /[1-9]/.test(text), { message: Messages.invalidAmount }));

const schema = z.strictObject({
  chainId: z.pipe(
    z.union([
      z.number().check(z.refine((n) => Number.isSafeInteger(n) && n > 0)),
      z.string().check(z.regex(/^eip155:[1-9]\d{0,15}$/)),
    ]),
    z.transform((value) => (typeof value === 'number' ? value : Number(value.slice('eip155:'.length)))),
  ),
  txHash: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/, Messages.invalidTxHash)),
  recipient: address(Messages.invalidRecipient),
  asset: z.union([z.literal('native'), address(Messages.invalidAsset)]),
  amount,
  confirmations: z.optional(z.number().check(z.refine((n) => Number.isSafeInteger(n) && n >= 1))),
});

const fieldMessages: Record<string, string> = {
  chainId: Messages.invalidChainId,
  txHash: Messages.invalidTxHash,
  recipient: Messages.invalidRecipient,
  asset: Messages.invalidAsset,
  amount: Messages.invalidAmount,
  confirmations: Messages.invalidConfirmations,
};

/** The request, or the words of its first bad field. */
export function parsePaymentRequest(input: unknown): { request: ParsedPaymentRequest } | { error: string } {
  const parsed = schema.safeParse(input);
  if (parsed.success) {
    const { confirmations, txHash, ...rest } = parsed.data;
    return { request: { ...rest, txHash: txHash.toLowerCase() as Hex, confirmations: confirmations ?? 1 } };
  }
  const issue = parsed.error.issues[0];
  if (issue?.code === 'unrecognized_keys') return { error: Messages.unknownField(issue.keys[0] ?? '') };
  const field = String(issue?.path[0] ?? '');
  return {
    error:
      fieldMessages[field] ??
      'Invalid payment request: expected an object with chainId, txHash, recipient, asset and amount',
  };
}
