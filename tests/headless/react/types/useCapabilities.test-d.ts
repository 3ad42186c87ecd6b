// useCapabilities (walletdock/calls): the wallet's EIP-5792 capabilities on one chain, null when it reports none.
import { describe, expectTypeOf, test } from 'vitest';
import { useCapabilities, type ChainCapabilities } from 'walletdock/calls';

describe('useCapabilities', () => {
  test('data is the chain’s capabilities or null; query.select maps it', () => {
    const capabilities = useCapabilities({ chainId: 8453 });
    expectTypeOf(capabilities.data).toEqualTypeOf<ChainCapabilities | null | undefined>();
    expectTypeOf(capabilities.data?.atomic?.status).toEqualTypeOf<'supported' | 'ready' | 'unsupported' | undefined>();
    expectTypeOf(useCapabilities({ query: { select: (c) => c?.atomic?.status === 'supported' } }).data).toEqualTypeOf<
      boolean | undefined
    >();
  });

  test('the chain is an EVM chain id', () => {
    // @ts-expect-error a chain id, not a CAIP-2 id
    useCapabilities({ chainId: 'eip155:8453' });
  });
});
