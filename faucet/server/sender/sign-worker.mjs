// @ts-check
// Signs the faucet's transfers on their own thread: an ECDSA signature in JavaScript costs ≈0.6 ms, which on the
// server's main thread delayed every request behind each batch. Run by startModuleWorker (walletdock/server/node):
// the key arrives as the setup's data (memory only, never logged). Plain JavaScript because worker threads on
// Node 20 cannot load TypeScript through tsx's loader.
import { keccak256 } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

/**
 * @typedef {{ to: `0x${string}`, value: bigint, gas: bigint, nonce: number, maxFeePerGas: bigint,
 *   maxPriorityFeePerGas: bigint }} TransferRequest
 */

/** @param {{ privateKey: `0x${string}`, chainId: number }} data */
export default async function setup({ privateKey, chainId }) {
  const account = privateKeyToAccount(privateKey);
  return async (/** @type {{ transfers: TransferRequest[] }} */ msg) => {
    const result = [];
    for (const t of msg.transfers) {
      const raw = await account.signTransaction({ type: 'eip1559', chainId, data: '0x', ...t });
      result.push({ raw, hash: keccak256(raw) });
    }
    return result;
  };
}
