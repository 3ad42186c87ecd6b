// The not-safe eip155 methods as the user's smart account (ERC-4337) does them, when it is their active account on
// the network: its signatures (ERC-1271, ERC-6492-wrapped while undeployed) for messages, and user operations through
// the bundler for sends — eth_sendTransaction as one call, wallet_sendCalls (EIP-5792) as one atomic batch. Reads and
// its address are answered as for the EOA (eip155.ts), with the acting account's address. Smart sessions (ERC-7715)
// are in permissions.ts.
import { hexToBigInt, isHex, type Hex } from 'viem';
import { notSafeParamsSchemas } from '../../../../core/embedded/rpc-methods';
import { signSmartAccountMessage } from '../../../../core/smart-account/account';
import {
  preparedUserOperationSchema,
  sendCalls,
  sendPreparedUserOperation,
  waitForCallsStatus,
  type PaymasterService,
  type SmartAccountCall,
} from '../../../../core/smart-account/calls';
import { ENTRY_POINT_V07 } from '../../../../core/smart-account/safe';
import { eip155ChainNumber } from '../../../../core/model/caip';
import * as ErrorMessages from '../../../../core/model/error-messages';
import { WalletDockError } from '../../../../core/model/errors';
import { RpcErrorCode } from '../../../../core/model/rpc-codes';
import { messageText, RpcError, unauthorized, unsupported } from './common';
import {
  callListing,
  fromIs,
  nativeAmount,
  quantity,
  shortData,
  typedDataOf,
  type Eip155NotSafeMethod,
} from './eip155';
import type { ActingAccount, NotSafeHandler, PreparedRequest, SmartAccountSigner } from './handler';
import { grantPermissions, revokePermissions } from './permissions';

/** The smart account a request is prepared as (the gate calls these handlers only when the user acts as one). */
export type SmartAccount = Extract<ActingAccount, { type: 'smartAccount' }>;

/** A core error (bundler refusal, unsupported signature) as the frame's RPC error, in its own words. */
function asRpcError(error: unknown): unknown {
  if (error instanceof WalletDockError) return new RpcError(error.message, error.rpcCode ?? -32603);
  return error;
}

/** The approval screen's row saying who pays the gas. */
const feeRow = (paymaster: PaymasterService | undefined): [string, string] => [
  'Network fee',
  paymaster ? `Paid by the app's sponsor (${new URL(paymaster.url).host})` : 'Paid by your account',
];

/** Capabilities of a request this account applies; any other that is required is refused (5700). */
const APPLIED_CAPABILITIES = new Set(['paymasterService']);
function assertCapabilities(capabilities: Record<string, unknown> | undefined): void {
  const unknown = Object.entries(capabilities ?? {}).find(
    ([name, c]) => !APPLIED_CAPABILITIES.has(name) && (c as { optional?: unknown } | null)?.optional !== true,
  );
  if (unknown)
    throw new RpcError(
      `Unsupported non-optional capability: ${unknown[0]}`,
      RpcErrorCode.UnsupportedNonOptionalCapability,
    );
}

