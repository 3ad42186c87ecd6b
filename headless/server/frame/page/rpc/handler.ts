// What an RPC method's handler is, and what it is given. No handler is given a key: a safe method's handler answers
// from the frame's state or the network's node with the user's addresses; a not-safe method's handler only reads its
// parameters and says what the approval screen shows (`prepare`), and what it does with a signer (`sign`). Only the
// approval gate (gate.ts) holds signers, and it hands one to `sign` after the user's click, never before.
import type { Address, Hex } from 'viem';
import type { CallsStatus, PaymasterService } from '../../../../core/smart-account/calls';
import type { FrameNetwork } from '../../api-schemas';
import type { ApprovalView } from '../approve';
import type { WalletKeys } from '../keys';
import type { FrameSmartAccount } from '../smart-account';

/** The account a request is answered as: the user's own key's, or (eip155) their smart account. */
export type ActingAccount =
  | { type: 'eoa'; address: string }
  | { type: 'smartAccount'; address: Address; deployed: boolean };

/** What every handler may use: the networks, the user's addresses and reads. Nothing here signs. */
export interface RpcContext {
  readonly chains: readonly FrameNetwork[];
  /** The signed-in user's account on `chain` (the type they act as there); undefined when nobody is signed in. */
  account(chain: FrameNetwork): Promise<ActingAccount | undefined>;
  /** Makes `chainId` the frame's current chain of its namespace. */
  switchChain(chainId: string): void;
  /** wallet_getCallsStatus of a batch of the user's smart account on `chain`; undefined when it has none there. */
  callsStatus(chain: FrameNetwork, id: Hex): Promise<CallsStatus | undefined>;
  /** After a user operation landed: reads the smart account's deployment again and tells the app. */
  smartAccountChanged(chain: FrameNetwork): Promise<void>;
  /**
   * The paymaster service that pays a smart account's gas on `chain`: the request's `paymasterService` capability, else
   * the app's; undefined when the account pays. Throws 5700 for a required one the frame does not call.
   */
  paymaster(chain: FrameNetwork, requested?: unknown): PaymasterService | undefined;
  /** True when the frame has a paymaster service to call (its blockchain API): wallet_getCapabilities says so. */
  sponsorship: boolean;
  /**
   * The blockchain API that records smart sessions, when the app turned them on (features.smartSessions) and the frame
   * has one; undefined leaves wallet_grantPermissions and wallet_revokePermissions unsupported (4200).
   */
  smartSessions(): string | undefined;
}

/** What the approval screen shows about a request (the gate adds the network and the app's verified origin). */
export type RequestView = Pick<ApprovalView, 'title' | 'rows' | 'body'>;

/** A not-safe request, read and described; `sign` runs once the user approved `view`, with the gate's signer. */
export interface PreparedRequest<S> {
  view: RequestView;
  sign(signer: S): Promise<unknown>;
}

/** Answers a safe method. */
export type SafeHandler = (ctx: RpcContext, chain: FrameNetwork, params: unknown) => Promise<unknown>;

/** Prepares a not-safe method for the approval screen, as `account`; throws for parameters it cannot do. */
export type NotSafeHandler<S, A extends ActingAccount = ActingAccount> = (
  ctx: RpcContext,
  chain: FrameNetwork,
  params: unknown,
  account: A,
) => Promise<PreparedRequest<S>>;

/** The signer of an eip155 account of the user's own key. */
export type Eip155Signer = WalletKeys['eip155'];
/** The signer of the user's solana account. */
export type SolanaSigner = WalletKeys['solana'];
/** The signer of the user's smart account: the account (its owner key inside) and where its user operations go. */
export type SmartAccountSigner = FrameSmartAccount;
