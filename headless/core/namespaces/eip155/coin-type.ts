// ENSIP-11 coin types of EVM chains, which name services key addresses by. Apart from caip.ts: the blockchain API's
// name service uses them too, and a module the server shares stays out of the client's start-up chunks.
import { InvalidChainIdError } from '../../model/errors/validation';
import * as ErrorMessages from '../../model/error-messages';

/** ENSIP-11 coin type of an EVM chain: (0x80000000 | chainId) >>> 0, with chain 1 as 60 (SLIP-44 ETH). */
export function chainIdToCoinType(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= 0x80000000) {
    throw new InvalidChainIdError(ErrorMessages.invalidChainId);
  }
  if (chainId === 1) return 60;
  return (0x80000000 | chainId) >>> 0;
}

/**
 * The EVM chain id of an ENSIP-11 coin type (60 is chain 1), or undefined for a coin type of another namespace
 * (SLIP-44: 0 bitcoin, 501 solana, …) and for 0x80000000 itself (ENSIP-19's "any EVM chain", not one chain).
 */
export function coinTypeToChainId(coinType: number): number | undefined {
  if (coinType === 60) return 1;
  if (!Number.isSafeInteger(coinType) || coinType <= 0x80000000 || coinType > 0xffffffff) return undefined;
  return coinType - 0x80000000;
}
