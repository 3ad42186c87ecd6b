// BIP-322 "simple" (P2WPKH, P2SH-P2WPKH, P2TR key path) and legacy BIP-137 message-signature
// verification on @scure/btc-signer and noble: no Node Buffer, so it runs in pages as it does on
// servers (bip322-js needs Buffer and a Node realm; our tests cross-check against it).
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base64, hex } from '@scure/base';
import {
  Address,
  CompactSize,
  NETWORK,
  OP,
  RawTx,
  RawWitness,
  Script,
  TEST_NETWORK,
  Transaction,
  p2pkh,
  p2sh,
  p2wpkh,
} from '@scure/btc-signer';

type BtcNetwork = typeof NETWORK;
const REGTEST: BtcNetwork = { ...TEST_NETWORK, bech32: 'bcrt' };
const SIGHASH_ALL = 0x01;
const SIGHASH_DEFAULT = 0x00;
const utf8 = (text: string) => new TextEncoder().encode(text);
const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes));
const sha256d = (bytes: Uint8Array) => sha256(sha256(bytes));
const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((v, i) => v === b[i]);
const TAG = sha256(utf8('BIP0322-signed-message'));

function networkOf(address: string): BtcNetwork {
  const lower = address.toLowerCase();
  if (lower.startsWith('bcrt1')) return REGTEST;
  if (lower.startsWith('tb1') || /^[mn2]/.test(address)) return TEST_NETWORK;
  return NETWORK;
}

/** BIP-322 tagged hash of the message. */
function messageHash(message: Uint8Array): Uint8Array {
  return sha256(new Uint8Array([...TAG, ...TAG, ...message]));
}

/** The virtual to_sign transaction of BIP-322, spending the to_spend output that commits to the message. */
function toSignTransaction(outputScript: Uint8Array, message: Uint8Array): Transaction {
  const toSpend = RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [
      {
        txid: new Uint8Array(32),
        index: 0xffffffff,
        finalScriptSig: Script.encode([OP.OP_0, messageHash(message)]),
        sequence: 0,
      },
    ],
    outputs: [{ amount: 0n, script: outputScript }],
    witnesses: [],
    lockTime: 0,
  });
  const tx = new Transaction({
    version: 0,
    allowUnknownOutputs: true,
    allowUnknownVersion: true,
    disableScriptCheck: true,
  });
  tx.addInput({
    txid: hex.encode(sha256d(toSpend).reverse()),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: outputScript, amount: 0n },
  });
  tx.addOutput({ script: Script.encode(['RETURN']), amount: 0n });
  return tx;
}

function verifyEcdsaWitness(
  tx: Transaction,
  witness: Uint8Array[],
  expectedKeyHash: (pubkey: Uint8Array) => boolean,
): boolean {
  const [sig, pubkey] = witness;
  if (witness.length !== 2 || !sig || !pubkey || pubkey.length !== 33 || sig.length < 9) return false;
  if (!expectedKeyHash(pubkey) || sig[sig.length - 1] !== SIGHASH_ALL) return false;
  const digest = tx.preimageWitnessV0(0, p2pkh(pubkey).script, SIGHASH_ALL, 0n);
  return secp256k1.verify(sig.subarray(0, -1), digest, pubkey, { prehash: false, format: 'der', lowS: false });
}

function verifySimple(address: string, message: Uint8Array, witness: Uint8Array[]): boolean {
  const decoded = Address(networkOf(address)).decode(address);
  if (decoded.type === 'wpkh') {
    const outputScript = new Uint8Array([OP.OP_0, 20, ...decoded.hash]);
    return verifyEcdsaWitness(toSignTransaction(outputScript, message), witness, (pk) =>
      equal(hash160(pk), decoded.hash),
    );
  }
  if (decoded.type === 'sh') {
    // P2SH-P2WPKH: the redeem script is the P2WPKH program of the witness key.
    const outputScript = new Uint8Array([OP.HASH160, 20, ...decoded.hash, OP.EQUAL]);
    return verifyEcdsaWitness(toSignTransaction(outputScript, message), witness, (pk) =>
      equal(hash160(p2wpkh(pk).script), decoded.hash),
    );
  }
  if (decoded.type === 'tr') {
    const [sig] = witness;
    if (witness.length !== 1 || !sig || (sig.length !== 64 && sig.length !== 65)) return false;
    const hashType = sig.length === 65 ? sig[64]! : SIGHASH_DEFAULT;
    if (hashType !== SIGHASH_DEFAULT && hashType !== SIGHASH_ALL) return false;
    const outputScript = new Uint8Array([OP.OP_1, 32, ...decoded.pubkey]);
    const digest = toSignTransaction(outputScript, message).preimageWitnessV1(0, [outputScript], hashType, [0n]);
    return schnorr.verify(sig.subarray(0, 64), digest, decoded.pubkey);
  }
  return false;
}

/** BIP-137 / "Bitcoin Signed Message" compact signature: recover the key and accept the addresses it derives. */
function verifyLegacy(address: string, message: Uint8Array, signature: Uint8Array): boolean {
  const header = signature[0]!;
  if (header < 27 || header > 42) return false;
  const prefix = utf8('\x18Bitcoin Signed Message:\n');
  const digest = sha256d(new Uint8Array([...prefix, ...CompactSize.encode(BigInt(message.length)), ...message]));
  const recovered = new Uint8Array([(header - 27) & 3, ...signature.subarray(1)]);
  const compressed = header >= 31;
  const point = secp256k1.Point.fromBytes(secp256k1.recoverPublicKey(recovered, digest, { prehash: false }));
  const pubkey = point.toBytes(compressed);
  const network = networkOf(address);
  const candidates = [p2pkh(pubkey, network).address];
  if (compressed) candidates.push(p2wpkh(pubkey, network).address, p2sh(p2wpkh(pubkey, network), network).address);
  return candidates.includes(address);
}

/** Verifies a base64 BIP-322 simple (witness stack) or BIP-137 (65-byte compact) signature; never throws. */
export function verifyBip322Signature(address: string, message: string, signatureBase64: string): boolean {
  try {
    const bytes = base64.decode(signatureBase64);
    const text = utf8(message);
    if (bytes.length === 65 && bytes[0]! >= 27 && bytes[0]! <= 42) return verifyLegacy(address, text, bytes);
    return verifySimple(address, text, RawWitness.decode(bytes));
  } catch {
    return false;
  }
}
