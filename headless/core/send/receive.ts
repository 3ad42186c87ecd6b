// Receive: the active address as a payment request that wallets understand, written by its namespace's definition
// (EIP-681 on eip155, Solana Pay on solana), and that request as QR data.
import type { CaipNetwork } from '../model/network';
import { UnsupportedError } from '../model/errors/sdk';
import * as TransferMessages from '../model/transfer-messages';
import { namespaceDefinition, receivesOn } from '../namespaces/capabilities';

/** What a payment request asks for: an address on a network, optionally a token of it. */
export interface PaymentRequest {
  address: string;
  caipNetwork: Pick<CaipNetwork, 'chainNamespace' | 'id'>;
  /** The token's contract (eip155) or mint (solana); absent for the native coin. */
  token?: string | undefined;
}

/**
 * The payment URI of a request: EIP-681 for eip155 (checksummed addresses, the chain id after `@`),
 * Solana Pay for solana. Other namespaces have none here ("Sending is not supported on …").
 *
 * @example
 * ```ts
 * paymentUri({ address: '0xf39F…2266', caipNetwork: { chainNamespace: 'eip155', id: 1 } });
 * // 'ethereum:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266@1'
 * ```
 */
export function paymentUri(request: PaymentRequest): string {
  const { address, caipNetwork, token } = request;
  const write = namespaceDefinition(caipNetwork.chainNamespace)?.paymentUri;
  if (!write) throw new UnsupportedError(TransferMessages.sendNamespaceUnsupported(caipNetwork.chainNamespace));
  return write({ address, reference: String(caipNetwork.id), token });
}

/** True when a network's namespace can receive through a payment request (eip155, solana). */
export function canReceiveOn(caipNetwork: Pick<CaipNetwork, 'chainNamespace'>): boolean {
  return receivesOn(caipNetwork.chainNamespace);
}

/** A QR code as data: `size` × `size` modules, row by row, true for a dark module. */
export interface QrData {
  text: string;
  size: number;
  modules: boolean[];
}

/** The QR code of `text` (error correction M, as the modal draws it); `qrcode` loads on first use. */
export async function qrData(text: string): Promise<QrData> {
  const { create } = await import('qrcode');
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  return { text, size: modules.size, modules: Array.from(modules.data, Boolean) };
}
