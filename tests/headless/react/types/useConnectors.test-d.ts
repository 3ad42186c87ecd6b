// useConnectors: the visible connectors, merged per wallet; `select` narrows, `namespace` filters.
import { describe, expectTypeOf, test } from 'vitest';
import { useConnectors, type ListedConnector } from 'walletdock';

describe('useConnectors', () => {
  test('returns the listed connectors, or what select picks', () => {
    expectTypeOf(useConnectors()).toEqualTypeOf<ListedConnector[]>();
    expectTypeOf(useConnectors({ namespace: 'solana', select: (list) => list.map((c) => c.name) })).toEqualTypeOf<
      string[]
    >();
  });

  test('refuses an unknown namespace and a select over something else', () => {
    // @ts-expect-error not a chain namespace
    useConnectors({ namespace: 'tron' });
    // @ts-expect-error select receives the list, not one connector
    useConnectors({ select: (c: ListedConnector) => c.id });
  });
});
