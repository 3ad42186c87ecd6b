// An in-process Solana VM (litesvm) behind the adapter's `SolanaRpc` seam. litesvm speaks @solana/kit
// types, the adapter and wallets speak web3.js wire bytes and base58 strings: this file converts.
import { FailedTransactionMetadata, LiteSVM } from 'litesvm';
import { address, getBase58Decoder, getTransactionDecoder, lamports } from '@solana/kit';
import type { SolanaRpc } from '../../headless/core/adapters/solana-rpc';

/** A `SolanaRpc` over a fresh litesvm, plus an airdrop to fund test keys. */
export interface LiteSvmRpc extends SolanaRpc {
  readonly svm: LiteSVM;
  airdrop(to: string, amount: bigint): void;
}

/** Creates a litesvm with default programs and sysvars and wraps it as a `SolanaRpc`. */
export function createLiteSvmRpc(): LiteSvmRpc {
  const svm = new LiteSVM();
  const txDecoder = getTransactionDecoder();
  const base58 = getBase58Decoder();
  return {
    svm,
    airdrop(to, amount) {
      const result = svm.airdrop(address(to), lamports(amount));
      if (!result || result instanceof FailedTransactionMetadata) throw new Error(`airdrop failed: ${String(result)}`);
    },
    async getBalance(owner) {
      return svm.getBalance(address(owner)) ?? 0n;
    },
    async getLatestBlockhash() {
      // litesvm has no block heights; the blockhash stays valid until expireBlockhash() is called.
      return { blockhash: svm.latestBlockhash(), lastValidBlockHeight: Number(svm.getClock().slot) + 150 };
    },
    async sendRawTransaction(wireTransaction) {
      const result = svm.sendTransaction(txDecoder.decode(wireTransaction));
      if (result instanceof FailedTransactionMetadata) {
        throw new Error(`Transaction failed: ${result.toString()}`);
      }
      return base58.decode(result.signature());
    },
  };
}
