// eip155 requests in the frame: the frame's own state (accounts, chain, capabilities) answered here, other reads
// forwarded to the chain's node, and signing or sending only after the user approved it on the frame's screen.
import {
  createWalletClient, formatUnits, hexToBigInt, http, isHex, numberToHex, type Hex, type TypedDataDefinition,
} from 'viem';
import { eip155ChainNumber, parseCaipNetworkId } from '../../../../core/model/caip';
import type { FrameNetwork } from '../../api-schemas';
import { notSafeParamsSchemas, type NotSafeParams } from '../../../../core/embedded/rpc-methods';
import type { WalletKeys } from '../keys';
import { smartAccountCallsStatus, smartAccountRequest } from './smart-account';
import { messageText, nodeRequest, rejected, unauthorized, unknownChain, unsupported, type RpcContext } from './common';
import { viemChain } from '../viem-chain';

const amount = (value: Hex | undefined, chain: FrameNetwork) => `${formatUnits(value ? hexToBigInt(value) : 0n, chain.nativeCurrency.decimals)} ${chain.nativeCurrency.symbol}`;

/** Answers one eip155 request on `chain`. */
export async function eip155Request(ctx: RpcContext, chain: FrameNetwork, method: string, params: unknown): Promise<unknown> {
  const keys = ctx.keys;
  const address = keys?.eip155.address;
  if (keys && (await ctx.actsAsSmartAccount(chain))) {
    const answered = await smartAccountRequest(ctx, (await ctx.smartAccount(chain))!, chain, method, params);
    if (answered) return answered.result;
  }
  switch (method) {
    case 'eth_accounts':
      return address ? [address] : [];
    case 'eth_requestAccounts':
      if (!address) throw unauthorized();
      return [address];
    case 'eth_chainId':
      return numberToHex(eip155ChainNumber(chain.id));
    case 'net_version':
      return parseCaipNetworkId(chain.id).reference;
    case 'wallet_switchEthereumChain': {
      const target = (params as [{ chainId?: string }] | undefined)?.[0]?.chainId;
      const id = target && isHex(target) ? `eip155:${hexToBigInt(target)}` : undefined;
      if (!id || !ctx.chains.some((c) => c.id === id)) throw unknownChain();
      ctx.switchChain(id);
      return null;
    }
    case 'wallet_getCapabilities': {
      // Atomic batches on the networks where the user acts as their smart account (one user operation each).
      const eip155 = ctx.chains.filter((c) => c.id.startsWith('eip155:'));
      const atomic = await Promise.all(eip155.map((c) => (keys ? ctx.actsAsSmartAccount(c) : false)));
      return Object.fromEntries(eip155.map((c, i) => [numberToHex(eip155ChainNumber(c.id)), { atomic: { status: atomic[i] ? 'supported' : 'unsupported' } }]));
    }
    case 'wallet_getCallsStatus': {
      // Batches are the smart account's (even after a switch to the EOA, its earlier batches keep their status).
      const sa = keys ? await ctx.smartAccount(chain) : undefined;
      if (!sa) throw unsupported(method);
      return smartAccountCallsStatus(sa, params);
    }
    case 'wallet_grantPermissions':
    case 'wallet_revokePermissions':
    case 'eth_sendUserOperation':
    case 'wallet_sendCalls':
      throw unsupported(method);
    case 'personal_sign':
    case 'eth_signTypedData_v4':
    case 'eth_sendTransaction':
      if (!keys) throw unauthorized();
      return signing(ctx, keys, chain, method, params);
    default:
      return nodeRequest(chain.rpcUrl, method, params);
  }
}

async function signing(ctx: RpcContext, keys: WalletKeys, chain: FrameNetwork, method: 'personal_sign' | 'eth_signTypedData_v4' | 'eth_sendTransaction', params: unknown): Promise<unknown> {
  const account = keys.eip155;
  const same = (a: string | undefined) => a === undefined || a.toLowerCase() === account.address.toLowerCase();
  if (method === 'personal_sign') {
    const [message, from] = notSafeParamsSchemas.personal_sign.parse(params);
    if (!same(from)) throw unauthorized();
    if (!(await ctx.approve({ title: 'Sign message', network: chain.name, rows: [['Account', account.address]], body: messageText(message) }))) throw rejected();
    return account.signMessage({ message: isHex(message) ? { raw: message } : message });
  }
  if (method === 'eth_signTypedData_v4') {
    const [from, data] = notSafeParamsSchemas.eth_signTypedData_v4.parse(params);
    if (!same(from)) throw unauthorized();
    const typed = (typeof data === 'string' ? JSON.parse(data) : data) as TypedDataDefinition & { types: Record<string, unknown>; domain: Record<string, unknown> };
    const { EIP712Domain: _domain, ...types } = typed.types;
    const domain = typed.domain;
    if (!(await ctx.approve({
      title: 'Sign typed data', network: chain.name,
      rows: [['Account', account.address], ['Type', String(typed.primaryType)], ...(['name', 'chainId', 'verifyingContract'] as const).filter((k) => domain[k] !== undefined).map((k): [string, string] => [k, String(domain[k])])],
      body: JSON.stringify(typed.message, null, 2),
    }))) throw rejected();
    return account.signTypedData({ ...typed, types } as TypedDataDefinition);
  }
  const [tx] = notSafeParamsSchemas.eth_sendTransaction.parse(params) as NotSafeParams<'eth_sendTransaction'>;
  if (!same(tx.from)) throw unauthorized();
  const data = tx.data ?? tx.input;
  if (!(await ctx.approve({
    title: 'Send transaction', network: chain.name,
    rows: [['From', account.address], ['To', tx.to ?? '(new contract)'], ['Value', amount(tx.value as Hex | undefined, chain)], ...(data && data !== '0x' ? [['Data', `${data.slice(0, 74)}${data.length > 74 ? '…' : ''} (${(data.length - 2) / 2} bytes)`] as [string, string]] : [])],
    body: undefined,
  }))) throw rejected();
  const wallet = createWalletClient({ account, chain: viemChain(chain), transport: http(chain.rpcUrl) });
  const big = (v: string | undefined) => (v === undefined ? undefined : hexToBigInt(v as Hex));
  const fees = tx.gasPrice !== undefined ? { gasPrice: big(tx.gasPrice) } : { maxFeePerGas: big(tx.maxFeePerGas), maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas) };
  return wallet.sendTransaction({
    to: tx.to ?? null, value: big(tx.value), data: data as Hex | undefined, gas: big(tx.gas),
    nonce: tx.nonce === undefined ? undefined : Number(hexToBigInt(tx.nonce as Hex)), ...fees,
  } as Parameters<typeof wallet.sendTransaction>[0]);
}
