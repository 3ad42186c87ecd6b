// useSwap (walletdock/swap): the swap as a mutation with its step, and approve as the mutation before it.
import { describe, expectTypeOf, test } from 'vitest';
import type { WalletDockErrorType } from 'walletdock';
import { useSwap } from 'walletdock/swap';
import type { SwapStep, SwapTokenOption } from 'walletdock/types';

declare const usdc: SwapTokenOption;
declare const eth: SwapTokenOption;

describe('useSwap', () => {
  test('mutate takes the pair and the amount; data is the hash and the amounts in base units', () => {
    const swap = useSwap({ namespace: 'eip155' });
    swap.mutate({ from: eth, to: usdc, amount: '0.1', slippage: 0.5 });
    expectTypeOf(swap.step).toEqualTypeOf<SwapStep>();
    expectTypeOf<SwapStep>().toEqualTypeOf<'idle' | 'approving' | 'swapping' | 'done'>();
    expectTypeOf(swap.data?.minimumReceived).toEqualTypeOf<bigint | undefined>();
    expectTypeOf(swap.approve.data?.hash).toEqualTypeOf<string | undefined>();
    expectTypeOf(swap.error).toEqualTypeOf<WalletDockErrorType | null>();
    swap.approve.mutate({ from: eth, to: usdc, amount: '0.1' });
  });

  test('refuses a token given by symbol and an amount in base units', () => {
    const swap = useSwap();
    // @ts-expect-error a token is the option from useSwapTokens
    swap.mutate({ from: 'ETH', to: usdc, amount: '1' });
    // @ts-expect-error the amount is decimal text
    swap.mutate({ from: eth, to: usdc, amount: 10n });
  });
});
