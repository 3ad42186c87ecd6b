// An in-process Solana VM (litesvm) behind the adapter's `SolanaRpc` seam. litesvm speaks @solana/kit
// types, the adapter and wallets speak web3.js wire bytes and base58 strings: this file converts.
import { FailedTransactionMetadata, LiteSVM } from 'litesvm';
import { address, getBase58Decoder, getTransactionDecoder, lamports, signature } from '@solana/kit';
import type { SolanaRpc } from '../../headless/core/namespaces/solana/rpc';

/** litesvm's default fee per signature. */
const LAMPORTS_PER_SIGNATURE = 5000n;

/** A `SolanaRpc` over a fresh litesvm, plus an airdrop to fund test keys. */
export interface LiteSvmRpc extends Required<SolanaRpc> {
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
    async getAccountInfo(owner) {
      const account = svm.getAccount(address(owner));
      return account.exists
        ? { owner: account.programAddress, lamports: BigInt(account.lamports), data: Uint8Array.from(account.data) }
        : null;
    },
    async getFeeForMessage(message) {
      // What the SVM charges: lamports per signature (litesvm's default fee structure, no priority fee) for
      // each signature the message requires (its header's first byte; a versioned message has a prefix byte).
      const header = (message[0]! & 0x80) !== 0 ? 1 : 0;
      return LAMPORTS_PER_SIGNATURE * BigInt(message[header]!);
    },
    async getMinimumBalanceForRentExemption(size) {
      return svm.minimumBalanceForRentExemption(BigInt(size));
    },
    async confirmTransaction(sig) {
      // litesvm executes on submission: the transaction is final or failed by now.
      const result = svm.getTransaction(signature(sig));
      if (!result) throw new Error(`Transaction ${sig} not found`);
      if (result instanceof FailedTransactionMetadata) throw new Error(`Transaction failed: ${result.toString()}`);
    },
  };
}
