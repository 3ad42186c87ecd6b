// What a namespace plugs into walletdock: one NamespaceDefinition per folder (namespaces/<ns>/index.ts), listed in
// registry.ts; the rest of core asks the registry instead of naming namespaces. A definition is light (the
// WalletConnect code every pairing host loads reads it): facts as data, and the heavy parts — the sign-in
// verifier, the transfer client, the WalletConnect request shapes — behind import(), so a host pays for them only
// when it signs in, sends or pairs on that namespace. The address rule lives beside it in address.ts, which is
// synchronous (isAddress) and so cannot wait for an import(): Bitcoin's codec alone is ~12 KB gzip.
import type { Config } from '@wagmi/core';
import type { PublicClient } from 'viem';
import type { CaipNetworkId, ChainNamespace } from '../model/caip';
import type { CaipNetwork } from '../model/network';
import type { AdapterBalance, SendTransactionRequest, TransferClient } from '../model/transfer';
import type { SignatureCheckGateway } from './eip155/signature-check';

/** A signature over a sign-in message, as a namespace checks it. */
export interface SignedMessage {
  /** The signer's address on the namespace. */
  address: string;
  /** The CAIP-2 id of the network the message names. */
  chainId: string;
  message: string;
  signature: string;
}

/** What a verifier may use besides the signature: a public client per chain, the RPC gateway (eip155). */
export interface SignatureVerifyOptions {
  /** A public client for a numeric chain id; its chain must be that chain (checked before use). */
  getPublicClient?: ((chainId: number) => PublicClient | undefined) | undefined;
  /** The RPC gateway's signature check, used when no public client answers. */
  gateway?: SignatureCheckGateway | undefined;
}

/** True when `signed.signature` is the address's signature of the message on its network. Never throws. */
export type SignatureVerifier = (signed: SignedMessage, options: SignatureVerifyOptions) => Promise<boolean>;

/** What an instance offers a namespace to build its transfer client from. */
export interface TransferSource {
  /** The instance's wagmi config (eip155), when it has an eip155 adapter. */
  wagmiConfig: Config | undefined;
  /** The namespace's adapter, when configured. */
  adapter: { transfers?(): Promise<TransferClient> } | undefined;
}

/** Sends one request over a WalletConnect session on a network of the namespace. */
export type WalletConnectRequest = <T>(
  request: { method: string; params?: unknown },
  caipNetworkId: CaipNetworkId,
) => Promise<T>;

/** The wallet requests of a namespace over a WalletConnect session: each method's name and parameter shape, replies checked. */
export interface WalletConnectRequests {
  signMessage?(
    request: WalletConnectRequest,
    caipNetworkId: CaipNetworkId,
    parameters: { message: string; address: string },
  ): Promise<string>;
  /** Resolves with the transaction's hash (eip155) or txid (bip122). */
  sendTransaction?(
    request: WalletConnectRequest,
    caipNetworkId: CaipNetworkId,
    from: string,
    tx: SendTransactionRequest,
  ): Promise<string>;
  getBalance?(request: WalletConnectRequest, network: CaipNetwork, address: string): Promise<AdapterBalance>;
}

/** A payment request as Receive shows it: an address on a network of the namespace, optionally a token of it. */
export interface PaymentUriRequest {
  address: string;
  /** The network's CAIP-2 reference (the chain id on eip155). */
  reference: string;
  /** The token's contract (eip155) or mint (solana); absent for the native coin. */
  token?: string | undefined;
}

/** The capabilities walletdock serves on a namespace beyond connecting, sending and signing in; absent is off. */
export interface NamespaceServes {
  /** Token balances (the blockchain API's portfolio, else the RPC): elsewhere the balance is unavailable. */
  readonly balances?: boolean;
  /** Names (the name service) and identities (a name and avatar for an address). */
  readonly names?: boolean;
  /** Activity: the account's transaction history from the blockchain API. */
  readonly activity?: boolean;
  /** Buy: on-ramp checkouts to the account's address. */
  readonly onramp?: boolean;
  /** Swap: the blockchain API's quotes and swaps, on the networks it swaps on. */
  readonly swaps?: boolean;
  /** The account's NFTs from the blockchain API. */
  readonly nfts?: boolean;
}

/** One namespace as walletdock knows it. */
export interface NamespaceDefinition {
  readonly namespace: ChainNamespace;
  /** The coin type name services key its addresses by: SLIP-44, or ENSIP-11 per chain on eip155 (`reference` is the chain's). */
  coinType(reference: string): number;
  /** The block explorer of a network that names none (transactions at `/tx/<hash>`, addresses at `/address/<address>`). */
  readonly explorer?: { readonly name: string; readonly url: string } | undefined;
  /** What a WalletConnect session asks the wallet for on this namespace, and the requests' shapes (loaded on first use). */
  readonly walletConnect: {
    readonly methods: readonly string[];
    readonly events: readonly string[];
    /** One-click auth (WalletConnect's authenticate, a sign-in message signed while pairing) works on the namespace. */
    readonly oneClickAuth?: boolean;
    requests?(): Promise<WalletConnectRequests>;
  };
  /** Checks sign-in signatures (loaded on first use); absent: sign-in is not offered on this namespace. */
  signIn?(): Promise<SignatureVerifier>;
  /** Send's chain work (loaded on first use); absent, or undefined from the source: Send does not serve the namespace. */
  transfers?(source: TransferSource): Promise<TransferClient | undefined>;
  /** Receive's payment request as a URI wallets understand (EIP-681, Solana Pay); absent: Receive is not offered. */
  paymentUri?(request: PaymentUriRequest): string;
  /** What else walletdock serves on the namespace. */
  readonly serves?: NamespaceServes | undefined;
}
