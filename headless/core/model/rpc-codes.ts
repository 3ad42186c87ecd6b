// The wallet JSON-RPC error codes (EIP-1474, EIP-1193, EIP-5792 and wallet_switchEthereumChain) and what each means:
// what a wallet's or node's error carries as `code`, and a WalletRpcError keeps as `rpcCode`.

/** The wallet JSON-RPC error codes (EIP-1474, EIP-1193, EIP-5792 and wallet_switchEthereumChain). */
export const RpcErrorCode = {
  ParseError: -32700,
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  InvalidParams: -32602,
  InternalError: -32603,
  InvalidInput: -32000,
  ResourceNotFound: -32001,
  ResourceUnavailable: -32002,
  TransactionRejected: -32003,
  MethodNotSupported: -32004,
  LimitExceeded: -32005,
  JsonRpcVersionUnsupported: -32006,
  UserRejected: 4001,
  Unauthorized: 4100,
  UnsupportedMethod: 4200,
  Disconnected: 4900,
  ChainDisconnected: 4901,
  UnrecognizedChain: 4902,
  UnsupportedNonOptionalCapability: 5700,
  UnsupportedChainId: 5710,
  DuplicateBundleId: 5720,
  UnknownBundleId: 5730,
  BundleTooLarge: 5740,
  AtomicUpgradeRejected: 5750,
  AtomicityNotSupported: 5760,
} as const;

/** One of the wallet JSON-RPC error codes of RpcErrorCode. */
export type RpcErrorCodeValue = (typeof RpcErrorCode)[keyof typeof RpcErrorCode];

const RPC_MEANINGS: Record<RpcErrorCodeValue, string> = {
  [-32700]: 'invalid JSON',
  [-32600]: 'not a valid request',
  [-32601]: 'method not available',
  [-32602]: 'invalid parameters',
  [-32603]: 'internal error',
  [-32000]: 'missing or invalid parameters',
  [-32001]: 'resource not found',
  [-32002]: 'resource unavailable',
  [-32003]: 'transaction creation failed',
  [-32004]: 'method not supported',
  [-32005]: 'request exceeds limit',
  [-32006]: 'JSON-RPC version unsupported',
  4001: 'user rejected',
  4100: 'not authorised',
  4200: 'provider does not support method',
  4900: 'provider disconnected',
  4901: 'chain disconnected',
  4902: 'switch chain failed',
  5700: 'unsupported non-optional capability',
  5710: 'unsupported chain id',
  5720: 'duplicate bundle id',
  5730: 'unknown bundle id',
  5740: 'bundle too large',
  5750: 'atomic upgrade rejected',
  5760: 'atomicity not supported',
};

/** A short meaning of a wallet RPC code ("user rejected"…), or undefined for a code outside RpcErrorCode. */
export function rpcErrorMeaning(code: number): string | undefined {
  return (RPC_MEANINGS as Record<number, string | undefined>)[code];
}
