// A Bitcoin wallet for tests and demo pages: a wallet-standard wallet with the bitcoin features Xverse,
// Leather and Phantom expose (bitcoin:connect with payment + ordinals purposes, bitcoin:signMessage with
// BIP-322, PSBT signing and sending), real secp256k1 keys, and reject / fail / delay switches.
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hex } from '@scure/base';
import { Transaction, p2tr, p2wpkh, utils } from '@scure/btc-signer';
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base';
import {
  BITCOIN_MAINNET,
  BITCOIN_NETWORKS,
  type BitcoinAddressPurpose,
  type BitcoinCaipNetworkId,
} from '../core/namespaces/bip122/networks';
import type { BitcoinSignMessageInput, BitcoinSignPsbtInput } from '../core/adapters/bip122-features';
import { bip322SignSimple } from './bip322';
import { ProviderErrorCode, ProviderErrorMessage, ProviderRpcError } from './errors';
import { makeAccount, standardTestWalletState } from './standard-wallet';
import type { TestWalletBehavior } from './types';

/** Features the Bitcoin test wallet can offer (all by default). */
export type BitcoinTestWalletFeature =
  | 'bitcoin:connect'
  | 'bitcoin:signMessage'
  | 'bitcoin:signTransaction'
  | 'bitcoin:signAndSendTransaction'
  | 'standard:disconnect'
  | 'standard:events';

const ALL_FEATURES: readonly BitcoinTestWalletFeature[] = [
  'bitcoin:connect',
  'bitcoin:signMessage',
  'bitcoin:signTransaction',
  'bitcoin:signAndSendTransaction',
  'standard:disconnect',
  'standard:events',
];

/** Options of `createBitcoinTestWallet`. */
export interface BitcoinTestWalletOptions {
  /** 32-byte secp256k1 key of the payment (P2WPKH) address; fresh when absent. */
  paymentKey?: Uint8Array;
  /** 32-byte secp256k1 key of the ordinals (P2TR) address; fresh when absent. */
  ordinalsKey?: Uint8Array;
  /** The network the wallet's addresses live on (default mainnet). */
  caipNetworkId?: BitcoinCaipNetworkId;
  name?: string;
  icon?: WalletIcon;
  features?: readonly BitcoinTestWalletFeature[];
  /** Broadcasts a raw tx (hex) and returns its txid; default: record it in `broadcasts` only. */
  broadcast?: (rawTxHex: string) => Promise<string>;
}

/** A Bitcoin test wallet, its two addresses and its switches. */
export interface BitcoinTestWallet {
  readonly wallet: Wallet;
  readonly payment: { address: string; publicKey: Uint8Array };
  readonly ordinals: { address: string; publicKey: Uint8Array };
  /** Raw transactions (hex) this wallet broadcast, oldest first. */
  readonly broadcasts: readonly string[];
  register(): () => void;
  /** Simulates the user switching account in the wallet: new keys, and `change` when connected. */
  setKeys(keys: { paymentKey?: Uint8Array; ordinalsKey?: Uint8Array }): void;
  setBehavior(feature: BitcoinTestWalletFeature, behavior: TestWalletBehavior): void;
  /** Removes one feature's switch, or all when none is given. */
  clearBehavior(feature?: string): void;
  disconnect(): void;
}

