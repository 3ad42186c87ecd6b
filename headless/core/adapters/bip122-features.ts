// The wallet-standard bitcoin features as wallets expose them (Exodus' bitcoin wallet standard, used by
// Xverse, Leather and Phantom), typed here because no maintained package ships them, plus zod schemas
// for their replies: a wallet reply is a boundary.
import type { IdentifierString, WalletAccount } from '@wallet-standard/base';
import * as z from 'zod/mini';
import type { BitcoinAddressPurpose } from '../namespaces/bip122/networks';
import { bytesSchema } from './wallet-standard';

/** Feature names. */
export const BitcoinConnect = 'bitcoin:connect';
/** Sign a message; segwit/taproot wallets sign BIP-322 "simple". */
export const BitcoinSignMessage = 'bitcoin:signMessage';
/** Sign a PSBT and return it. */
export const BitcoinSignTransaction = 'bitcoin:signTransaction';
/** Sign a PSBT, finalise and broadcast it. */
export const BitcoinSignAndSendTransaction = 'bitcoin:signAndSendTransaction';

/** Input of `bitcoin:connect`: which address purposes the app wants. */
export interface BitcoinConnectInput {
  readonly purposes?: readonly BitcoinAddressPurpose[];
}

/** Input of `bitcoin:signMessage`. */
export interface BitcoinSignMessageInput {
  readonly account: WalletAccount;
  readonly message: Uint8Array;
}

/** An input of a PSBT and the account that signs it. */
export interface BitcoinInputToSign {
  readonly account: WalletAccount;
  readonly signingIndexes: readonly number[];
  readonly sigHash?: 'ALL' | 'NONE' | 'SINGLE' | 'ALL|ANYONECANPAY' | 'NONE|ANYONECANPAY' | 'SINGLE|ANYONECANPAY';
}

/** Input of `bitcoin:signTransaction` and `bitcoin:signAndSendTransaction`. */
export interface BitcoinSignPsbtInput {
  readonly psbt: Uint8Array;
  readonly inputsToSign: readonly BitcoinInputToSign[];
  readonly chain?: IdentifierString;
}

/** The bitcoin feature record (all optional but connect). */
export interface BitcoinFeatures {
  readonly [BitcoinConnect]: { readonly version: string; connect(input?: BitcoinConnectInput): Promise<unknown> };
  readonly [BitcoinSignMessage]?: {
    readonly version: string;
    signMessage(...inputs: BitcoinSignMessageInput[]): Promise<unknown>;
  };
  readonly [BitcoinSignTransaction]?: {
    readonly version: string;
    signTransaction(...inputs: BitcoinSignPsbtInput[]): Promise<unknown>;
  };
  readonly [BitcoinSignAndSendTransaction]?: {
    readonly version: string;
    signAndSendTransaction(...inputs: BitcoinSignPsbtInput[]): Promise<unknown>;
  };
}

const bytes = bytesSchema;

/** Reply of `bitcoin:signMessage` (one output per input). */
export const bitcoinSignMessageOutputSchema = z
  .array(z.object({ signedMessage: z.optional(bytes), signature: bytes }))
  .check(z.minLength(1));

/** Reply of `bitcoin:signTransaction`. */
export const bitcoinSignTransactionOutputSchema = z.array(z.object({ signedPsbt: bytes })).check(z.minLength(1));

/** Reply of `bitcoin:signAndSendTransaction`: the broadcast txid (64 hex). */
export const bitcoinSignAndSendOutputSchema = z
  .array(z.object({ txId: z.string().check(z.regex(/^[0-9a-fA-F]{64}$/)) }))
  .check(z.minLength(1));
