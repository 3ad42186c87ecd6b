// The test wallet's BIP-322 signer: the spec's message-hash vectors, and agreement with bip322-js.
import { describe, expect, test } from 'vitest';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hex } from '@scure/base';
import { NETWORK, WIF, p2tr, p2wpkh, utils } from '@scure/btc-signer';
import { Signer, Verifier } from 'bip322-js';
import { bip322MessageHash, bip322SignSimpleBase64 } from '../../../headless/testing/bip322';

describe('BIP-322', () => {
  test('message hashes match the BIP-322 test vectors', () => {
    expect(hex.encode(bip322MessageHash(new Uint8Array()))).toBe(
      'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    );
    expect(hex.encode(bip322MessageHash(new TextEncoder().encode('Hello World')))).toBe(
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    );
  });

  test('a P2WPKH signature equals the one bip322-js makes with the same key (ECDSA is deterministic)', () => {
    const privateKey = utils.randomPrivateKeyBytes();
    const pay = p2wpkh(secp256k1.getPublicKey(privateKey, true), NETWORK);
    const ours = bip322SignSimpleBase64({
      privateKey,
      script: pay.script,
      message: new TextEncoder().encode('Hello World'),
    });
    // bip322-js takes a mainnet compressed WIF key.
    expect(ours).toBe(Signer.sign(WIF(NETWORK).encode(privateKey), pay.address!, 'Hello World'));
  });

  test('a P2TR signature verifies and fails for another message', () => {
    const privateKey = utils.randomPrivateKeyBytes();
    const pay = p2tr(utils.pubSchnorr(privateKey), undefined, NETWORK);
    const signature = bip322SignSimpleBase64({
      privateKey,
      script: pay.script,
      message: new TextEncoder().encode('gm'),
      tapInternalKey: pay.tapInternalKey,
    });
    expect(Verifier.verifySignature(pay.address!, 'gm', signature)).toBe(true);
    expect(Verifier.verifySignature(pay.address!, 'gn', signature)).toBe(false);
  });
});
