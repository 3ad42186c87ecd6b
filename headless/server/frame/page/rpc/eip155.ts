// eip155 requests in the frame: the frame's own state (accounts, chain, capabilities) answered here, other safe reads
// forwarded to the chain's node (gate.ts), and what signing or sending with the user's own key shows and does once
// the user approved it on the frame's screen.
import {
  createWalletClient,
  formatUnits,
  hexToBigInt,
  http,
  isHex,
  numberToHex,
  type Hex,
  type TypedDataDefinition,
} from 'viem';
import type { EIP155_NOT_SAFE_METHODS, EIP155_SAFE_METHODS } from '../../../../core/embedded/rpc-methods';
import { notSafeParamsSchemas } from '../../../../core/embedded/rpc-methods';
import { eip155ChainNumber, parseCaipNetworkId } from '../../../../core/model/caip';
import type { FrameNetwork } from '../../api-schemas';
import { viemChain } from '../viem-chain';
import { messageText, nodeRequest, RpcError, unauthorized, unknownChain, unsupported } from './common';
import { routeCalls } from '../../../../core/calls/route';
import { sendSequentially, sequentialCallsStatus, type RpcReceipt } from '../../../../core/calls/sequential';
import type { CallsCapability } from '../../../../core/calls/types';
import { WalletDockError } from '../../../../core/model/errors';
import { RpcErrorCode } from '../../../../core/model/rpc-codes';
import type { Eip155Signer, NotSafeHandler, SafeHandler } from './handler';
import { notSupported } from './not-supported';

/** A safe eip155 method. */
export type Eip155SafeMethod = (typeof EIP155_SAFE_METHODS)[number];
/** A not-safe eip155 method. */
export type Eip155NotSafeMethod = (typeof EIP155_NOT_SAFE_METHODS)[number];

/** An amount of the network's native currency, as the approval screen shows it. */
export const nativeAmount = (value: bigint, chain: FrameNetwork) =>
  `${formatUnits(value, chain.nativeCurrency.decimals)} ${chain.nativeCurrency.symbol}`;
/** Call data, shortened for the approval screen. */
export const shortData = (data: string) =>
  `${data.slice(0, 74)}${data.length > 74 ? '…' : ''} (${(data.length - 2) / 2} bytes)`;
/** A batch's calls, one per line, as the approval screen lists them. */
export const callListing = (
  calls: readonly { to: string; data?: string | undefined; value?: bigint | undefined }[],
  chain: FrameNetwork,
) =>
  calls
    .map(
      (c, i) =>
        `${i + 1}. to ${c.to}${c.value ? `, ${nativeAmount(c.value, chain)}` : ''}${c.data && c.data !== '0x' ? `\n   data ${shortData(c.data)}` : ''}`,
    )
    .join('\n');
/** A hex quantity of a request as a bigint. */
export const quantity = (v: string | undefined) => (v === undefined ? undefined : hexToBigInt(v as Hex));
/** True when a request's `from` is absent or names `address`. */
export const fromIs = (from: string | undefined, address: string) =>
  from === undefined || from.toLowerCase() === address.toLowerCase();

/** Typed data as EIP-712 JSON or an object, with its EIP712Domain type left out (viem derives it). */
export function typedDataOf(data: NonNullable<unknown>): TypedDataDefinition & { domain: Record<string, unknown> } {
  const typed = (typeof data === 'string' ? JSON.parse(data) : data) as TypedDataDefinition & {
    types: Record<string, unknown>;
    domain: Record<string, unknown>;
  };
  const { EIP712Domain: _domain, ...types } = typed.types;
  return { ...typed, types } as TypedDataDefinition & { domain: Record<string, unknown> };
}

