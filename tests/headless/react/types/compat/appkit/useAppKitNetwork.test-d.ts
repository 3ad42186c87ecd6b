// useAppKitNetwork (walletdock/compat/appkit): the active network in AppKit's shape and switchNetwork over a network.
import { mainnet } from 'viem/chains';
import { describe, expectTypeOf, test } from 'vitest';
import type { CaipNetwork, CaipNetworkId } from 'walletdock';
import { useAppKitNetwork } from 'walletdock/compat/appkit';

describe('useAppKitNetwork', () => {
  test('returns the network, its ids and switchNetwork', () => {
    const network = useAppKitNetwork();
    expectTypeOf(network.caipNetwork).toEqualTypeOf<CaipNetwork | undefined>();
    expectTypeOf(network.caipNetworkId).toEqualTypeOf<CaipNetworkId | undefined>();
    expectTypeOf(network.chainId).toEqualTypeOf<number | string | undefined>();
    expectTypeOf(network.switchNetwork(mainnet)).toEqualTypeOf<Promise<void>>();
    void network.switchNetwork('eip155:8453');
  });

  test('switchNetwork takes a network or its CAIP-2 id, not a bare chain id', () => {
    // @ts-expect-error a bare chain id is ambiguous across namespaces
    void useAppKitNetwork().switchNetwork(8453);
  });
});
