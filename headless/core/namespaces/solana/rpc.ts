// The Solana networks we know and the one seam through which the solana adapter reads and writes a
// chain. Production wraps a @solana/web3.js Connection; tests put an in-process SVM (litesvm) behind it.
import type { Connection } from '@solana/web3.js';
import type { CaipNetwork } from '../../model/network';
import { optionalPeerError } from '../../model/optional-peer';

/** CAIP-2 ids of the three Solana clusters (reference = first 32 chars of the genesis hash). */
export const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const;
/** CAIP-2 id of Solana devnet. */
export const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const;
/** CAIP-2 id of Solana testnet. */
export const SOLANA_TESTNET = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSRkCXi' as const;

/** A Solana CAIP-2 network id this package knows. */
export type SolanaCaipNetworkId = typeof SOLANA_MAINNET | typeof SOLANA_DEVNET | typeof SOLANA_TESTNET;

/** Wallet-standard chain names (`solana:mainnet`...) that wallets list in `wallet.chains`. */
export type SolanaWalletChain = 'solana:mainnet' | 'solana:devnet' | 'solana:testnet';

/** CAIP-2 id -> the wallet standard's chain name; wallets speak the latter, the store the former. */
export const SOLANA_WALLET_CHAINS: Readonly<Record<SolanaCaipNetworkId, SolanaWalletChain>> = {
  [SOLANA_MAINNET]: 'solana:mainnet',
  [SOLANA_DEVNET]: 'solana:devnet',
  [SOLANA_TESTNET]: 'solana:testnet',
};

/** Default public RPC endpoints of the clusters (hosts override them with customRpcUrls). */
export const SOLANA_DEFAULT_RPC_URLS: Readonly<Record<SolanaCaipNetworkId, string>> = {
  [SOLANA_MAINNET]: 'https://api.mainnet-beta.solana.com',
  [SOLANA_DEVNET]: 'https://api.devnet.solana.com',
  [SOLANA_TESTNET]: 'https://api.testnet.solana.com',
};

function solanaNetwork(
  caipNetworkId: SolanaCaipNetworkId,
  name: string,
  testnet: boolean,
  cluster: string,
): CaipNetwork {
  const url = SOLANA_DEFAULT_RPC_URLS[caipNetworkId];
  return {
    id: caipNetworkId.slice('solana:'.length),
    name,
    chainNamespace: 'solana',
    caipNetworkId,
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [url] }, chainDefault: { http: [url] } },
    // Solscan picks the cluster by query string, which cannot follow the /address/<a> path we append.
    blockExplorers: cluster ? undefined : { default: { name: 'Solscan', url: 'https://solscan.io' } },
    testnet,
  };
}

/** Solana mainnet-beta as a CaipNetwork for `options.networks`. */
export const solanaMainnet: CaipNetwork = solanaNetwork(SOLANA_MAINNET, 'Solana', false, '');
/** Solana devnet as a CaipNetwork. */
export const solanaDevnet: CaipNetwork = solanaNetwork(SOLANA_DEVNET, 'Solana Devnet', true, 'devnet');
/** Solana testnet as a CaipNetwork. */
export const solanaTestnet: CaipNetwork = solanaNetwork(SOLANA_TESTNET, 'Solana Testnet', true, 'testnet');

/** Returns the wallet-standard chain for a Solana CAIP-2 id, or undefined for an unknown cluster. */
export function solanaWalletChain(caipNetworkId: string): SolanaWalletChain | undefined {
  return (SOLANA_WALLET_CHAINS as Record<string, SolanaWalletChain>)[caipNetworkId];
}

