// The RPC methods an embedded wallet answers, split into safe (read-only: answered at once, straight from the
// chain's node or the frame's own state) and not-safe (they sign or spend: the frame asks its user first), and the
// parameter rules of the not-safe ones, which the frame must understand to show the user what is asked.
// Any method outside these lists is refused with "Requested RPC call is not allowed".
import * as z from 'zod/mini';

/** Namespaces the embedded wallet (the AUTH connector) serves. */
export const EMBEDDED_NAMESPACES = ['eip155', 'solana'] as const;
/** A namespace the embedded wallet serves. */
export type EmbeddedNamespace = (typeof EMBEDDED_NAMESPACES)[number];

/** eip155 methods answered without asking the user (reads, the frame's own accounts and chain). */
export const EIP155_SAFE_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'net_version',
  'net_listening',
  'web3_clientVersion',
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getBalance',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getTransactionCount',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getLogs',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_switchEthereumChain',
  'eth_supportedEntryPoints',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
] as const;

/** eip155 methods that sign or spend: shown to the user in the frame, done only after a click there. */
export const EIP155_NOT_SAFE_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const;

/** solana methods answered without asking the user. */
export const SOLANA_SAFE_METHODS = [
  'solana_getAccounts',
  'solana_requestAccounts',
  'getBalance',
  'getAccountInfo',
  'getLatestBlockhash',
  'getSignatureStatuses',
  'getTransaction',
  'getMinimumBalanceForRentExemption',
  'getFeeForMessage',
  'getSlot',
  'getBlockHeight',
] as const;

/** solana methods that sign or send. */
export const SOLANA_NOT_SAFE_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
] as const;

/** A not-safe method of either namespace. */
export type NotSafeMethod = (typeof EIP155_NOT_SAFE_METHODS)[number] | (typeof SOLANA_NOT_SAFE_METHODS)[number];

const SAFE: Record<EmbeddedNamespace, readonly string[]> = { eip155: EIP155_SAFE_METHODS, solana: SOLANA_SAFE_METHODS };
const NOT_SAFE: Record<EmbeddedNamespace, readonly string[]> = {
  eip155: EIP155_NOT_SAFE_METHODS,
  solana: SOLANA_NOT_SAFE_METHODS,
};

/** True for a listed method that needs no approval. */
export function isSafeMethod(namespace: EmbeddedNamespace, method: string): boolean {
  return SAFE[namespace].includes(method);
}

/** True for a listed method that the user must approve in the frame. */
export function isNotSafeMethod(namespace: EmbeddedNamespace, method: string): method is NotSafeMethod {
  return NOT_SAFE[namespace].includes(method);
}

/** True when the embedded wallet accepts `method` on `namespace` at all. */
export function isAllowedMethod(namespace: string, method: string): boolean {
  return (
    (namespace === 'eip155' || namespace === 'solana') &&
    (isSafeMethod(namespace, method) || isNotSafeMethod(namespace, method))
  );
}

// Parameter rules of the not-safe methods (what the approval UI reads).
const MAX_TEXT = 64 * 1024;
/** 0x-prefixed hex. */
export const hex0x = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/), z.maxLength(2 * MAX_TEXT));
/** A 0x-prefixed hex quantity. */
export const hexQuantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/));
/** An EVM address (0x + 40 hex). */
export const evmAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));
/** A base58 solana address. */
export const solanaAddress = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/));
const base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/), z.maxLength(2 * MAX_TEXT));
const base58 = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]+$/), z.maxLength(2 * MAX_TEXT));

/** An eth_sendTransaction request. */
export const transactionRequestSchema = z.object({
  from: z.optional(evmAddress),
  to: z.optional(z.nullable(evmAddress)),
  value: z.optional(hexQuantity),
  data: z.optional(hex0x),
  input: z.optional(hex0x),
  gas: z.optional(hexQuantity),
  gasPrice: z.optional(hexQuantity),
  maxFeePerGas: z.optional(hexQuantity),
  maxPriorityFeePerGas: z.optional(hexQuantity),
  nonce: z.optional(hexQuantity),
  chainId: z.optional(hexQuantity),
  type: z.optional(hexQuantity),
});

/** One call of wallet_sendCalls (EIP-5792): target and data start with 0x. */
export const sendCallSchema = z.object({
  to: z.optional(evmAddress),
  data: z.optional(hex0x),
  value: z.optional(hexQuantity),
});

/** EIP-712 typed data (eth_signTypedData_v4 takes it as an object or as JSON text). */
export const typedDataSchema = z.object({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  domain: z.record(z.string(), z.unknown()),
  message: z.record(z.string(), z.unknown()),
});

const typedDataParam = z.union([
  typedDataSchema,
  z.string().check(
    z.maxLength(MAX_TEXT),
    z.refine((text) => {
      try {
        return typedDataSchema.safeParse(JSON.parse(text)).success;
      } catch {
        return false;
      }
    }, 'Typed data must be EIP-712 JSON'),
  ),
]);

/** Parameters of each not-safe method. */
export const notSafeParamsSchemas = {
  personal_sign: z.tuple([z.string().check(z.maxLength(MAX_TEXT)), evmAddress]),
  eth_signTypedData_v4: z.tuple([evmAddress, typedDataParam]),
  eth_sendTransaction: z.tuple([transactionRequestSchema]),
  wallet_sendCalls: z.tuple([
    z.object({
      version: z.string(),
      chainId: z.optional(hexQuantity),
      from: z.optional(evmAddress),
      atomicRequired: z.optional(z.boolean()),
      calls: z.array(sendCallSchema).check(z.minLength(1), z.maxLength(64)),
      capabilities: z.optional(z.record(z.string(), z.unknown())),
    }),
  ]),
  wallet_grantPermissions: z.tuple([z.record(z.string(), z.unknown())]),
  wallet_revokePermissions: z.tuple([z.record(z.string(), z.unknown())]),
  eth_sendUserOperation: z.tuple([z.record(z.string(), z.unknown()), evmAddress]),
  solana_signMessage: z.object({ message: base58, pubkey: solanaAddress }),
  solana_signTransaction: z.object({ transaction: base64 }),
  solana_signAndSendTransaction: z.object({
    transaction: base64,
    options: z.optional(z.object({ skipPreflight: z.optional(z.boolean()), maxRetries: z.optional(z.number()) })),
  }),
  solana_signAllTransactions: z.object({ transactions: z.array(base64).check(z.minLength(1), z.maxLength(32)) }),
} satisfies Record<NotSafeMethod, z.ZodMiniType>;

/** The parsed parameters of a not-safe method. */
export type NotSafeParams<M extends NotSafeMethod> = z.infer<(typeof notSafeParamsSchemas)[M]>;
