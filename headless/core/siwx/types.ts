// Public types of sign-in with X.
import type * as z from 'zod/mini';
import type { cacaoSchema } from './schemas';

/** A CAIP-2 network id (namespace:reference), e.g. "eip155:1". */
export type SiwxChainId = `${string}:${string}`;

/** The namespaces sign-in supports, each with its own message form and verifier. */
export type SiwxNamespace = 'eip155' | 'solana' | 'bip122';

/** The fields of a sign-in message (the CAIP-122 data model). Times are RFC 3339 text. */
export interface SIWXMessageData {
  /** Account address without the chain part (CAIP-10 account_address). */
  accountAddress: string;
  /** CAIP-2 network id the session is bound to. */
  chainId: SiwxChainId;
  /** RFC 3986 authority of the site asking (host[:port]). */
  domain: string;
  /** RFC 3986 URI that is the subject of the signing (CACAO `aud`). */
  uri: string;
  /** Message version; "1" for EIP-4361. */
  version: string;
  /** Anti-replay token: at least 8 alphanumeric characters. */
  nonce: string;
  /** Optional URI scheme written before the domain (EIP-4361 only). */
  scheme?: string;
  statement?: string;
  issuedAt?: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  resources?: string[];
}

/** A CACAO (CAIP-74) as returned by universal-provider `authenticate`. */
export type Cacao = z.infer<typeof cacaoSchema>;

/** A signed sign-in session: data, the exact text signed, the signature and an optional CACAO. */
export interface SIWXSession {
  data: SIWXMessageData;
  message: string;
  signature: string;
  cacao?: Cacao;
}

/** A message ready to sign: its data and its exact text. */
export interface SIWXMessage {
  data: SIWXMessageData;
  message: string;
}

/** What the flow knows when it asks for a message: the active account and network. */
export interface SIWXMessageInput {
  accountAddress: string;
  chainId: SiwxChainId;
}

/** Signs a sign-in message text for an account; returns the wallet's signature encoding. */
export type SiwxSignMessage = (input: {
  message: string;
  accountAddress: string;
  chainId: SiwxChainId;
}) => Promise<string>;

/**
 * The pluggable `siwx` option: how messages are made, where sessions live and whether sign-in is required.
 * `createDefaultSiwx()` is the built-in implementation; hosts may write their own (e.g. backed by their API).
 */
export interface SIWXConfig {
  /** Builds the message to sign for the active account and network. */
  createMessage(input: SIWXMessageInput): Promise<SIWXMessage>;
  /** Returns a fresh nonce (a server-issued nonce is the secure default for hosts with a backend). */
  getNonce(input: SIWXMessageInput): Promise<string>;
  /** Stores a newly signed session; implementations should verify it first and throw if invalid. */
  addSession(session: SIWXSession): Promise<void>;
  /** Removes the sessions of exactly this chain and address pair. */
  revokeSession(chainId: SiwxChainId, address: string): Promise<void>;
  /** Replaces every stored session (an empty list signs out everywhere). */
  setSessions(sessions: SIWXSession[]): Promise<void>;
  /** Valid sessions of this chain and address pair (expired, not-yet-valid or unverifiable ones are left out). */
  getSessions(chainId: SiwxChainId, address: string): Promise<SIWXSession[]>;
  /** Optional signer that replaces the wallet's signMessage (e.g. a delegated signer). */
  signMessage?: SiwxSignMessage;
  /** True when the visitor must sign in to stay connected (cancel then disconnects). */
  getRequired?(): boolean;
  /** Sign out when the wallet disconnects (default: true). */
  signOutOnDisconnect?: boolean;
}

/** Checks a session's signature for one namespace; never throws (a failure is false). */
export interface SiwxVerifier {
  readonly namespace: SiwxNamespace;
  verify(session: SIWXSession): Promise<boolean>;
}

/** Verifiers by namespace. */
export type SiwxVerifiers = Partial<Record<SiwxNamespace, SiwxVerifier>>;
