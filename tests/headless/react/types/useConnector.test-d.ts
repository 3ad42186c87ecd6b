// useConnector: one listed connector by id (or undefined), with the connectors merged under it.
import { describe, expectTypeOf, test } from 'vitest';
import { useConnector, type ListedConnector } from 'walletdock';

describe('useConnector', () => {
  test('returns the listed connector or undefined; an undefined id is allowed', () => {
    expectTypeOf(useConnector('io.metamask')).toEqualTypeOf<ListedConnector | undefined>();
    expectTypeOf(useConnector(undefined)?.connectors).toEqualTypeOf<ListedConnector['connectors'] | undefined>();
    expectTypeOf(useConnector('x')?.id).toEqualTypeOf<string | undefined>();
  });

  test('the id is required, as text', () => {
    // @ts-expect-error pass the id, or undefined explicitly
    useConnector();
    // @ts-expect-error an id is text
    useConnector(1);
  });
});