/** The smart account's rows on every approval screen, then the request's own. */
function prepared(
  account: SmartAccount,
  title: string,
  rows: Array<[string, string]>,
  body: string | undefined,
  sign: (sa: SmartAccountSigner) => Promise<unknown>,
): PreparedRequest<SmartAccountSigner> {
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
    return prepared(account, 'Sign message', [], messageText(message), (sa) =>
      signSmartAccountMessage(sa.account, isHex(message) ? { raw: message } : message),
    );
  },
  eth_signTypedData_v4: async (_ctx, _chain, params, account) => {
    const [from, data] = notSafeParamsSchemas.eth_signTypedData_v4.parse(params);
    if (!fromIs(from, account.address)) throw unauthorized();
    const typed = typedDataOf(data);
    return prepared(
      account,
      'Sign typed data',
      [['Type', String(typed.primaryType)]],
      JSON.stringify(typed.message, null, 2),
      async (sa) => {
        try {
          return await sa.account.signTypedData(typed);
        } catch {
          // viem's words name internals; the user gets the catalogue's.
          throw new RpcError(ErrorMessages.smartAccountsUnsupported, -32603);
        }
      },
    );
  },
  eth_sendTransaction: async (ctx, chain, params, account) => {
    const [tx] = notSafeParamsSchemas.eth_sendTransaction.parse(params);
    if (!fromIs(tx.from, account.address)) throw unauthorized();
    if (!tx.to) throw unsupported('Contract creation');
    const to = tx.to;
    const data = tx.data ?? tx.input;
    const paymaster = ctx.paymaster(chain);
    const rows: Array<[string, string]> = [
      ['To', to],
      ['Value', nativeAmount(quantity(tx.value) ?? 0n, chain)],
      ...(data && data !== '0x' ? [['Data', shortData(data)] as [string, string]] : []),
      feeRow(paymaster),
    ];
    return prepared(account, 'Send transaction', rows, undefined, async (sa) => {
      // The app waits for a transaction hash: the user operation's, once the bundler's transaction carrying it landed.
      const { id } = await sendCalls({ ...sa.context, paymaster }, [
        { to: to as Hex, data: data as Hex | undefined, value: quantity(tx.value) },
      ]);
      const status = await waitForCallsStatus(sa.context, id);
      await ctx.smartAccountChanged(chain);
      if (status.status !== 200)
        throw new RpcError(`The user operation reverted${status.reason ? `: ${status.reason}` : ''}`, -32603);
      return status.receipts[0]!.transactionHash;
    });
  },
  wallet_sendCalls: async (ctx, chain, params, account) => {
    const [request] = notSafeParamsSchemas.wallet_sendCalls.parse(params);
    if (!fromIs(request.from, account.address)) throw unauthorized();
    if (request.chainId !== undefined && Number(hexToBigInt(request.chainId as Hex)) !== eip155ChainNumber(chain.id)) {
      throw new RpcError(
        `wallet_sendCalls names chain ${request.chainId}, not this network`,
        RpcErrorCode.UnsupportedChainId,
      );
    }
    assertCapabilities(request.capabilities);
    const paymaster = ctx.paymaster(chain, request.capabilities?.paymasterService);
    const calls: SmartAccountCall[] = request.calls.map((c) => ({
      to: c.to as Hex,
      data: c.data as Hex | undefined,
      value: quantity(c.value),
    }));
    return prepared(
      account,
      'Send calls',
      [['Calls', `${calls.length}, all or none`], feeRow(paymaster)],
      callListing(calls, chain),
      async (sa) => {
        const { id } = await sendCalls({ ...sa.context, paymaster }, calls);
        // The app polls wallet_getCallsStatus; the account's deployment is reported once the batch landed.
        void waitForCallsStatus(sa.context, id).then(
          () => ctx.smartAccountChanged(chain),
          () => undefined,
        );
        return { id };
      },
    );
  },
  wallet_grantPermissions: grantPermissions(prepared),
  wallet_revokePermissions: revokePermissions(prepared),
  eth_sendUserOperation: async (_ctx, chain, params, account) => {
    const [raw, entryPoint] = notSafeParamsSchemas.eth_sendUserOperation.parse(params);
    const parsed = preparedUserOperationSchema.safeParse(raw);
    if (!parsed.success)
      throw new RpcError(
        'eth_sendUserOperation needs a complete EntryPoint v0.7 user operation (sender, nonce, callData, every gas field)',
        -32602,
      );
    const op = parsed.data;
    if (!fromIs(op.sender, account.address)) throw unauthorized();
    if (entryPoint.toLowerCase() !== ENTRY_POINT_V07.toLowerCase())
      throw new RpcError(
        `This account's user operations go to EntryPoint ${ENTRY_POINT_V07}, not ${entryPoint}`,
        -32602,
      );
    const gas = [
      op.callGasLimit,
      op.verificationGasLimit,
      op.preVerificationGas,
      op.paymasterVerificationGasLimit ?? '0x0',
      op.paymasterPostOpGasLimit ?? '0x0',
    ].reduce((sum, g) => sum + BigInt(g), 0n);
    const rows: Array<[string, string]> = [
      ['Call data', shortData(op.callData)],
      [
        'Network fee',
        op.paymaster
          ? `Paid by the paymaster ${op.paymaster}`
          : `At most ${nativeAmount(gas * BigInt(op.maxFeePerGas), chain)}, paid by your account`,
      ],
    ];
    return prepared(account, 'Send user operation', rows, undefined, (sa) => sendPreparedUserOperation(sa.context, op));
  },
};