/** eip155 methods answered by the frame itself; every other safe method is a read of the chain's node. */
export const eip155Safe: Partial<Record<Eip155SafeMethod, SafeHandler>> = {
  eth_accounts: async (ctx, chain) => {
    const account = await ctx.account(chain);
    return account ? [account.address] : [];
  },
  eth_requestAccounts: async (ctx, chain) => {
    const account = await ctx.account(chain);
    if (!account) throw unauthorized();
    return [account.address];
  },
  eth_chainId: async (_ctx, chain) => numberToHex(eip155ChainNumber(chain.id)),
  net_version: async (_ctx, chain) => parseCaipNetworkId(chain.id).reference,
  wallet_switchEthereumChain: async (ctx, _chain, params) => {
    const target = (params as [{ chainId?: string }] | undefined)?.[0]?.chainId;
    const id = target && isHex(target) ? `eip155:${hexToBigInt(target)}` : undefined;
    if (!id || !ctx.chains.some((c) => c.id === id)) throw unknownChain();
    ctx.switchChain(id);
    return null;
  },
  wallet_getCapabilities: async (ctx) => {
    // Atomic batches on the networks where the user acts as their smart account (one user operation each), and gas
    // sponsorship (ERC-7677's paymasterService) there when the frame has a blockchain API to call.
    const eip155 = ctx.chains.filter((c) => c.id.startsWith('eip155:'));
    const accounts = await Promise.all(eip155.map((c) => ctx.account(c)));
    return Object.fromEntries(
      eip155.map((c, i) => {
        const smart = accounts[i]?.type === 'smartAccount';
        return [
          numberToHex(eip155ChainNumber(c.id)),
          {
            atomic: { status: smart ? 'supported' : 'unsupported' },
            ...(smart && ctx.sponsorship ? { paymasterService: { supported: true } } : {}),
          },
        ];
      }),
    );
  },
  wallet_getCallsStatus: async (ctx, chain, params) => {
    // Batches are the smart account's (even after a switch to the EOA, its earlier batches keep their status).
    const id = (params as unknown[] | undefined)?.[0];
    if (typeof id !== 'string' || !/^0x[0-9a-fA-F]{64,}$/.test(id))
      throw new RpcError('wallet_getCallsStatus needs a batch id', -32602);
    // A batch of the user's own key, sent one by one: its id lists the transactions.
    const own = await sequentialCallsStatus(
      id,
      (hash) => nodeRequest(chain.rpcUrl, 'eth_getTransactionReceipt', [hash]) as Promise<RpcReceipt | null>,
    );
    if (own) {
      return {
        version: '2.0.0',
        id,
        chainId: numberToHex(own.chainId),
        atomic: false,
        status: own.statusCode,
        receipts: own.receipts.map((r) => ({
          ...r,
          blockNumber: numberToHex(r.blockNumber),
          gasUsed: numberToHex(r.gasUsed),
          status: r.status === 'success' ? '0x1' : '0x0',
        })),
      };
    }
    const status = await ctx.callsStatus(chain, id as Hex);
    if (!status) throw unsupported('wallet_getCallsStatus');
    return status;
  },
};