/** Creates a Bitcoin wallet-standard test wallet with a P2WPKH payment and a P2TR ordinals address. */
export function createBitcoinTestWallet(options: BitcoinTestWalletOptions = {}): BitcoinTestWallet {
  const caipNetworkId = options.caipNetworkId ?? BITCOIN_MAINNET;
  const network = BITCOIN_NETWORKS[caipNetworkId];
  const chains = [network.walletChain] as const;
  const offered = new Set(options.features ?? ALL_FEATURES);
  const accountFeatures = [...offered].filter((f) => f.startsWith('bitcoin:') && f !== 'bitcoin:connect');
  const state = standardTestWalletState();
  const { switches, accounts, setAccounts } = state;
  const broadcasts: string[] = [];

  const deriveKeys = (paymentKey: Uint8Array, ordinalsKey: Uint8Array) => {
    const paymentPay = p2wpkh(secp256k1.getPublicKey(paymentKey, true), network.params);
    const ordinalsPay = p2tr(utils.pubSchnorr(ordinalsKey), undefined, network.params);
    return {
      payment: {
        key: paymentKey,
        pay: paymentPay,
        account: account(paymentPay.address, secp256k1.getPublicKey(paymentKey, true)),
      },
      ordinals: {
        key: ordinalsKey,
        pay: ordinalsPay,
        account: account(ordinalsPay.address, ordinalsPay.tapInternalKey),
      },
    };
  };
  let keys = deriveKeys(
    options.paymentKey ?? utils.randomPrivateKeyBytes(),
    options.ordinalsKey ?? utils.randomPrivateKeyBytes(),
  );
  function account(address: string | undefined, publicKey: Uint8Array): WalletAccount {
    if (!address) throw new Error('Bitcoin test wallet could not derive an address');
    return makeAccount({ address, publicKey, chains, features: accountFeatures });
  }

  const keyFor = (wanted: WalletAccount) => {
    const entry = Object.values(keys).find((k) => k.account.address === wanted.address);
    if (!entry || !accounts().some((a) => a.address === wanted.address)) {
      throw new ProviderRpcError(ProviderErrorCode.Unauthorized, ProviderErrorMessage.unauthorized);
    }
    return entry;
  };
  const signPsbt = (input: BitcoinSignPsbtInput): Transaction => {
    if (input.chain && input.chain !== network.walletChain) {
      throw new ProviderRpcError(ProviderErrorCode.ChainDisconnected, `Test wallet is not on chain ${input.chain}.`);
    }
    const tx = Transaction.fromPSBT(input.psbt);
    for (const { account: signer, signingIndexes } of input.inputsToSign) {
      const entry = keyFor(signer);
      for (const index of signingIndexes) tx.signIdx(entry.key, index);
    }
    return tx;
  };

  const features: Record<string, unknown> = {
    'bitcoin:connect': {
      version: '1.0.0',
      async connect(input?: { purposes?: readonly BitcoinAddressPurpose[] }) {
        await switches.apply('bitcoin:connect');
        const purposes = input?.purposes ?? ['payment', 'ordinals'];
        setAccounts(purposes.map((purpose) => keys[purpose].account));
        return { accounts: accounts() };
      },
    },
    'bitcoin:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs: readonly BitcoinSignMessageInput[]) {
        await switches.apply('bitcoin:signMessage');
        return inputs.map((input) => {
          const entry = keyFor(input.account);
          const tapInternalKey = entry === keys.ordinals ? entry.pay.tapInternalKey : undefined;
          const signature = bip322SignSimple({
            privateKey: entry.key,
            script: entry.pay.script,
            message: input.message,
            tapInternalKey,
          });
          return { signedMessage: input.message, signature, protocol: 'bip322' as const };
        });
      },
    },
    'bitcoin:signTransaction': {
      version: '1.0.0',
      async signTransaction(...inputs: readonly BitcoinSignPsbtInput[]) {
        await switches.apply('bitcoin:signTransaction');
        return inputs.map((input) => ({ signedPsbt: signPsbt(input).toPSBT() }));
      },
    },
    'bitcoin:signAndSendTransaction': {
      version: '1.0.0',
      async signAndSendTransaction(...inputs: readonly BitcoinSignPsbtInput[]) {
        await switches.apply('bitcoin:signAndSendTransaction');
        const outputs = [];
        for (const input of inputs) {
          const tx = signPsbt(input);
          tx.finalize();
          const rawHex = hex.encode(tx.extract());
          const txId = options.broadcast ? await options.broadcast(rawHex) : tx.id;
          broadcasts.push(rawHex);
          outputs.push({ txId });
        }
        return outputs;
      },
    },
  };

  const controls = state.wallet(options, { name: 'Bitcoin Test Wallet', chains, features, offered });

  const view = (entry: { account: WalletAccount }) => ({
    address: entry.account.address,
    publicKey: entry.account.publicKey as Uint8Array,
  });
  return {
    ...controls,
    get payment() {
      return view(keys.payment);
    },
    get ordinals() {
      return view(keys.ordinals);
    },
    broadcasts,
    setKeys(next) {
      const purposes = (['payment', 'ordinals'] as const).filter((p) =>
        accounts().some((a) => a.address === keys[p].account.address),
      );
      keys = deriveKeys(next.paymentKey ?? keys.payment.key, next.ordinalsKey ?? keys.ordinals.key);
      if (purposes.length === 0) return;
      setAccounts(purposes.map((p) => keys[p].account));
    },
  };
}
