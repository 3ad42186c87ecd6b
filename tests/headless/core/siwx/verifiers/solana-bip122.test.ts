// Solana (ed25519) and Bitcoin (BIP-322 via bip322-js) sessions, signed with real keys and checked by
// the client verifiers and walletdock/server.
import { describe, expect, it } from 'vitest';
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1, schnorr } from '@noble/curves/secp256k1.js';
import { base58 } from '@scure/base';
import { NETWORK, TEST_NETWORK, WIF, p2tr, p2wpkh } from '@scure/btc-signer';
import bip322 from 'bip322-js';
import { createSiwxMessage, generateSiwxNonce, type SIWXMessageData, type SIWXSession } from 'walletdock';
import { createBip122Verifier, createSolanaVerifier } from 'walletdock/siwx';
import { verifySiwxSession } from 'walletdock/server';

const DOMAIN = 'app.example.com';
const base = (accountAddress: string, chainId: SIWXMessageData['chainId'], nonce: string): SIWXMessageData => ({
  accountAddress,
  chainId,
  domain: DOMAIN,
  uri: `https://${DOMAIN}/login`,
  version: '1',
  nonce,
  statement: 'Sign in to Example.',
  issuedAt: new Date().toISOString(),
  expirationTime: new Date(Date.now() + 3_600_000).toISOString(),
});

describe('solana sessions (ed25519)', () => {
  const secret = ed25519.utils.randomSecretKey();
  const address = base58.encode(ed25519.getPublicKey(secret));
  const sign = (data: SIWXMessageData): SIWXSession => {
    const message = createSiwxMessage(data);
    return { data, message, signature: base58.encode(ed25519.sign(new TextEncoder().encode(message), secret)) };
  };
  const verifier = createSolanaVerifier();

  it('verifies on the client and the server', async () => {
    const nonce = generateSiwxNonce();
    const session = sign(base(address, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', nonce));
    expect(session.message).toContain('Chain ID: devnet');
    expect(await verifier.verify(session)).toBe(true);
    expect(await verifySiwxSession(session, { domain: DOMAIN, nonce })).toMatchObject({ valid: true, address });
  });

  it('rejects another key, a tampered text and a wrong nonce or domain', async () => {
    const nonce = generateSiwxNonce();
    const session = sign(base(address, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', nonce));
    const otherKey = ed25519.utils.randomSecretKey();
    const byOther = {
      ...session,
      signature: base58.encode(ed25519.sign(new TextEncoder().encode(session.message), otherKey)),
    };
    expect(await verifier.verify(byOther)).toBe(false);
    expect(await verifySiwxSession(byOther, { domain: DOMAIN, nonce })).toEqual({
      valid: false,
      reason: 'invalid-signature',
    });
    const forgedData = { ...session.data, statement: 'Give me everything' };
    expect(
      await verifySiwxSession(
        { ...session, data: forgedData, message: createSiwxMessage(forgedData) },
        { domain: DOMAIN, nonce },
      ),
    ).toEqual({
      valid: false,
      reason: 'invalid-signature',
    });
    expect(await verifySiwxSession(session, { domain: 'x.example.com', nonce })).toEqual({
      valid: false,
      reason: 'domain-mismatch',
    });
    expect(await verifySiwxSession(session, { domain: DOMAIN, nonce: 'AAAAAAAAAAAA' })).toEqual({
      valid: false,
      reason: 'nonce-mismatch',
    });
    expect(await verifier.verify({ ...session, signature: 'not-base58!' })).toBe(false);
  });
});

describe('bip122 sessions (BIP-322)', () => {
  const MAINNET = 'bip122:000000000019d6689c085ae165831e93' as const;
  const TESTNET = 'bip122:000000000933ea01ad0ee984209779ba' as const;
  const verifier = createBip122Verifier();

  const keys = (network: typeof NETWORK) => {
    const priv = secp256k1.utils.randomSecretKey();
    return {
      wif: WIF(network).encode(priv),
      segwit: p2wpkh(secp256k1.getPublicKey(priv, true), network).address!,
      taproot: p2tr(schnorr.getPublicKey(priv), undefined, network).address!,
    };
  };

  it.each([
    ['P2WPKH mainnet', MAINNET, NETWORK, 'segwit'],
    ['P2TR mainnet', MAINNET, NETWORK, 'taproot'],
    ['P2WPKH testnet', TESTNET, TEST_NETWORK, 'segwit'],
  ] as const)('%s signs with bip322-js Signer and verifies on both sides', async (_label, chainId, network, kind) => {
    const key = keys(network);
    const nonce = generateSiwxNonce();
    const data = base(key[kind], chainId, nonce);
    const message = createSiwxMessage(data);
    const session = { data, message, signature: bip322.Signer.sign(key.wif, key[kind], message) };
    expect(await verifier.verify(session)).toBe(true);
    expect(await verifySiwxSession(session, { domain: DOMAIN, nonce, chainId })).toMatchObject({
      valid: true,
      address: key[kind],
    });

    const other = keys(network);
    const byOther = { ...session, signature: bip322.Signer.sign(other.wif, other[kind], message) };
    expect(await verifier.verify(byOther)).toBe(false);
    const edited = { ...data, nonce: generateSiwxNonce() };
    expect(
      await verifySiwxSession(
        { ...session, data: edited, message: createSiwxMessage(edited) },
        { domain: DOMAIN, nonce: edited.nonce },
      ),
    ).toEqual({
      valid: false,
      reason: 'invalid-signature',
    });
    expect(await verifier.verify({ ...session, signature: 'garbage' })).toBe(false);
  });
});
