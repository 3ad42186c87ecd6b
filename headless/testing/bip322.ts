// BIP-322 "simple" message signing for P2WPKH and P2TR keys, written on @scure/btc-signer so the test
// wallet runs in a page without Node's Buffer. Tests check its output with an independent verifier.
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { base64, hex } from '@scure/base';
import { OP, RawTx, RawWitness, Script, Transaction } from '@scure/btc-signer';

const TAG = sha256(utf8ToBytes('BIP0322-signed-message'));

/** BIP-322 message hash: the tagged hash "BIP0322-signed-message" of the message bytes. */
export function bip322MessageHash(message: Uint8Array): Uint8Array {
  const data = new Uint8Array(TAG.length * 2 + message.length);
  data.set(TAG, 0);
  data.set(TAG, TAG.length);
  data.set(message, TAG.length * 2);
  return sha256(data);
}

/**
 * Signs `message` for the address whose output script is `script` with BIP-322 simple signing.
 * `tapInternalKey` marks a key-path P2TR address. Returns the witness stack bytes (base64 it to share).
 */
export function bip322SignSimple(params: {
  privateKey: Uint8Array;
  script: Uint8Array;
  message: Uint8Array;
  tapInternalKey?: Uint8Array;
}): Uint8Array {
  const toSpendTxid = toSpendId(params.script, bip322MessageHash(params.message));
  // The virtual "to_sign" tx: version 0, spends to_spend:0 (value 0), pays 0 to OP_RETURN.
  const toSign = new Transaction({ version: 0, allowUnknownOutputs: true, allowUnknownVersion: true });
  toSign.addInput({
    txid: toSpendTxid,
    index: 0,
    sequence: 0,
    witnessUtxo: { script: params.script, amount: 0n },
    ...(params.tapInternalKey ? { tapInternalKey: params.tapInternalKey } : {}),
  });
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n });
  toSign.signIdx(params.privateKey, 0);
  toSign.finalizeIdx(0);
  const witness = toSign.getInput(0).finalScriptWitness;
  if (!witness) throw new Error('BIP-322 signing produced no witness');
  return RawWitness.encode(witness);
}

/** Base64 BIP-322 simple signature, the text form wallets return and verifiers take. */
export function bip322SignSimpleBase64(params: Parameters<typeof bip322SignSimple>[0]): string {
  return base64.encode(bip322SignSimple(params));
}

// txid (display order) of the virtual "to_spend" tx committing to the message hash and the address.
function toSpendId(script: Uint8Array, messageHash: Uint8Array): string {
  const raw = RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [
      {
        txid: new Uint8Array(32),
        index: 0xffffffff,
        finalScriptSig: Script.encode([OP.OP_0, messageHash]),
        sequence: 0,
      },
    ],
    outputs: [{ amount: 0n, script }],
    witnesses: [],
    lockTime: 0,
  });
  return hex.encode(sha256(sha256(raw)).reverse());
}
