// @ts-check
// Signs the faucet's transfers on their own thread: an ECDSA signature in JavaScript costs ≈0.6 ms, which on the
// server's main thread delayed every request behind each batch. The key arrives in workerData (memory only, never
// logged). Plain JavaScript because worker threads on Node 20 cannot load TypeScript through tsx's loader.
import { parentPort, workerData } from 'node:worker_threads';
import { keccak256 } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

/**
 * @typedef {{ to: `0x${string}`, value: bigint, gas: bigint, nonce: number, maxFeePerGas: bigint,
 *   maxPriorityFeePerGas: bigint }} TransferRequest
 */

const port = parentPort;
if (!port) throw new Error('sign-worker.mjs runs as a worker thread');
/** @type {{ privateKey: `0x${string}`, chainId: number }} */
const { privateKey, chainId } = workerData;

try {
  const account = privateKeyToAccount(privateKey);
  port.on('message', async (/** @type {{ id: number, transfers: TransferRequest[] }} */ msg) => {
    try {
      const result = [];
      for (const t of msg.transfers) {
        const raw = await account.signTransaction({ type: 'eip1559', chainId, data: '0x', ...t });
        result.push({ raw, hash: keccak256(raw) });
      }
      port.postMessage({ id: msg.id, ok: true, result });
    } catch (error) {
      port.postMessage({ id: msg.id, ok: false, message: error instanceof Error ? error.message : String(error) });
    }
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ ready: false, message: error instanceof Error ? error.message : String(error) });
}
