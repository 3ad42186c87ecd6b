// The faucet key's signer, on a worker thread (sign-worker.mjs) so signatures never hold up the event loop.
import type { Hex } from 'viem';
import type { Fees } from './fees';
import { startModuleWorker, type WorkerRpc } from 'walletdock/server/node';

/** One EIP-1559 native transfer to sign. */
export interface TransferRequest extends Fees {
  to: string;
  value: bigint;
  gas: bigint;
  nonce: number;
}

/** A signed transfer: the raw transaction and its hash. */
export interface SignedTransfer {
  raw: Hex;
  hash: Hex;
}

/** Signs transfers in order, one message per batch. */
export class TransferSigner {
  private constructor(private readonly worker: WorkerRpc) {}

  /** Starts the worker for `privateKey` on `chainId`. */
  static async start(privateKey: Hex, chainId: number): Promise<TransferSigner> {
    return new TransferSigner(await startModuleWorker(new URL('./sign-worker.mjs', import.meta.url), { privateKey, chainId }, 'faucet signer'));
  }

  sign(transfers: TransferRequest[]): Promise<SignedTransfer[]> {
    if (transfers.length === 0) return Promise.resolve([]);
    return this.worker.call({ transfers });
  }

  close(): Promise<void> {
    return this.worker.close();
  }
}
