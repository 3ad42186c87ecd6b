// Reply shapes that several namespaces' wallets share over WalletConnect: a signature, a Bitcoin txid. A wallet reply
// is a boundary, so each is parsed before it is used.
import * as z from 'zod/mini';

/** `{ signature }`: solana, bip122 and polkadot wallets answer a signing request with it. */
export const signatureReplySchema = z.object({ signature: z.string().check(z.minLength(1)) });
/** `{ txid }`: bip122 wallets answer sendTransfer with it. */
export const txidReplySchema = z.object({ txid: z.string().check(z.minLength(1)) });
