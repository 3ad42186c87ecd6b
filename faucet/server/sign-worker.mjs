// @ts-check
// Signs the faucet's transfers on their own thread: an ECDSA signature in JavaScript costs ≈0.6 ms, which on the
// server's main thread delayed every request behind each batch. The key arrives in workerData (memory only, never
// logged). Plain JavaScript because worker threads on Node 20 cannot load TypeScript through tsx's loader.
import { workerData } from 'node:worker_threads';
import { keccak256 } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { serveRequests } from '../../headless/server/worker/serve.mjs';

/**
 * @typedef {{ to: `0x${string}`, value: bigint, gas: bigint, nonce: number, maxFeePerGas: bigint,
 *   maxPriorityFeePerGas: bigint }} TransferRequest
 */

/** @type {{ privateKey: `0x${string}`, chainId: number }} */
const { privateKey, chainId } = workerData;

await serveRequests(async () => {
  const account = privateKeyToAccount(privateKey);
  return async (/** @type {{ id: number, transfers: TransferRequest[] }} */ msg) => {
    const result = [];
    for (const t of msg.transfers) {
      const raw = await account.signTransaction({ type: 'eip1559', chainId, data: '0x', ...t });
      result.push({ raw, hash: keccak256(raw) });
    }
    return result;
  };
});
