// Our browser-safe BIP-322/BIP-137 verifier, cross-checked against bip322-js in both directions and
// against the Bitcoin test wallet's signer.
import { describe, expect, it } from 'vitest';
import { secp256k1, schnorr } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base64 } from '@scure/base';
import { CompactSize, NETWORK, TEST_NETWORK, WIF, p2pkh, p2sh, p2tr, p2wpkh } from '@scure/btc-signer';
import bip322 from 'bip322-js';
import { verifyBip322Signature } from 'walletdock/server';
import { bip322SignSimpleBase64 } from 'walletdock/testing';

const MESSAGE =
  'app.example.com wants you to sign in with your Bitcoin account:\nbc1q...\n\n\nURI: https://app.example.com/';

function keyOn(network: typeof NETWORK) {
  const priv = secp256k1.utils.randomSecretKey();
  const pub = secp256k1.getPublicKey(priv, true);
  return {
    priv,
    wif: WIF(network).encode(priv),
    P2WPKH: p2wpkh(pub, network).address!,
    'P2SH-P2WPKH': p2sh(p2wpkh(pub, network), network).address!,
    P2TR: p2tr(schnorr.getPublicKey(priv), undefined, network).address!,
    P2PKH: p2pkh(pub, network).address!,
    pub,
  };
}

/** A BIP-137 signature made with noble: recoverable ECDSA over the "Bitcoin Signed Message" digest. */
function bip137Sign(priv: Uint8Array, message: string, headerBase: number): string {
  const text = new TextEncoder().encode(message);
  const prefix = new TextEncoder().encode('\x18Bitcoin Signed Message:\n');
  const digest = sha256(sha256(new Uint8Array([...prefix, ...CompactSize.encode(BigInt(text.length)), ...text])));
  const sig = secp256k1.sign(digest, priv, { prehash: false, format: 'recovered' });
  return base64.encode(new Uint8Array([headerBase + sig[0]!, ...sig.subarray(1)]));
}

describe('verifyBip322Signature', () => {
  it.each([
    ['P2WPKH', 'mainnet', NETWORK],
    ['P2SH-P2WPKH', 'mainnet', NETWORK],
    ['P2TR', 'mainnet', NETWORK],
    ['P2WPKH', 'testnet', TEST_NETWORK],
    ['P2TR', 'testnet', TEST_NETWORK],
  ] as const)(
    'accepts bip322-js Signer output for %s on %s and rejects a wrong message, key or address',
    (kind, _net, network) => {
      const key = keyOn(network);
      const sig = bip322.Signer.sign(key.wif, key[kind], MESSAGE);
      expect(verifyBip322Signature(key[kind], MESSAGE, sig)).toBe(true);
      expect(verifyBip322Signature(key[kind], `${MESSAGE}!`, sig)).toBe(false);
      const other = keyOn(network);
      expect(verifyBip322Signature(other[kind], MESSAGE, sig)).toBe(false);
      expect(verifyBip322Signature(key[kind], MESSAGE, bip322.Signer.sign(other.wif, other[kind], MESSAGE))).toBe(
        false,
      );
      expect(verifyBip322Signature(key[kind], MESSAGE, 'AAAA')).toBe(false);
      expect(verifyBip322Signature(key[kind], MESSAGE, 'not base64 !!')).toBe(false);
    },
  );

  it('agrees with bip322-js on the test wallet signer output (P2WPKH and P2TR)', () => {
    const key = keyOn(NETWORK);
    const text = new TextEncoder().encode(MESSAGE);
    const segwit = bip322SignSimpleBase64({ privateKey: key.priv, script: p2wpkh(key.pub).script, message: text });
    const tr = p2tr(schnorr.getPublicKey(key.priv));
    const taproot = bip322SignSimpleBase64({
      privateKey: key.priv,
      script: tr.script,
      message: text,
      tapInternalKey: tr.tapInternalKey,
    });
    for (const [address, sig] of [
      [key.P2WPKH, segwit],
      [key.P2TR, taproot],
    ] as const) {
      expect(verifyBip322Signature(address, MESSAGE, sig)).toBe(true);
      expect(bip322.Verifier.verifySignature(address, MESSAGE, sig)).toBe(true);
      expect(verifyBip322Signature(address, 'other', sig)).toBe(false);
      expect(bip322.Verifier.verifySignature(address, 'other', sig)).toBe(false);
    }
  });

  it('accepts legacy BIP-137 signatures for the address type their header names, as bip322-js does', () => {
    const key = keyOn(NETWORK);
    for (const [address, header] of [
      [key.P2PKH, 31],
      [key['P2SH-P2WPKH'], 35],
      [key.P2WPKH, 39],
    ] as const) {
      const sig = bip137Sign(key.priv, MESSAGE, header);
      expect(verifyBip322Signature(address, MESSAGE, sig)).toBe(true);
      expect(bip322.Verifier.verifySignature(address, MESSAGE, sig)).toBe(true);
      expect(verifyBip322Signature(address, `${MESSAGE}.`, sig)).toBe(false);
      expect(verifyBip322Signature(keyOn(NETWORK).P2PKH, MESSAGE, sig)).toBe(false);
    }
  });
});
