// useConnect: a mutation over one connector (namespace and network optional), and connectAll over several namespaces.
import { describe, expectTypeOf, test } from 'vitest';
import { useConnect, type CaipNetworkId, type ConnectParameters, type WalletDockErrorType } from 'walletdock';

describe('useConnect', () => {
  test('mutate takes ConnectParameters; data is the connection', () => {
    const connect = useConnect({
      mutation: {
        onSuccess: (connection, variables) => {
          expectTypeOf(connection.connectorId).toEqualTypeOf<string>();
          expectTypeOf(variables).toEqualTypeOf<ConnectParameters>();
        },
      },
    });
    connect.mutate({ connectorId: 'io.metamask', namespace: 'eip155', caipNetworkId: 'eip155:8453' });
    expectTypeOf(connect.data?.address).toEqualTypeOf<string | undefined>();
    expectTypeOf(connect.data?.caipNetworkId).toEqualTypeOf<CaipNetworkId | undefined>();
    expectTypeOf(connect.error).toEqualTypeOf<WalletDockErrorType | null>();
  });

  test('connectAll connects one connector on several namespaces and reports each', () => {
    const { connectAll } = useConnect();
    connectAll.mutate({ connectorId: 'walletConnect', namespaces: ['eip155', 'solana'] });
    expectTypeOf(connectAll.data?.connections.solana?.address).toEqualTypeOf<string | undefined>();
  });

  test('refuses a missing connector, an unknown namespace and its own mutationFn', () => {
    const connect = useConnect();
    // @ts-expect-error the connector is required
    connect.mutate({ caipNetworkId: 'eip155:1' });
    // @ts-expect-error connectAll takes namespaces, not one namespace
    connect.connectAll.mutate({ connectorId: 'x', namespace: 'eip155' });
    // @ts-expect-error the mutation function is walletdock's
    useConnect({ mutation: { mutationFn: async () => undefined } });
  });
});
