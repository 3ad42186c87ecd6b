// Which way a batch goes, from what the connected wallet says it can do. The one rule every eip155 connector's batch
// follows (useSendCalls reaches it; the embedded wallet's frame applies the same to its own key):
// - the wallet speaks EIP-5792 (wallet_getCapabilities answers) and can batch atomically on the chain (`atomic`
//   supported, or ready: it upgrades the account with the user's consent) -> wallet_sendCalls;
// - it speaks EIP-5792 but sends one by one (`atomic` unsupported or absent) -> wallet_sendCalls when the app accepts
//   that, refused (5760) when the app requires all or none;
// - it does not speak EIP-5792 (a plain EOA wallet) -> walletdock sends the calls one by one with
//   eth_sendTransaction when the app accepts that, refused (5760) when it requires all or none, and refused (5700)
//   when the app requires a capability (a paymaster, …) that plain transactions cannot carry.
import { UnsupportedError } from '../model/errors/sdk';
import { RpcErrorCode } from '../model/rpc-codes';
import * as CallsMessages from './messages';
import type { CallsCapability, CallsRoute, ChainCapabilities } from './types';

/** What routeCalls decides from. */
export interface RouteInput {
  /** The wallet's capabilities on the chain; undefined when it does not speak EIP-5792. */
  capabilities: ChainCapabilities | undefined;
  atomicRequired: boolean;
  /** The request's capabilities. */
  requested?: Record<string, CallsCapability> | undefined;
}

/** True when the wallet can send a batch all or none on the chain. */
export function isAtomic(capabilities: ChainCapabilities | undefined): boolean {
  const status = capabilities?.atomic?.status;
  return status === 'supported' || status === 'ready';
}

/** The way the batch goes; throws 5760 (atomicity not supported) or 5700 (a required capability) when it cannot. */
export function routeCalls({ capabilities, atomicRequired, requested }: RouteInput): CallsRoute {
  if (atomicRequired && !isAtomic(capabilities)) {
    throw new UnsupportedError(CallsMessages.atomicityNotSupported, { rpcCode: RpcErrorCode.AtomicityNotSupported });
  }
  if (capabilities) return 'wallet';
  const required = Object.entries(requested ?? {}).find(([, capability]) => capability.optional !== true);
  if (required) {
    throw new UnsupportedError(CallsMessages.nonOptionalCapabilityUnsupported(required[0]), {
      rpcCode: RpcErrorCode.UnsupportedNonOptionalCapability,
    });
  }
  return 'sequential';
}
