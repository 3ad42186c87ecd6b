import { z } from 'zod';

// Params of the wallet's own methods, parsed at the boundary (what the dApp sends).
const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, 'expected a 0x-prefixed hex string');
const quantity = z.string().regex(/^0x[0-9a-fA-F]+$/, 'expected a hex quantity');
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'expected an address');

/** The request arguments of EIP-1193 `request`. */
export const requestArgumentsSchema = z.object({
  method: z.string().min(1),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
});

/** personal_sign: [message (hex bytes or text), address]. */
export const personalSignParams = z.tuple([z.string(), address]).rest(z.unknown());

/** eth_signTypedData_v4: [address, typed data as JSON text or object]. */
export const signTypedDataParams = z.tuple([address, z.union([z.string(), z.record(z.string(), z.unknown())])]);

/** The EIP-712 payload of eth_signTypedData_v4. */
export const typedDataSchema = z.object({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  domain: z.record(z.string(), z.unknown()).default({}),
  message: z.record(z.string(), z.unknown()),
});

/** eth_sendTransaction: [transaction request]. */
export const sendTransactionParams = z.tuple([
  z.object({
    from: address.optional(),
    to: address.nullish(),
    value: quantity.optional(),
    data: hex.optional(),
    input: hex.optional(),
    gas: quantity.optional(),
    gasPrice: quantity.optional(),
    maxFeePerGas: quantity.optional(),
    maxPriorityFeePerGas: quantity.optional(),
    nonce: quantity.optional(),
    chainId: quantity.optional(),
  }),
]);

/** wallet_switchEthereumChain: [{ chainId }]. */
export const switchChainParams = z.tuple([z.object({ chainId: quantity })]);

/** wallet_addEthereumChain: [EIP-3085 AddEthereumChainParameter]. */
export const addChainParams = z.tuple([
  z.object({
    chainId: quantity,
    chainName: z.string().min(1),
    nativeCurrency: z.object({ name: z.string(), symbol: z.string().min(1), decimals: z.number().int().nonnegative() }),
    rpcUrls: z.array(z.string().url()).min(1),
    blockExplorerUrls: z.array(z.string().url()).nullish(),
    iconUrls: z.array(z.string()).nullish(),
  }),
]);

/** wallet_requestPermissions / wallet_revokePermissions: [{ eth_accounts: {} }]. */
export const permissionsParams = z.tuple([z.record(z.string(), z.record(z.string(), z.unknown()))]);

/** wallet_getCapabilities: [address, chainIds?]. */
export const getCapabilitiesParams = z.tuple([address]).rest(z.array(quantity));

/** A TestWallet switch: reject with 4001, fail with a code, and/or delay first. */
export const behaviorSchema = z.object({
  reject: z.literal(true).optional(),
  fail: z.object({ code: z.number().int(), message: z.string(), data: z.unknown().optional() }).optional(),
  delayMs: z.number().nonnegative().optional(),
  times: z.number().int().positive().optional(),
});

/** wallet_getAssets (EIP-7811): [{ account, assetFilter?, assetTypeFilter?, chainFilter? }]. */
export const getAssetsParams = z.tuple([
  z.object({
    account: address,
    assetFilter: z.record(z.string(), z.array(z.object({ address: z.string(), type: z.string() }))).optional(),
    assetTypeFilter: z.array(z.string()).optional(),
    chainFilter: z.array(quantity).optional(),
  }),
]);

/** wallet_watchAsset (EIP-747): { type: 'ERC20', options: { address, ... } } (some dApps wrap it in an array). */
export const watchAssetParams = z.preprocess(
  (v) => (Array.isArray(v) ? v[0] : v),
  z.object({
    type: z.literal('ERC20'),
    options: z.object({
      address,
      symbol: z.string().optional(),
      decimals: z.number().optional(),
      image: z.string().optional(),
    }),
  }),
);

/** wallet_sendCalls (EIP-5792 v2): [{ version, chainId, from?, atomicRequired, calls, capabilities?, id? }]. */
export const sendCallsParams = z.tuple([
  z.object({
    version: z.string(),
    chainId: quantity,
    from: address.optional(),
    atomicRequired: z.boolean().optional(),
    calls: z.array(z.object({ to: address.optional(), data: hex.optional(), value: quantity.optional() })).min(1),
    capabilities: z.record(z.string(), z.unknown()).optional(),
    id: z.string().optional(),
  }),
]);

/** wallet_getCallsStatus: [id]. */
export const callsStatusParams = z.tuple([z.string()]);
