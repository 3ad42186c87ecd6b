// The faucet key's signer, on a worker thread (sign-worker.mjs) so signatures never hold up the event loop: native
// libsecp256k1 where its bindings load, viem's JavaScript signer otherwise (same transactions, ≈8x the CPU). Native
// signing in the server's own thread was tried and measured: no faster under load (the thread hop costs about what
// it saves, and the HTTP thread takes the signing), so the worker stays for both.
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

/** Which implementation signs: bitcoin-core's libsecp256k1 (native bindings) or viem's JavaScript. */
export type SignerBackend = 'libsecp256k1' | 'javascript';

/** Signs transfers in order, one message per batch. */
export class TransferSigner {
  private constructor(
    private readonly worker: WorkerRpc,
    readonly backend: SignerBackend,
  ) {}

  /** Starts the worker for `privateKey` on `chainId`; `native: false` signs in JavaScript even where the bindings load. */
  static async start(privateKey: Hex, chainId: number, native = true): Promise<TransferSigner> {
    const worker = await startModuleWorker(
      new URL('./sign-worker.mjs', import.meta.url),
      { privateKey, chainId, native },
      'faucet signer',
    );
    return new TransferSigner(worker, await worker.call<SignerBackend>({ backend: true }));
  }

  sign(transfers: TransferRequest[]): Promise<SignedTransfer[]> {
    if (transfers.length === 0) return Promise.resolve([]);
    return this.worker.call({ transfers });
  }

  close(): Promise<void> {
    return this.worker.close();
  }
}
