// The kinds of a wallet's or node's answer: the user declined, the wallet answered with a JSON-RPC error (its code in
// `rpcCode`, see RpcErrorCode), the node refused a transaction (named by viem's rules).
import { type ErrorKindOptions, WalletDockError } from './base';

/** The wallet's user declined (code 4001, or a rejection anywhere in the cause chain). */
export class UserRejectedError extends WalletDockError<'USER_REJECTED'> {
  override readonly name = 'UserRejectedError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'USER_REJECTED' });
  }
}

/** The wallet or node answered with a JSON-RPC error (`rpcCode`; see RpcErrorCode). */
export class WalletRpcError extends WalletDockError<'RPC_ERROR'> {
  override readonly name = 'WalletRpcError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'RPC_ERROR' });
  }
}

/** The node refused the transaction (nonce, funds, fee caps, gas, a revert), named by viem's rules. */
export class NodeError extends WalletDockError<'NODE_ERROR'> {
  override readonly name = 'NodeError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'NODE_ERROR' });
  }
}
