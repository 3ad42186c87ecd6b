/**
 * Send as TanStack Query options (wagmi's pattern: action -> options -> hook): the send mutation and
 * the reads the form checks against (receiver, balances, fee, the default token list). Plain objects:
 * useSend passes them to useQuery/useMutation; a host can prefetch or invalidate them by key.
 */
import { tokensOf } from '../instance/options';
import { formatUnits } from 'viem';
import type { DockCore } from '../instance/dock-core';
import type { TransferFee } from '../model/transfer';
import { NATIVE_BALANCE_CACHE_MS, NAME_CACHE_MS } from '../model/constants';
import type { TokenBalance } from '../model/token-balance';
import { toWalletDockError } from '../model/errors';
import { balancesQueryKey } from '../account-data/query';
import { balanceQueryKey } from '../account-data/native-balance';
import { receiverKind } from './rules';
import { qrData, type QrData } from './receive';
import type { ResolvedReceiver, SendContext, SendResult, SendVariables } from './context';

// The work (wagmi's write actions, viem's node-error rules, the solana builders) loads on first use,
// so the hooks cost a page only their own few lines until something is priced or sent.
const load = () => import('./send');

const rethrow = (error: unknown): never => {
  throw toWalletDockError(error);
};

// ['walletdock', instance, 'send', operation, params]: instance-scoped (the instance's adapters read the chain);
// without parameters, the prefix of every query of the operation.
function sendKey<O extends 'receiver' | 'balances' | 'fee' | 'tokens', P extends object>(
  dock: Pick<DockCore, 'id'>,
  operation: O,
  params?: P,
) {
  const base = ['walletdock', dock.id, 'send', operation] as const;
  return params ? ([...base, params] as const) : base;
}

type KeyContext = Pick<SendContext, 'caipNetwork'> & Partial<Pick<SendContext, 'from'>>;
const where = (context: KeyContext | undefined) => ({
  caipNetworkId: context?.caipNetwork.caipNetworkId ?? null,
  from: context?.from ?? null,
});

/** The receiver query's key. */
export function sendReceiverQueryKey(dock: Pick<DockCore, 'id'>, context?: KeyContext | null, receiver?: string) {
  return sendKey(
    dock,
    'receiver',
    context === undefined
      ? undefined
      : { caipNetworkId: context?.caipNetwork.caipNetworkId ?? null, receiver: receiver?.trim() ?? '' },
  );
}

/** The sender's balances query's key. */
export function sendBalancesQueryKey(dock: Pick<DockCore, 'id'>, context?: SendContext | null, token?: string) {
  return sendKey(
    dock,
    'balances',
    context === undefined ? undefined : { ...where(context ?? undefined), token: token ?? null },
  );
}

/** The fee query's key. */
export function sendFeeQueryKey(
  dock: Pick<DockCore, 'id'>,
  context?: SendContext | null,
  parameters?: { token: string | undefined; to: string | undefined; amount: bigint | undefined },
) {
  return sendKey(
    dock,
    'fee',
    parameters && {
      ...where(context ?? undefined),
      token: parameters.token ?? null,
      to: parameters.to ?? null,
      amount: parameters.amount?.toString() ?? null,
    },
  );
}

/** The default token list's key. */
export function sendTokensQueryKey(dock: Pick<DockCore, 'id'>, context?: SendContext | null) {
  return sendKey(dock, 'tokens', context === undefined ? undefined : where(context ?? undefined));
}

/**
 * The queries a send changes, as prefixes to invalidate: every balance of the instance (native and token lists) and
 * Send's own balance reads and token list.
 */
export function sendInvalidatedQueryKeys(dock: Pick<DockCore, 'id'>) {
  return [balancesQueryKey(dock), balanceQueryKey(dock), sendBalancesQueryKey(dock), sendTokensQueryKey(dock)] as const;
}

/** The receive QR code's key: a function of the payment URI alone, under the instance like every key. */
export function receiveQrQueryKey(dock: Pick<DockCore, 'id'>, uri?: string) {
  return ['walletdock', dock.id, 'send', 'receiveQr', { uri: uri ?? null }] as const;
}

/** The receive QR code of `uri` (its modules, drawn by the view); disabled without a URI. */
export function receiveQrQueryOptions(dock: Pick<DockCore, 'id'>, uri: string | undefined) {
  return {
    queryKey: receiveQrQueryKey(dock, uri),
    queryFn: (): Promise<QrData> => qrData(uri!),
    enabled: uri !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  };
}

/** send({ token, amount, receiver }): checks every rule, asks the wallet, waits for the receipt. */
export function sendMutationOptions(dock: DockCore) {
  return {
    mutationKey: ['walletdock', 'send'] as const,
    mutationFn: async (variables: SendVariables): Promise<SendResult> => (await load()).executeSend(dock, variables),
  };
}