/** The reads and writes the solana adapter needs from a cluster. Lamports are bigint. */
export interface SolanaRpc {
  getBalance(address: string): Promise<bigint>;
  getLatestBlockhash(): Promise<{ blockhash: string; lastValidBlockHeight: number }>;
  /** Submits a signed wire transaction; resolves to its base58 signature. */
  sendRawTransaction(wireTransaction: Uint8Array): Promise<string>;
  // What Send needs besides (token accounts, fees, rent, confirmation); an RPC without them sends SOL only.
  /** An account's owner program, lamports and data, or null when it does not exist. */
  getAccountInfo?(address: string): Promise<SolanaAccountInfo | null>;
  /** The fee in lamports the cluster charges for a compiled message (its wire bytes). */
  getFeeForMessage?(message: Uint8Array): Promise<bigint>;
  /** Lamports an account of `size` data bytes must hold to be rent-exempt. */
  getMinimumBalanceForRentExemption?(size: number): Promise<bigint>;
  /** Resolves once the signature is confirmed; rejects when the transaction failed or after `timeoutMs`. */
  confirmTransaction?(signature: string, timeoutMs: number): Promise<void>;
}

/** An account as Send reads it. */
export interface SolanaAccountInfo {
  owner: string;
  lamports: bigint;
  data: Uint8Array;
}

/**
 * @solana/web3.js, loaded on first use so hosts that never touch Solana never download it; an app built without
 * it (an optional peer) is told how to add it (model/optional-peer.ts).
 */
export async function loadWeb3(): Promise<typeof import('@solana/web3.js')> {
  try {
    return await import(/* turbopackOptional: true */ '@solana/web3.js');
  } catch (error) {
    throw optionalPeerError(error, 'Solana', '@solana/web3.js');
  }
}

/** A `SolanaRpc` over a @solana/web3.js `Connection` (or a URL, opened with 'confirmed' commitment). */
export function createConnectionRpc(connection: Connection | string): SolanaRpc {
  let opened: Promise<Connection> | undefined;
  const conn = () =>
    (opened ??=
      typeof connection === 'string'
        ? // Read the global fetch per call, not once at import: hosts (and tests) may install or wrap it later.
          loadWeb3().then(
            ({ Connection }) =>
              new Connection(connection, {
                commitment: 'confirmed',
                fetch: (input, init) => globalThis.fetch(input, init),
              }),
          )
        : Promise.resolve(connection));
  return {
    async getBalance(address) {
      const { PublicKey } = await loadWeb3();
      return BigInt(await (await conn()).getBalance(new PublicKey(address)));
    },
    async getLatestBlockhash() {
      const { blockhash, lastValidBlockHeight } = await (await conn()).getLatestBlockhash();
      return { blockhash, lastValidBlockHeight };
    },
    async sendRawTransaction(wireTransaction) {
      return (await conn()).sendRawTransaction(wireTransaction);
    },
    async getAccountInfo(address) {
      const { PublicKey } = await loadWeb3();
      const info = await (await conn()).getAccountInfo(new PublicKey(address));
      return (
        info && { owner: info.owner.toBase58(), lamports: BigInt(info.lamports), data: Uint8Array.from(info.data) }
      );
    },
    async getFeeForMessage(message) {
      const { VersionedMessage } = await loadWeb3();
      const { value } = await (await conn()).getFeeForMessage(VersionedMessage.deserialize(message));
      if (value === null) throw new Error('The cluster could not price the transaction (its blockhash expired)');
      return BigInt(value);
    },
    async getMinimumBalanceForRentExemption(size) {
      return BigInt(await (await conn()).getMinimumBalanceForRentExemption(size));
    },
    async confirmTransaction(signature, timeoutMs) {
      const connection = await conn();
      const deadline = Date.now() + timeoutMs;
      // Poll the status (no websocket: hosts' RPCs often serve HTTP only).
      for (;;) {
        const { value } = await connection.getSignatureStatuses([signature], { searchTransactionHistory: true });
        const status = value[0];
        if (status?.err) throw new Error(`Transaction ${signature} failed: ${JSON.stringify(status.err)}`);
        if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')) return;
        if (Date.now() > deadline)
          throw new Error(`Transaction ${signature} was not confirmed within ${timeoutMs / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    },
  };
}
