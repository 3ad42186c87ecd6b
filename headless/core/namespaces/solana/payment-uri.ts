// Solana Pay transfer requests: `solana:<address>`, a token as `spl-token=<mint>`.
import type { PaymentUriRequest } from '../types';

/** The Solana Pay URI of a request. */
export function solanaPayUri({ address, token }: PaymentUriRequest): string {
  return token ? `solana:${address}?spl-token=${token}` : `solana:${address}`;
}