/** The receiver's address (a name resolved through ENS), cached like names (5 min). */
export function sendReceiverQueryOptions(
  dock: DockCore,
  context: Pick<SendContext, 'namespace' | 'caipNetwork'> | undefined,
  receiver: string,
) {
  const text = receiver.trim();
  const kind = context ? receiverKind(text, context.namespace) : 'invalid';
  return {
    queryKey: sendReceiverQueryKey(dock, context ?? null, text),
    queryFn: async (): Promise<ResolvedReceiver> => (await load()).resolveReceiver(dock, context!, text),
    enabled: Boolean(context) && (kind === 'address' || kind === 'name'),
    staleTime: NAME_CACHE_MS,
    retry: false,
  };
}

/** Base-unit balances Send checks: of the token sent and of the native coin that pays the fee. */
export interface SendBalances {
  balance: bigint;
  nativeBalance: bigint;
}

/** The sender's balances of `token` (absent: the native coin) and of the native coin, read from the chain. */
export function sendBalancesQueryOptions(dock: DockCore, context: SendContext | undefined, token: string | undefined) {
  return {
    queryKey: sendBalancesQueryKey(dock, context ?? null, token),
    queryFn: async (): Promise<SendBalances> => {
      const { caipNetwork, from, namespace } = context!;
      const client = await (await load()).transferClientOf(dock, namespace);
      const [balance, nativeBalance] = await Promise.all([
        client.balance({ owner: from, token, caipNetwork }),
        token ? client.balance({ owner: from, caipNetwork }) : undefined,
      ]);
      return { balance, nativeBalance: nativeBalance ?? balance };
    },
    enabled: Boolean(context),
    staleTime: NATIVE_BALANCE_CACHE_MS,
  };
}

/**
 * The fee of sending `amount` of `token` to `to` (the sender itself until a receiver is known), in the
 * native coin's base units. Disabled while `amount` is undefined.
 */
export function sendFeeQueryOptions(
  dock: DockCore,
  context: SendContext | undefined,
  parameters: { token: string | undefined; to: string | undefined; amount: bigint | undefined },
) {
  const to = parameters.to ?? context?.from;
  return {
    queryKey: sendFeeQueryKey(dock, context ?? null, { ...parameters, to }),
    queryFn: async (): Promise<TransferFee> => {
      const { estimateSendFee, transferClientOf } = await load();
      const client = await transferClientOf(dock, context!.namespace);
      return estimateSendFee(client, context!, { token: parameters.token, to: to!, amount: parameters.amount! }).catch(
        rethrow,
      );
    },
    enabled: Boolean(context && to && parameters.amount !== undefined),
    staleTime: 10_000,
    retry: false,
  };
}

/**
 * The tokens Send offers when the host gives none: the native coin and the token the host lists for the
 * network in `options.tokens` (eip155), with their balances read from the chain. Prices are unknown (0).
 */
export function sendTokensQueryOptions(dock: DockCore, context: SendContext | undefined) {
  return {
    queryKey: sendTokensQueryKey(dock, context ?? null),
    queryFn: async (): Promise<TokenBalance[]> => {
      const { caipNetwork, from, namespace } = context!;
      const { readErc20Metadata, transferClientOf } = await load();
      const client = await transferClientOf(dock, namespace);
      const { nativeCurrency, caipNetworkId } = caipNetwork;
      const entry = (
        name: string,
        symbol: string,
        decimals: number,
        value: bigint,
        address?: string,
      ): TokenBalance => ({
        name,
        symbol,
        chainId: caipNetworkId,
        ...(address ? { address } : {}),
        price: 0,
        quantity: { decimals: String(decimals), numeric: formatUnits(value, decimals) },
        iconUrl: '',
      });
      const native = entry(
        nativeCurrency.name,
        nativeCurrency.symbol,
        nativeCurrency.decimals,
        await client.balance({ owner: from, caipNetwork }),
      );
      const listed = tokensOf(dock.options.tokens, caipNetworkId);
      const config = dock.wagmiConfig;
      if (!listed.length || namespace !== 'eip155' || !config) return [native];
      const tokens = await Promise.all(
        listed.map(async (token) => {
          const [meta, value] = await Promise.all([
            readErc20Metadata(config, caipNetwork, token.address),
            client.balance({ owner: from, token: token.address, caipNetwork }),
          ]);
          return { ...entry(meta.name, meta.symbol, meta.decimals, value, token.address), iconUrl: token.image ?? '' };
        }),
      );
      return [native, ...tokens];
    },
    enabled: Boolean(context),
    staleTime: NATIVE_BALANCE_CACHE_MS,
  };
}
