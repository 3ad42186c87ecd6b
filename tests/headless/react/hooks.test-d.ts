// The hooks' types as a host meets them: `select` narrows what a state hook returns, a query hook's `select` maps
// its data, a mutation takes exactly its variables, and `error` is one of the error kinds, narrowed by its name.
import { describe, expectTypeOf, test } from 'vitest';
import {
  useAccount,
  useBalances,
  useConnect,
  useModal,
  useNetwork,
  useSendTransaction,
  useSignMessage,
  type AccountState,
  type CaipNetworkId,
  type WalletDockError,
  type WalletDockErrorType,
} from 'walletdock';
import { useCallsStatus, useCapabilities, useSendCalls, useWaitForCallsStatus } from 'walletdock/calls';
import { useSend } from 'walletdock/send';
import type { UserRejectedError } from 'walletdock/utils';

describe('select', () => {
  test('a state hook returns the whole state without select, and what select returns with it', () => {
    expectTypeOf(useAccount()).toEqualTypeOf<AccountState>();
    expectTypeOf(useAccount({ select: (a) => a.address })).toEqualTypeOf<string | undefined>();
    expectTypeOf(useAccount({ namespace: 'solana', select: (a) => a.allAccounts.length })).toEqualTypeOf<number>();
    expectTypeOf(useModal({ select: (s) => s.open }).state).toEqualTypeOf<boolean>();
    expectTypeOf(useNetwork({ select: (n) => n.caipNetwork?.caipNetworkId }).network).toEqualTypeOf<
      CaipNetworkId | undefined
    >();
  });

  test('select is typed by the state it reads', () => {
    // @ts-expect-error AccountState has no `balance` in wei
    useAccount({ select: (a) => a.balanceWei });
  });
});

describe('generics', () => {
  test('a query hook’s data is what its query.select returns', () => {
    expectTypeOf(useBalances().data?.totalValue).toEqualTypeOf<number | undefined>();
    expectTypeOf(useBalances({ query: { select: (b) => b.balances.map((t) => t.symbol) } }).data).toEqualTypeOf<
      string[] | undefined
    >();
  });
});

describe('mutation variables', () => {
  test('connect takes a connector id, optionally a namespace and a network', () => {
    const { mutate } = useConnect();
    mutate({ connectorId: 'io.metamask' });
    mutate({
      connectorId: 'walletConnect',
      namespace: 'solana',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    });
    // @ts-expect-error the connector is required
    mutate({ namespace: 'eip155' });
    // @ts-expect-error a namespace walletdock does not know
    mutate({ connectorId: 'x', namespace: 'tron' });
  });

  test('sign and send take their own variables', () => {
    useSignMessage().mutate({ message: 'hello' });
    useSendTransaction().mutate({ to: '0x0000000000000000000000000000000000000001', value: 1n });
    // @ts-expect-error value is base units as a bigint, not text
    useSendTransaction().mutate({ to: '0x0000000000000000000000000000000000000001', value: '1' });
  });

  test('useSend().send takes the mutation’s per-call options', () => {
    const s = useSend();
    s.send();
    s.send({ onError: (error) => expectTypeOf(error).toEqualTypeOf<WalletDockErrorType>() });
    expectTypeOf(s.fee?.maxFeePerGas).toEqualTypeOf<bigint | undefined>();
  });
});

describe('errors', () => {
  test('a hook’s error is one of the kinds, narrowed by name to its code', () => {
    const { error } = useBalances();
    expectTypeOf(error).toEqualTypeOf<WalletDockErrorType | null>();
    if (error?.name === 'UserRejectedError') {
      expectTypeOf(error.code).toEqualTypeOf<'USER_REJECTED'>();
      expectTypeOf(error).toMatchTypeOf<UserRejectedError>();
    }
    if (error?.code === 'CHAIN_NOT_CONFIGURED') expectTypeOf(error.name).toEqualTypeOf<'ChainNotConfiguredError'>();
    expectTypeOf<WalletDockErrorType>().toMatchTypeOf<WalletDockError>();
  });

  test('a mutation hook’s error too', () => {
    expectTypeOf(useConnect().error).toEqualTypeOf<WalletDockErrorType | null>();
    // @ts-expect-error not a kind of ours
    const name: WalletDockErrorType['name'] = 'TypeError';
    void name;
  });
});

describe('walletdock/calls', () => {
  test('the calls hooks’ errors are the kinds too: a refused batch narrows to UNSUPPORTED with its 57xx code', () => {
    const send = useSendCalls();
    expectTypeOf(send.error).toEqualTypeOf<WalletDockErrorType | null>();
    if (send.error?.name === 'UnsupportedError') expectTypeOf(send.error.code).toEqualTypeOf<'UNSUPPORTED'>();
    send.mutate({ calls: [] }, { onError: (error) => expectTypeOf(error).toEqualTypeOf<WalletDockErrorType>() });
    expectTypeOf(useCapabilities().error).toEqualTypeOf<WalletDockErrorType | null>();
    expectTypeOf(useCallsStatus({ id: '0x01' }).error).toEqualTypeOf<WalletDockErrorType | null>();
    const waited = useWaitForCallsStatus({ id: '0x01' });
    expectTypeOf(waited.error).toEqualTypeOf<WalletDockErrorType | null>();
    if (waited.error?.code === 'TIMEOUT') expectTypeOf(waited.error.name).toEqualTypeOf<'RequestTimeoutError'>();
  });
});
