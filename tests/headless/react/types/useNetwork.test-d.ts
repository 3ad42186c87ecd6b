// useNetwork: the active network (or what `select` picks) and switchNetwork, a mutation over a CAIP-2 id.
import { describe, expectTypeOf, test } from 'vitest';
import { useNetwork, type CaipNetwork, type ChainNamespace, type WalletDockErrorType } from 'walletdock';

describe('useNetwork', () => {
  test('network is the view of the active network; select narrows it', () => {
    const { network, switchNetwork } = useNetwork();
    expectTypeOf(network.caipNetwork).toEqualTypeOf<CaipNetwork | undefined>();
    expectTypeOf(network.caipNetworks).toEqualTypeOf<readonly CaipNetwork[]>();
    expectTypeOf(network.namespace).toEqualTypeOf<ChainNamespace | undefined>();
    expectTypeOf(useNetwork({ select: (n) => n.isSwitchingNamespace }).network).toEqualTypeOf<boolean>();
    expectTypeOf(switchNetwork.error).toEqualTypeOf<WalletDockErrorType | null>();
  });

  test('switchNetwork takes a CAIP-2 id and optionally its namespace', () => {
    const { switchNetwork } = useNetwork({ mutation: { onSuccess: () => undefined } });
    switchNetwork.mutate({ caipNetworkId: 'eip155:8453' });
    switchNetwork.mutate({ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', namespace: 'solana' });
    // @ts-expect-error a chain id alone is not enough: the CAIP-2 id says the namespace
    switchNetwork.mutate({ chainId: 8453 });
    // @ts-expect-error a CAIP-2 id has its namespace
    switchNetwork.mutate({ caipNetworkId: '8453' });
  });
});
