// useAccountData: refreshAfter takes a receipt's block (bigint or number) and optionally whose data to refresh.
import { describe, expectTypeOf, test } from 'vitest';
import { useAccountData } from 'walletdock';

describe('useAccountData', () => {
  test('refreshAfter resolves once the data is refetched', () => {
    const { refreshAfter } = useAccountData();
    expectTypeOf(refreshAfter({ blockNumber: 19_000_000n })).toEqualTypeOf<Promise<void>>();
    void refreshAfter({ blockNumber: 19_000_000, chainId: 8453 });
    void refreshAfter({ blockNumber: 1n }, { address: '0x01', caipNetworkId: 'eip155:8453' });
  });

  test('refuses a block as hex text and a network id that is not CAIP-2', () => {
    const { refreshAfter } = useAccountData();
    // @ts-expect-error the block number is a bigint or a number
    void refreshAfter({ blockNumber: '0x10' });
    // @ts-expect-error a CAIP-2 id has its namespace
    void refreshAfter({ blockNumber: 1n }, { caipNetworkId: '8453' });
  });
});
