// The paymaster service's JSON-RPC errors: a code from the wallet RPC catalogue and a message that says why.
import { getAddress, type Address } from 'viem';
import type { LimitReached } from './store';

/** JSON-RPC error codes the service answers with. */
export const PaymasterErrorCode = {
  /** -32602: the request is not a user operation this service can read, or names an unsupported chain or EntryPoint. */
  invalidParams: -32602,
  /** -32601: not one of the pm_ methods. */
  methodNotFound: -32601,
  /** -32600: not a JSON-RPC 2.0 request. */
  invalidRequest: -32600,
  /** 4100: the sponsorship policy does not allow this operation (a contract, a delegatecall, a smart session). */
  notAuthorised: 4100,
  /** -32005: a sponsorship limit is reached. */
  limitReached: -32005,
  /** -32603: the service failed (the database did not answer); nothing was signed. */
  internal: -32603,
} as const;

/** A JSON-RPC error the route answers with. */
export class PaymasterRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const window = (seconds: number) =>
  seconds % 3600 === 0 ? `${seconds / 3600} h` : seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`;
const ether = (wei: bigint) => {
  const whole = wei / 10n ** 18n;
  const fraction = (wei % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
};

/** The texts. */
export const PaymasterMessages = {
  notJsonRpc:
    'Expected a JSON-RPC 2.0 request: {"jsonrpc":"2.0","id":1,"method":"pm_getPaymasterStubData","params":[userOperation, entryPoint, chainId, context]}',
  unknownMethod: (method: string) =>
    `Unknown method "${method.slice(0, 64)}": this paymaster answers pm_getPaymasterStubData and pm_getPaymasterData`,
  invalidUserOperation: (detail: string) => `Invalid user operation: ${detail}`,
  missingGas: (field: string) =>
    `Invalid user operation: pm_getPaymasterData needs ${field} (ask for stub data first, then estimate gas)`,
  invalidChain: (text: string) =>
    `Invalid chain "${text.slice(0, 32)}" in the path: expected /v1/paymaster/<chain id>, e.g. /v1/paymaster/33322`,
  chainMismatch: (route: number, params: string) =>
    `The chain id ${params.slice(0, 24)} does not match this endpoint's chain ${route} (/v1/paymaster/${route})`,
  chainNotSponsored: (chainId: number, sponsored: number[]) =>
    `Not sponsored: chain eip155:${chainId} has no sponsorship here${sponsored.length ? ` (sponsored: ${sponsored.map((c) => `eip155:${c}`).join(', ')})` : ''}`,
  unsupportedEntryPoint: (given: string, served: Address) =>
    `Unsupported EntryPoint ${given.slice(0, 42)}: this paymaster works with EntryPoint v0.7 at ${served}`,
  unreadableCalls:
    "Not sponsored: the user operation's calls could not be read (expected a Safe executeUserOp or MultiSend batch, or a SimpleAccount execute or executeBatch)",
  delegateCall: (to: Address) =>
    `Not sponsored: the user operation delegatecalls ${getAddress(to)}; only a Safe batch through MultiSend is sponsored`,
  contractNotAllowed: (to: Address, chainId: number) =>
    `Not sponsored: the user operation calls ${getAddress(to)}, which the sponsorship policy of eip155:${chainId} does not allow`,
  limitReached: (r: LimitReached) => {
    const amount =
      r.kind === 'operations'
        ? `${r.used} of ${r.max} user operations`
        : `${ether(r.used)} of ${ether(r.max)} in maximum gas cost`;
    return r.scope === 'user'
      ? `Gas sponsorship limit reached for this account: ${amount} sponsored in the last ${window(r.windowSeconds)}`
      : `Gas sponsorship limit reached for everyone: ${amount} sponsored in the last ${window(r.windowSeconds)}`;
  },
  unavailable: 'The paymaster could not record the sponsorship; nothing was signed. Please try again.',
} as const;
