// The faucet key's signer (sign-transfers.mjs). With the native libsecp256k1 bindings a transfer costs ≈0.1 ms all
// told, so it signs in the server's thread: handing each batch to a thread and back cost more than the signatures
// (≈0.15 ms a claim in thread wake-ups and copies, measured under load). viem's JavaScript signer, the fallback where
// the bindings do not load, costs ≈0.5 ms a transfer and runs on a worker thread so it never holds up requests.
// Either way the same transactions come out.
import type { Hex } from 'viem';
import { startModuleWorker } from 'walletdock/server/node';
import setup, { nativeSigningLoads, type SignedTransfer, type SignerBackend, type TransferRequest } from './sign-transfers.mjs';

export type { SignedTransfer, SignerBackend, TransferRequest };

/** Signs transfers in order, one call per batch. */
export class TransferSigner {
  private constructor(
    private readonly signBatch: (transfers: TransferRequest[]) => Promise<SignedTransfer[]>,
    readonly backend: SignerBackend,
    readonly close: () => Promise<void>,
  ) {}

  /** Starts signing for `privateKey` on `chainId`; `native: false` signs in JavaScript even where the bindings load. */
  static async start(privateKey: Hex, chainId: number, native = true): Promise<TransferSigner> {
    if (native && nativeSigningLoads()) {
      const handle = await setup({ privateKey, chainId });
      return new TransferSigner((transfers) => handle({ transfers }), await handle({ backend: true }), async () => undefined);
    }
    const worker = await startModuleWorker(new URL('./sign-transfers.mjs', import.meta.url), { privateKey, chainId, native: false }, 'faucet signer');
    return new TransferSigner(
      (transfers) => worker.call<SignedTransfer[]>({ transfers }),
      await worker.call<SignerBackend>({ backend: true }),
      () => worker.close(),
    );
  }

  sign(transfers: TransferRequest[]): Promise<SignedTransfer[]> {
    if (transfers.length === 0) return Promise.resolve([]);
    return this.signBatch(transfers);
  }
}