/** The not-safe eip155 methods as the user's own key (EOA) does them. */
export const eoaNotSafe: { [M in Eip155NotSafeMethod]: NotSafeHandler<Eip155Signer> } = {
  personal_sign: async (_ctx, _chain, params, account) => {
    const [message, from] = notSafeParamsSchemas.personal_sign.parse(params);
    if (!fromIs(from, account.address)) throw unauthorized();
    return {
      view: { title: 'Sign message', rows: [['Account', account.address]], body: messageText(message) },
      sign: (signer) => signer.signMessage({ message: isHex(message) ? { raw: message } : message }),
    };
  },
  eth_signTypedData_v4: async (_ctx, _chain, params, account) => {
    const [from, data] = notSafeParamsSchemas.eth_signTypedData_v4.parse(params);
    if (!fromIs(from, account.address)) throw unauthorized();
    const typed = typedDataOf(data);
    const domainRows = (['name', 'chainId', 'verifyingContract'] as const)
      .filter((k) => typed.domain[k] !== undefined)
      .map((k): [string, string] => [k, String(typed.domain[k])]);
    return {
      view: {
        title: 'Sign typed data',
        rows: [['Account', account.address], ['Type', String(typed.primaryType)], ...domainRows],
        body: JSON.stringify(typed.message, null, 2),
      },
      sign: (signer) => signer.signTypedData(typed),
    };
  },
  eth_sendTransaction: async (_ctx, chain, params, account) => {
    const [tx] = notSafeParamsSchemas.eth_sendTransaction.parse(params);
    if (!fromIs(tx.from, account.address)) throw unauthorized();
    const data = tx.data ?? tx.input;
    return {
      view: {
        title: 'Send transaction',
        rows: [
          ['From', account.address],
          ['To', tx.to ?? '(new contract)'],
          ['Value', nativeAmount(quantity(tx.value) ?? 0n, chain)],
          ...(data && data !== '0x' ? [['Data', shortData(data)] as [string, string]] : []),
        ],
        body: undefined,
      },
      sign: (signer) => {
        const wallet = createWalletClient({ account: signer, chain: viemChain(chain), transport: http(chain.rpcUrl) });
        const fees =
          tx.gasPrice !== undefined
            ? { gasPrice: quantity(tx.gasPrice) }
            : { maxFeePerGas: quantity(tx.maxFeePerGas), maxPriorityFeePerGas: quantity(tx.maxPriorityFeePerGas) };
        return wallet.sendTransaction({
          to: tx.to ?? null,
          value: quantity(tx.value),
          data: data as Hex | undefined,
          gas: quantity(tx.gas),
          nonce: tx.nonce === undefined ? undefined : Number(quantity(tx.nonce)),
          ...fees,
        } as Parameters<typeof wallet.sendTransaction>[0]);
      },
    };
  },
  // The user's own key cannot batch atomically: it sends the calls one transaction each, after one approval, by the
  // same rule walletdock applies to any wallet without atomic batches (5760 for all-or-none, 5700 for a required
  // capability such as a paymaster, both before the screen shows). The id lists the transactions (core/calls).
  wallet_sendCalls: async (_ctx, chain, params, account) => {
    const [request] = notSafeParamsSchemas.wallet_sendCalls.parse(params);
    if (!fromIs(request.from, account.address)) throw unauthorized();
    const chainNumber = eip155ChainNumber(chain.id);
    if (request.chainId !== undefined && Number(hexToBigInt(request.chainId as Hex)) !== chainNumber) {
      throw new RpcError(
        `wallet_sendCalls names chain ${request.chainId}, not this network`,
        RpcErrorCode.UnsupportedChainId,
      );
    }
    try {
      routeCalls({
        capabilities: undefined,
        atomicRequired: request.atomicRequired ?? false,
        requested: request.capabilities as Record<string, CallsCapability> | undefined,
      });
    } catch (error) {
      throw error instanceof WalletDockError ? new RpcError(error.message, error.rpcCode ?? -32602) : error;
    }
    const calls = request.calls.map((c) => {
      if (!c.to) throw unsupported('Contract creation');
      return { to: c.to as Hex, data: c.data as Hex | undefined, value: quantity(c.value) };
    });
    return {
      view: {
        title: 'Send calls',
        rows: [
          ['From', account.address],
          ['Calls', `${calls.length}, one transaction each`],
        ],
        body: callListing(calls, chain),
      },
      sign: async (signer) => {
        const wallet = createWalletClient({ account: signer, chain: viemChain(chain), transport: http(chain.rpcUrl) });
        return {
          id: await sendSequentially(calls, chainNumber, (call) =>
            wallet.sendTransaction({ to: call.to, data: call.data, value: call.value }),
          ),
        };
      },
    };
  },
  wallet_grantPermissions: notSupported('wallet_grantPermissions', 'Grant permissions'),
  wallet_revokePermissions: notSupported('wallet_revokePermissions', 'Revoke permissions'),
  eth_sendUserOperation: notSupported('eth_sendUserOperation', 'Send user operation'),
};
