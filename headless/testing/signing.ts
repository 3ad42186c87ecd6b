import {
  createWalletClient,
  hexToBigInt,
  http,
  isAddressEqual,
  isHex,
  type Chain,
  type Hex,
  type LocalAccount,
  type TypedDataDefinition,
} from 'viem';
import { invalidParams, ProviderErrorCode, ProviderErrorMessage, ProviderRpcError, toProviderRpcError } from './errors';
import { personalSignParams, sendTransactionParams, signTypedDataParams, typedDataSchema } from './params';

/** A chain the wallet knows and the RPC its reads and sends go to. */
export interface ChainEntry {
  chain: Chain;
  rpcUrl: string;
}

function parse<T>(
  schema: {
    safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
  params: unknown,
): T {
  const result = schema.safeParse(params);
  if (!result.success) throw invalidParams(result.error.issues.map((i) => i.message).join('; '));
  return result.data;
}

function assertOwnAddress(account: LocalAccount, address: string): void {
  if (!isAddressEqual(account.address, address as Hex)) {
    throw new ProviderRpcError(ProviderErrorCode.Unauthorized, ProviderErrorMessage.unauthorized);
  }
}

/** personal_sign: EIP-191 signature of the message (hex = raw bytes, otherwise UTF-8 text). */
export async function personalSign(account: LocalAccount, params: unknown): Promise<Hex> {
  const [message, address] = parse(personalSignParams, params);
  assertOwnAddress(account, address);
  return account.signMessage({ message: isHex(message) ? { raw: message } : message });
}

/** eth_signTypedData_v4: EIP-712 signature; the domain's chainId, when given, must be the current chain (as MetaMask). */
export async function signTypedDataV4(account: LocalAccount, params: unknown, chainId: number): Promise<Hex> {
  const [address, payload] = parse(signTypedDataParams, params);
  assertOwnAddress(account, address);
  let raw: unknown = payload;
  if (typeof payload === 'string') {
    try {
      raw = JSON.parse(payload);
    } catch {
      throw invalidParams('typed data is not valid JSON');
    }
  }
  const data = parse(typedDataSchema, raw);
  const domainChainId = data.domain.chainId;
  if (domainChainId !== undefined && Number(domainChainId) !== chainId) {
    throw invalidParams(`provided chainId "${String(domainChainId)}" must match the active chainId "${chainId}"`);
  }
  // viem derives EIP712Domain itself from the domain's fields.
  const { EIP712Domain: _domain, ...types } = data.types;
  try {
    return await account.signTypedData({
      domain: data.domain,
      types,
      primaryType: data.primaryType,
      message: data.message,
    } as unknown as TypedDataDefinition);
  } catch (error) {
    throw invalidParams(error instanceof Error ? error.message : String(error));
  }
}

/** eth_sendTransaction: signs locally and sends to the current chain's RPC; returns the hash. */
export async function sendTransaction(account: LocalAccount, params: unknown, entry: ChainEntry): Promise<Hex> {
  const [tx] = parse(sendTransactionParams, params);
  if (tx.from) assertOwnAddress(account, tx.from);
  if (tx.chainId !== undefined && Number(tx.chainId) !== entry.chain.id) {
    throw invalidParams(`chainId ${Number(tx.chainId)} is not the active chain ${entry.chain.id}`);
  }
  const client = createWalletClient({ account, chain: entry.chain, transport: http(entry.rpcUrl, { retryCount: 0 }) });
  const big = (v: string | undefined) => (v === undefined ? undefined : hexToBigInt(v as Hex));
  const fees =
    tx.gasPrice !== undefined
      ? { gasPrice: big(tx.gasPrice) }
      : { maxFeePerGas: big(tx.maxFeePerGas), maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas) };
  try {
    return await client.sendTransaction({
      to: tx.to ?? null,
      value: big(tx.value),
      data: (tx.data ?? tx.input) as Hex | undefined,
      gas: big(tx.gas),
      nonce: tx.nonce === undefined ? undefined : Number(hexToBigInt(tx.nonce as Hex)),
      ...fees,
    } as Parameters<typeof client.sendTransaction>[0]);
  } catch (error) {
    throw toProviderRpcError(error);
  }
}

/** Forwards a read-only JSON-RPC call to the chain's RPC with viem's http transport, keeping the node's error code and data. */
export async function forwardRead(entry: ChainEntry, method: string, params: unknown): Promise<unknown> {
  const transport = http(entry.rpcUrl, { retryCount: 0 })({ chain: entry.chain, retryCount: 0 });
  try {
    return await transport.request({ method, params: params as unknown[] | undefined });
  } catch (error) {
    throw toProviderRpcError(error);
  }
}
