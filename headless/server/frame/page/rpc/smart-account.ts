// The not-safe eip155 methods as the user's smart account (ERC-4337) does them, when it is their active account on
// the network: its signatures (ERC-1271, ERC-6492-wrapped while undeployed) for messages, and user operations through
// the bundler for sends — eth_sendTransaction as one call, wallet_sendCalls (EIP-5792) as one atomic batch. Reads and
// its address are answered as for the EOA (eip155.ts), with the acting account's address.
import { hexToBigInt, isHex, type Hex } from 'viem';
import { notSafeParamsSchemas } from '../../../../core/embedded/rpc-methods';
import { signSmartAccountMessage } from '../../../../core/smart-account/account';
import { sendCalls, waitForCallsStatus, type SmartAccountCall } from '../../../../core/smart-account/calls';
import { eip155ChainNumber } from '../../../../core/model/caip';
import * as ErrorMessages from '../../../../core/model/error-messages';
import { WalletDockError } from '../../../../core/model/errors';
import { messageText, RpcError, unauthorized, unsupported } from './common';
import { fromIs, nativeAmount, quantity, shortData, typedDataOf, type Eip155NotSafeMethod } from './eip155';
import type { ActingAccount, NotSafeHandler, PreparedRequest, SmartAccountSigner } from './handler';
import { notSupported } from './not-supported';

/** The smart account a request is prepared as (the gate calls these handlers only when the user acts as one). */
export type SmartAccount = Extract<ActingAccount, { type: 'smartAccount' }>;

/** A core error (bundler refusal, unsupported signature) as the frame's RPC error, in its own words. */
function asRpcError(error: unknown): unknown {
  if (error instanceof WalletDockError) return new RpcError(error.message, error.rpcCode ?? -32603);
  return error;
}

/** The smart account's rows on every approval screen, then the request's own. */
function prepared(account: SmartAccount, title: string, rows: Array<[string, string]>, body: string | undefined, sign: (sa: SmartAccountSigner) => Promise<unknown>): PreparedRequest<SmartAccountSigner> {
  const type = account.deployed ? 'Smart account' : 'Smart account (deployed by its first transaction)';
  return {
    view: { title, rows: [['Account', account.address], ['Account type', type], ...rows], body },
    sign: (sa) => sign(sa).catch((error: unknown) => Promise.reject(asRpcError(error))),
  };
}

/** The not-safe eip155 methods as the user's smart account does them. */
export const smartAccountNotSafe: { [M in Eip155NotSafeMethod]: NotSafeHandler<SmartAccountSigner, SmartAccount> } = {
  personal_sign: async (_ctx, _chain, params, account) => {
    const [message, from] = notSafeParamsSchemas.personal_sign.parse(params);
    if (!fromIs(from, account.address)) throw unauthorized();
    return prepared(account, 'Sign message', [], messageText(message), (sa) => signSmartAccountMessage(sa.account, isHex(message) ? { raw: message } : message));
  },
  eth_signTypedData_v4: async (_ctx, _chain, params, account) => {
    const [from, data] = notSafeParamsSchemas.eth_signTypedData_v4.parse(params);
    if (!fromIs(from, account.address)) throw unauthorized();
    const typed = typedDataOf(data);
    return prepared(account, 'Sign typed data', [['Type', String(typed.primaryType)]], JSON.stringify(typed.message, null, 2), async (sa) => {
      try {
        return await sa.account.signTypedData(typed);
      } catch {
        // viem's words name internals; the user gets the catalogue's.
        throw new RpcError(ErrorMessages.smartAccountsUnsupported, -32603);
      }
    });
  },
  eth_sendTransaction: async (ctx, chain, params, account) => {
    const [tx] = notSafeParamsSchemas.eth_sendTransaction.parse(params);
    if (!fromIs(tx.from, account.address)) throw unauthorized();
    if (!tx.to) throw unsupported('Contract creation');
    const to = tx.to;
    const data = tx.data ?? tx.input;
    const rows: Array<[string, string]> = [['To', to], ['Value', nativeAmount(quantity(tx.value) ?? 0n, chain)], ...(data && data !== '0x' ? [['Data', shortData(data)] as [string, string]] : [])];
    return prepared(account, 'Send transaction', rows, undefined, async (sa) => {
      // The app waits for a transaction hash: the user operation's, once the bundler's transaction carrying it landed.
      const { id } = await sendCalls(sa.context, [{ to: to as Hex, data: data as Hex | undefined, value: quantity(tx.value) }]);
      const status = await waitForCallsStatus(sa.context, id);
      await ctx.smartAccountChanged(chain);
      if (status.status !== 200) throw new RpcError(`The user operation reverted${status.reason ? `: ${status.reason}` : ''}`, -32603);
      return status.receipts[0]!.transactionHash;
    });
  },
  wallet_sendCalls: async (ctx, chain, params, account) => {
    const [request] = notSafeParamsSchemas.wallet_sendCalls.parse(params);
    if (!fromIs(request.from, account.address)) throw unauthorized();
    if (request.chainId !== undefined && Number(hexToBigInt(request.chainId as Hex)) !== eip155ChainNumber(chain.id)) {
      throw new RpcError(`wallet_sendCalls names chain ${request.chainId}, not this network`, -32602);
    }
    const calls: SmartAccountCall[] = request.calls.map((c) => ({ to: c.to as Hex, data: c.data as Hex | undefined, value: quantity(c.value) }));
    const listing = calls.map((c, i) => `${i + 1}. to ${c.to}${c.value ? `, ${nativeAmount(c.value, chain)}` : ''}${c.data && c.data !== '0x' ? `\n   data ${shortData(c.data)}` : ''}`).join('\n');
    return prepared(account, 'Send calls', [['Calls', `${calls.length}, all or none`]], listing, async (sa) => {
      const { id } = await sendCalls(sa.context, calls);
      // The app polls wallet_getCallsStatus; the account's deployment is reported once the batch landed.
      void waitForCallsStatus(sa.context, id).then(() => ctx.smartAccountChanged(chain), () => undefined);
      return { id };
    });
  },
  wallet_grantPermissions: notSupported('wallet_grantPermissions', 'Grant permissions'),
  wallet_revokePermissions: notSupported('wallet_revokePermissions', 'Revoke permissions'),
  eth_sendUserOperation: notSupported('eth_sendUserOperation', 'Send user operation'),
};
