// eip155 requests answered as the user's smart account (ERC-4337), when it is their active account on the network:
// its address for the accounts, its signatures (ERC-1271, ERC-6492-wrapped while undeployed) for messages, and user
// operations through the bundler for sends — eth_sendTransaction as one call, wallet_sendCalls (EIP-5792) as one
// atomic batch. Every one of them waits for the user's click on the frame's approval screen first, like the EOA's.
import { formatUnits, hexToBigInt, isHex, type Hex, type TypedDataDefinition } from 'viem';
import { signSmartAccountMessage } from '../../../../core/smart-account/account';
import { getCallsStatus, sendCalls, waitForCallsStatus, type SmartAccountCall } from '../../../../core/smart-account/calls';
import { notSafeParamsSchemas } from '../../../../core/embedded/rpc-methods';
import { eip155ChainNumber } from '../../../../core/model/caip';
import * as ErrorMessages from '../../../../core/model/error-messages';
import { WalletDockError } from '../../../../core/model/errors';
import type { FrameNetwork } from '../../api-schemas';
import { messageText, rejected, RpcError, unauthorized, unsupported, type RpcContext } from './common';
import type { FrameSmartAccount } from '../smart-account';

/** The methods a smart account answers differently from the EOA (the others go on as usual). */
const METHODS = new Set(['eth_accounts', 'eth_requestAccounts', 'personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls']);

const big = (v: string | undefined) => (v === undefined ? undefined : hexToBigInt(v as Hex));
const amount = (value: bigint, chain: FrameNetwork) => `${formatUnits(value, chain.nativeCurrency.decimals)} ${chain.nativeCurrency.symbol}`;
const short = (data: string) => `${data.slice(0, 74)}${data.length > 74 ? '…' : ''} (${(data.length - 2) / 2} bytes)`;

/** A core error (bundler refusal, unsupported signature) as the frame's RPC error, in its own words. */
function asRpcError(error: unknown): unknown {
  if (error instanceof WalletDockError) return new RpcError(error.message, error.rpcCode ?? -32603);
  return error;
}

/**
 * Answers `method` as the smart account `sa` when it is one the account answers differently; undefined otherwise
 * (reads, chain switches… go on to the EOA's handler, which forwards them to the node).
 */
export async function smartAccountRequest(ctx: RpcContext, sa: FrameSmartAccount, chain: FrameNetwork, method: string, params: unknown): Promise<{ result: unknown } | undefined> {
  if (!METHODS.has(method)) return undefined;
  const address = sa.account.address;
  const same = (a: string | undefined) => a === undefined || a.toLowerCase() === address.toLowerCase();
  const rows = (): Array<[string, string]> => [['Account', address], ['Account type', sa.deployed ? 'Smart account' : 'Smart account (deployed by its first transaction)']];
  const ask = async (title: string, extra: Array<[string, string]>, body?: string) => {
    if (!(await ctx.approve({ title, network: chain.name, rows: [...rows(), ...extra], body }))) throw rejected();
  };
  try {
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return { result: [address] };
      case 'personal_sign': {
        const [message, from] = notSafeParamsSchemas.personal_sign.parse(params);
        if (!same(from)) throw unauthorized();
        await ask('Sign message', [], messageText(message));
        return { result: await signSmartAccountMessage(sa.account, isHex(message) ? { raw: message } : message) };
      }
      case 'eth_signTypedData_v4': {
        const [from, data] = notSafeParamsSchemas.eth_signTypedData_v4.parse(params);
        if (!same(from)) throw unauthorized();
        const typed = (typeof data === 'string' ? JSON.parse(data) : data) as TypedDataDefinition & { types: Record<string, unknown> };
        const { EIP712Domain: _domain, ...types } = typed.types;
        await ask('Sign typed data', [['Type', String(typed.primaryType)]], JSON.stringify(typed.message, null, 2));
        try {
          return { result: await sa.account.signTypedData({ ...typed, types } as TypedDataDefinition) };
        } catch (error) {
          void error; // viem's words name internals; the user gets SPEC §8's
          throw new RpcError(ErrorMessages.smartAccountsUnsupported, -32603);
        }
      }
      case 'eth_sendTransaction': {
        const [tx] = notSafeParamsSchemas.eth_sendTransaction.parse(params);
        if (!same(tx.from)) throw unauthorized();
        if (!tx.to) throw unsupported('Contract creation');
        const data = tx.data ?? tx.input;
        await ask('Send transaction', [['To', tx.to], ['Value', amount(big(tx.value) ?? 0n, chain)], ...(data && data !== '0x' ? [['Data', short(data)] as [string, string]] : [])]);
        // The app waits for a transaction hash: the user operation's, once the bundler's transaction carrying it landed.
        const { id } = await sendCalls(sa.context, [{ to: tx.to as Hex, data: data as Hex | undefined, value: big(tx.value) }]);
        const status = await waitForCallsStatus(sa.context, id);
        await ctx.smartAccountChanged(chain);
        if (status.status !== 200) throw new RpcError(`The user operation reverted${status.reason ? `: ${status.reason}` : ''}`, -32603);
        return { result: status.receipts[0]!.transactionHash };
      }
      case 'wallet_sendCalls': {
        const [request] = notSafeParamsSchemas.wallet_sendCalls.parse(params);
        if (!same(request.from)) throw unauthorized();
        if (request.chainId !== undefined && Number(hexToBigInt(request.chainId as Hex)) !== eip155ChainNumber(chain.id)) {
          throw new RpcError(`wallet_sendCalls names chain ${request.chainId}, not this network`, -32602);
        }
        const calls: SmartAccountCall[] = request.calls.map((c) => ({ to: c.to as Hex, data: c.data as Hex | undefined, value: big(c.value) }));
        const listing = calls.map((c, i) => `${i + 1}. to ${c.to}${c.value ? `, ${amount(c.value, chain)}` : ''}${c.data && c.data !== '0x' ? `\n   data ${short(c.data)}` : ''}`).join('\n');
        await ask('Send calls', [['Calls', `${calls.length}, all or none`]], listing);
        const { id } = await sendCalls(sa.context, calls);
        // The app polls wallet_getCallsStatus; the account's deployment is reported once the batch landed.
        void waitForCallsStatus(sa.context, id).then(() => ctx.smartAccountChanged(chain), () => undefined);
        return { result: { id } };
      }
    }
  } catch (error) {
    throw asRpcError(error);
  }
  return undefined;
}

/** wallet_getCallsStatus of a batch the smart account sent on `chain` (EIP-5792: 100 pending, 200 confirmed, 500 reverted). */
export async function smartAccountCallsStatus(sa: FrameSmartAccount, params: unknown): Promise<unknown> {
  const id = (params as unknown[] | undefined)?.[0];
  if (typeof id !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(id)) throw new RpcError('wallet_getCallsStatus needs a batch id', -32602);
  return getCallsStatus(sa.context, id as Hex);
}
