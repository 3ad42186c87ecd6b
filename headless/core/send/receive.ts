// Receive: the active address as a payment request that wallets understand, EIP-681 on eip155
// (`ethereum:<address>@<chainId>`, a token as its `transfer` call) and Solana Pay on solana
// (`solana:<address>`, a token as `spl-token=<mint>`), and that request as QR data.
import { getAddress } from 'viem';
import type { CaipNetwork } from '../model/network';
import { errorOfCode } from '../model/errors';
import * as TransferMessages from '../model/transfer-messages';
import { SEND_NAMESPACES } from '../model/constants';

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
  switch (caipNetwork.chainNamespace) {
    case 'eip155': {
      const chainId = Number(caipNetwork.id);
      const to = getAddress(address);
      return token ? `ethereum:${getAddress(token)}@${chainId}/transfer?address=${to}` : `ethereum:${to}@${chainId}`;
    }
    case 'solana':
      return token ? `solana:${address}?spl-token=${token}` : `solana:${address}`;
    default:
      throw errorOfCode(TransferMessages.sendNamespaceUnsupported(caipNetwork.chainNamespace), { code: 'UNSUPPORTED' });
  }
}

/** True when a network's namespace can receive through a payment request (eip155, solana). */
export function canReceiveOn(caipNetwork: Pick<CaipNetwork, 'chainNamespace'>): boolean {
  return SEND_NAMESPACES.includes(caipNetwork.chainNamespace);
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
