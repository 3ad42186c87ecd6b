import type { Address, Chain, EIP1193Provider, Hex } from 'viem';
import type { TestWalletCalls } from './calls';
import type { EIP6963ProviderInfo } from './eip6963';

/** Which key the test wallet signs with: a private key, or a mnemonic (+ optional BIP-44 address index). */
export type TestWalletKey =
  | { privateKey: Hex; mnemonic?: never; addressIndex?: never }
  | { mnemonic: string; addressIndex?: number; privateKey?: never };

/** Options of createTestWallet. */
export type TestWalletOptions = TestWalletKey & {
  /** Chains the wallet knows; the first is the starting chain. Others are added by wallet_addEthereumChain. */
  chains: readonly Chain[];
  /** RPC of the starting chain (overrides chains[0].rpcUrls.default); other chains use their own default RPC. */
  rpcUrl?: string;
  /** EIP-6963 metadata; defaults to a fresh uuid, "Test Wallet", an inline icon, "dev.walletdock.testwallet". */
  info?: Partial<EIP6963ProviderInfo>;
  /** `window`-like target for EIP-6963; defaults to globalThis.window when present. */
  eventTarget?: EventTarget;
  /** Announce by EIP-6963 at creation when a target exists (default true). */
  announce?: boolean;
  /** Start connected, as if the user had already approved this origin (default false). */
  connected?: boolean;
  /** Switch to a chain right after wallet_addEthereumChain adds it, like MetaMask (default true); false acts as a user who adds but declines the switch. */
  switchOnAdd?: boolean;
  /** Enables wallet_getAssets (EIP-7811: native coin + these ERC-20s, read live) and the assetDiscovery capability. */
  assets?: { tokens?: readonly { chainId: number; address: Address }[] };
  /** wallet_getCapabilities answer per chain id; default `{ atomic: { status: 'unsupported' } }` for each known chain. */
  capabilities?: Record<number, Record<string, unknown>>;
  /**
   * EIP-5792 batches (wallet_sendCalls, wallet_getCallsStatus): 'atomic' all or none by an EIP-7702 delegation to
   * Simple7702Account v0.8 (which the chain must have), 'sequential' one transaction per call, 'none' no EIP-5792 at
   * all (wallet_getCapabilities answers 4200 too). Unset: wallet_getCapabilities answers, wallet_sendCalls is 4200.
   */
  calls?: TestWalletCalls;
  /** The 'atomic' wallet's EIP-7702 delegate (default: Simple7702Account v0.8's canonical address). */
  callsDelegate?: Address;
};

/**
 * A switch on a method (or '*' for all): `reject` answers 4001, `fail` answers the given error,
 * `delayMs` waits first (use fake timers in tests), `times` limits it to the next N calls.
 */
export interface TestWalletBehavior {
  reject?: true;
  fail?: { code: number; message: string; data?: unknown };
  delayMs?: number;
  times?: number;
}

/** One request the wallet received, in order (for assertions). */
export interface RecordedRequest {
  method: string;
  params: unknown;
}

/** An EIP-1193 provider backed by a viem local account, plus test controls. */
export interface TestWallet extends EIP1193Provider {
  /** The signing account's address. */
  readonly address: Address;
  /** The current chain id. */
  readonly chainId: number;
  /** Whether the dApp currently has eth_accounts permission. */
  readonly connected: boolean;
  /** The EIP-6963 metadata this wallet announces with. */
  readonly info: EIP6963ProviderInfo;
  /** Every request received so far, oldest first. */
  readonly requests: readonly RecordedRequest[];
  /** Announces by EIP-6963 on target (default: the option's eventTarget, else window) and answers requestProvider; returns a stop function. */
  announce(target?: EventTarget): () => void;
  /** Installs a switch for a method, or '*' for every method (a method's own switch wins). */
  setBehavior(method: string, behavior: TestWalletBehavior): void;
  /** Removes the switch of one method, or all switches when no method is given. */
  clearBehavior(method?: string): void;
  /** Simulates the user switching account in the wallet: emits accountsChanged when connected. */
  setAccount(key: TestWalletKey): void;
  /** Simulates the user switching chain in the wallet (must be known): emits chainChanged. */
  setChain(chainId: number): void;
  /** Revokes permissions and emits 'disconnect' (4900), like a wallet dropping the dApp. */
  disconnect(): void;
}
