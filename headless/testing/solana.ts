/**
 * walletdock/testing/solana: a Solana wallet for tests and demo pages, a wallet-standard wallet that signs with a
 * real ed25519 key and can be told to reject, fail or delay each feature, like the EVM test wallet. Its own subpath
 * because it signs transactions with @solana/web3.js (an optional peer): `walletdock/testing` stays importable in
 * an app without it.
 *
 * ```ts
 * import { createSolanaTestWallet } from 'walletdock/testing/solana';
 * const wallet = createSolanaTestWallet();
 * wallet.register();
 * ```
 *
 * @module walletdock/testing/solana
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { base58 } from '@scure/base';
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base';
import type { StandardConnectInput } from '@wallet-standard/features';
import type {
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageInput,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features';
import type { SolanaRpc, SolanaWalletChain } from '../core/namespaces/solana/rpc';
import { ProviderErrorCode, ProviderErrorMessage, ProviderRpcError } from './errors';
import { makeAccount, standardTestWalletState } from './standard-wallet';
import type { TestWalletBehavior } from './types';

/** Features the Solana test wallet can offer (all by default). */
export type SolanaTestWalletFeature =
  | 'standard:connect'
  | 'standard:disconnect'
  | 'standard:events'
  | 'solana:signMessage'
  | 'solana:signTransaction'
  | 'solana:signAndSendTransaction';

const ALL_FEATURES: readonly SolanaTestWalletFeature[] = [
  'standard:connect',
  'standard:disconnect',
  'standard:events',
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
];

/** Options of `createSolanaTestWallet`. */
export interface SolanaTestWalletOptions {
  /** 32-byte ed25519 seed (or a 64-byte web3.js secret key); a fresh key when absent. */
  secretKey?: Uint8Array;
  name?: string;
  icon?: WalletIcon;
  chains?: readonly SolanaWalletChain[];
  /** Where `solana:signAndSendTransaction` submits; without it that call fails with -32603. */
  rpc?: Pick<SolanaRpc, 'sendRawTransaction'>;
  /** Offer only these features (to test wallets that lack one). */
  features?: readonly SolanaTestWalletFeature[];
}

/** A registered-or-not Solana test wallet and its switches. */
export interface SolanaTestWallet {
  /** The wallet-standard object apps see. */
  readonly wallet: Wallet;
  /** Base58 address of the key. */
  readonly address: string;
  readonly keypair: Keypair;
  /** Registers through the wallet standard (page event or Node registry); returns unregister. */
  register(): () => void;
  setBehavior(feature: SolanaTestWalletFeature, behavior: TestWalletBehavior): void;
  /** Removes one feature's switch, or all when none is given. */
  clearBehavior(feature?: string): void;
  /** Simulates the user picking another account in the wallet: `change` with it when connected. */
  setAccount(secretKey: Uint8Array): void;
  /** Drops the connection from the wallet side and tells listeners (`change` with no accounts). */
  disconnect(): void;
}

/** Creates a Solana wallet-standard test wallet signing with a real ed25519 key. */
export function createSolanaTestWallet(options: SolanaTestWalletOptions = {}): SolanaTestWallet {
  const chains = options.chains ?? ['solana:mainnet', 'solana:devnet', 'solana:testnet'];
  const offered = new Set(options.features ?? ALL_FEATURES);
  let authorized = false;
  const state = standardTestWalletState(() => (authorized = false));
  const { switches, setAccounts } = state;
  const accountOf = (kp: Keypair) =>
    makeAccount({
      address: kp.publicKey.toBase58(),
      publicKey: kp.publicKey.toBytes(),
      chains,
      features: [...offered].filter((f) => f.startsWith('solana:')),
    });
  let keypair = toKeypair(options.secretKey);
  let seed = keypair.secretKey.slice(0, 32);
  let account = accountOf(keypair);

  const ownAccount = (input: { account: WalletAccount }) => {
    if (!authorized || input.account.address !== account.address) {
      throw new ProviderRpcError(ProviderErrorCode.Unauthorized, ProviderErrorMessage.unauthorized);
    }
  };
  const signTx = (input: SolanaSignTransactionInput) => {
    ownAccount(input);
    const tx = VersionedTransaction.deserialize(input.transaction);
    tx.sign([keypair]);
    return tx;
  };

  const features: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input?: StandardConnectInput) {
        // A silent connect never prompts: it only restores an earlier authorisation.
        if (input?.silent && !authorized) return { accounts: [] };
        await switches.apply('standard:connect');
        authorized = true;
        setAccounts([account]);
        return { accounts: state.accounts() };
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      async signMessage(...inputs: readonly SolanaSignMessageInput[]) {
        await switches.apply('solana:signMessage');
        return inputs.map((input) => {
          ownAccount(input);
          return {
            signedMessage: input.message,
            signature: ed25519.sign(input.message, seed),
            signatureType: 'ed25519' as const,
          };
        });
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs: readonly SolanaSignTransactionInput[]) {
        await switches.apply('solana:signTransaction');
        return inputs.map((input) => ({ signedTransaction: signTx(input).serialize() }));
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs: readonly SolanaSignAndSendTransactionInput[]) {
        await switches.apply('solana:signAndSendTransaction');
        const rpc = options.rpc;
        if (!rpc) throw new ProviderRpcError(ProviderErrorCode.Internal, 'Test wallet has no RPC to send through.');
        const outputs = [];
        for (const input of inputs) {
          if (!chains.includes(input.chain as SolanaWalletChain)) {
            throw new ProviderRpcError(
              ProviderErrorCode.ChainDisconnected,
              `Test wallet is not on chain ${input.chain}.`,
            );
          }
          const signature = await rpc.sendRawTransaction(signTx(input).serialize());
          outputs.push({ signature: base58.decode(signature) });
        }
        return outputs;
      },
    },
  };

  const controls = state.wallet(options, { name: 'Solana Test Wallet', chains, features, offered });

  return {
    ...controls,
    get address() {
      return account.address;
    },
    get keypair() {
      return keypair;
    },
    setAccount(secretKey) {
      keypair = toKeypair(secretKey);
      seed = keypair.secretKey.slice(0, 32);
      account = accountOf(keypair);
      if (authorized) setAccounts([account]);
    },
  };
}

function toKeypair(secretKey: Uint8Array | undefined): Keypair {
  if (!secretKey) return Keypair.generate();
  if (secretKey.length === 32) return Keypair.fromSeed(secretKey);
  if (secretKey.length === 64) return Keypair.fromSecretKey(secretKey);
  throw new Error('Solana test wallet secretKey must be a 32-byte seed or a 64-byte secret key');
}
