// useDisconnect: a mutation with no variables (all namespaces) or one namespace.
import { describe, expectTypeOf, test } from 'vitest';
import { useDisconnect, type WalletDockErrorType } from 'walletdock';

describe('useDisconnect', () => {
  test('mutate with nothing or a namespace; resolves to nothing', () => {
    const disconnect = useDisconnect({
      mutation: { onError: (e) => expectTypeOf(e).toEqualTypeOf<WalletDockErrorType>() },
    });
    disconnect.mutate();
    disconnect.mutate({ namespace: 'solana' });
    expectTypeOf(disconnect.mutateAsync()).toEqualTypeOf<Promise<void>>();
  });

  test('refuses a connector id and an unknown namespace', () => {
    const disconnect = useDisconnect();
    // @ts-expect-error disconnect is per namespace, not per connector
    disconnect.mutate({ connectorId: 'io.metamask' });
    // @ts-expect-error not a chain namespace
    disconnect.mutate({ namespace: 'tron' });
  });
});
