// The wallet secret and what comes from it, only ever inside the frame page. The secret is 32 random bytes (BIP-39
// entropy, so it is also a standard 24-word recovery phrase); the eip155 key is BIP-44 m/44'/60'/0'/0/0 (viem) and
// the solana key SLIP-0010 m/44'/501'/0'/0' (micro-key-producer), as common wallets derive them. The secret is kept
// as a 2-of-3 Shamir split (shamir-secret-sharing). Reconstructions are checked against the wallet's known address:
// mismatched shares combine to a wrong secret silently.
import { base58 } from '@scure/base';
import { entropyToMnemonic, mnemonicToSeed } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import { HDKey as Slip10Key } from 'micro-key-producer/slip10.js';
import { combine, split } from 'shamir-secret-sharing';
import { HDKey, hdKeyToAccount, type HDAccount } from 'viem/accounts';

/** The keys of one wallet. */
export interface WalletKeys {
  eip155: HDAccount;
  solana: {
    address: string;
    /** ed25519 signature of `message`. */
    sign(message: Uint8Array): Uint8Array;
    /** The 32-byte ed25519 seed (web3.js Keypair.fromSeed) — only for signing transactions inside the frame. */
    seed(): Uint8Array;
  };
}

/** The three shares of a split, as base64. */
export interface Shares {
  device: string;
  auth: string;
  recovery: string;
}

/** Shares that do not open the expected wallet. */
export class SharesMismatchError extends Error {
  constructor() {
    super('These key shares do not open this wallet');
  }
}

const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const unb64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((v, i) => v === b[i]);

/** A new wallet secret from the platform CSPRNG. */
export function newSecret(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(32));
}

/** Derives the wallet's keys from its secret. */
export async function deriveKeys(secret: Uint8Array): Promise<WalletKeys> {
  const seed = await mnemonicToSeed(entropyToMnemonic(secret, wordlist));
  const eip155 = hdKeyToAccount(HDKey.fromMasterSeed(seed), { path: "m/44'/60'/0'/0/0" });
  const sol = Slip10Key.fromMasterSeed(seed).derive("m/44'/501'/0'/0'");
  seed.fill(0);
  return {
    eip155,
    solana: {
      address: base58.encode(sol.publicKeyRaw),
      sign: (message) => sol.sign(message),
      seed: () => sol.privateKey,
    },
  };
}

/** Splits a secret 2-of-3; every pair is checked to give the secret back before the shares are used. */
export async function splitSecret(secret: Uint8Array): Promise<Shares> {
  const [device, auth, recovery] = await split(secret, 3, 2);
  for (const pair of [
    [device!, auth!],
    [device!, recovery!],
    [auth!, recovery!],
  ]) {
    if (!equal(await combine(pair), secret)) throw new Error('share check failed');
  }
  return { device: b64(device!), auth: b64(auth!), recovery: b64(recovery!) };
}

/**
 * Combines two shares and derives the keys; throws SharesMismatchError unless they open `eip155Address`. The caller
 * gets the secret too (to split it for a new device) and must zero it when done.
 */
export async function openWallet(
  a: string,
  b: string,
  eip155Address: string,
): Promise<{ secret: Uint8Array; keys: WalletKeys }> {
  let secret: Uint8Array;
  try {
    secret = await combine([unb64(a), unb64(b)]);
  } catch {
    throw new SharesMismatchError();
  }
  const keys = await deriveKeys(secret);
  if (keys.eip155.address.toLowerCase() !== eip155Address.toLowerCase()) {
    secret.fill(0);
    throw new SharesMismatchError();
  }
  return { secret, keys };
}
