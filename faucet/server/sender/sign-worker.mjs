// @ts-check
// Signs the faucet's transfers on their own thread. The signature comes from bitcoin-core's libsecp256k1 through
// the `secp256k1` package's native bindings (≈0.05 ms); where they do not load (no prebuild for the platform and
// no compiler at install), from viem's JavaScript signer (≈0.4 ms, the faucet's largest CPU cost per claim under
// load). Both sign with RFC 6979 nonces and low s, so one key gives the same transaction byte for byte either way.
// Run by startModuleWorker (walletdock/server/node): the key arrives as the setup's data (memory only, never
// logged). Plain JavaScript because worker threads on Node 20 cannot load TypeScript through tsx's loader.
import { createRequire } from 'node:module';
import { bytesToHex, hexToBytes, keccak256, serializeTransaction } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

/**
 * @typedef {{ to: `0x${string}`, value: bigint, gas: bigint, nonce: number, maxFeePerGas: bigint,
 *   maxPriorityFeePerGas: bigint }} TransferRequest
 * @typedef {{ raw: `0x${string}`, hash: `0x${string}` }} SignedTransfer
 * @typedef {'libsecp256k1' | 'javascript'} SignerBackend
 * @typedef {{ ecdsaSign(message: Uint8Array, seckey: Uint8Array): { signature: Uint8Array, recid: number } }} Secp256k1Binding
 */

/**
 * The native binding only: `secp256k1/bindings` throws where it does not load, rather than falling back to the
 * package's own JavaScript (elliptic) as `require('secp256k1')` would; viem's signer is the fallback here.
 * @returns {Secp256k1Binding | null}
 */
function loadNative() {
  try {
    return createRequire(import.meta.url)('secp256k1/bindings');
  } catch {
    return null;
  }
}

/**
 * `native: false` uses viem's signer even where the bindings load (to compare the two).
 * @param {{ privateKey: `0x${string}`, chainId: number, native?: boolean }} data
 */
export default async function setup({ privateKey, chainId, native = true }) {
  const binding = native ? loadNative() : null;
  const account = privateKeyToAccount(privateKey);
  const seckey = hexToBytes(privateKey);
  /** @type {(tx: import('viem').TransactionSerializableEIP1559) => Promise<`0x${string}`>} */
  const sign = binding
    ? async (tx) => {
        // What viem's signTransaction does, with the signature from libsecp256k1: sign the hash of the unsigned
        // serialization, then serialize again with r, s and the recovery bit (the binding's output is r || s, low s).
        const out = binding.ecdsaSign(hexToBytes(keccak256(serializeTransaction(tx))), seckey);
        return serializeTransaction(tx, {
          r: bytesToHex(out.signature.subarray(0, 32)),
          s: bytesToHex(out.signature.subarray(32, 64)),
          yParity: out.recid,
        });
      }
    : (tx) => account.signTransaction(tx);
  /** @type {SignerBackend} */
  const backend = binding ? 'libsecp256k1' : 'javascript';
  return async (/** @type {{ transfers: TransferRequest[] } | { backend: true }} */ msg) => {
    if ('backend' in msg) return backend;
    /** @type {SignedTransfer[]} */
    const result = [];
    for (const t of msg.transfers) {
      const raw = await sign({ type: 'eip1559', chainId, data: '0x', ...t });
      result.push({ raw, hash: keccak256(raw) });
    }
    return result;
  };
}
