// useWalletConnectPairing: the pairing's view (or what its selector picks), and choosing or opening a wallet.
import { describe, expectTypeOf, test } from 'vitest';
import { useWalletConnectPairing } from 'walletdock';

describe('useWalletConnectPairing', () => {
  test('pairing is the view; a selector narrows it', () => {
    const { pairing, selectWallet, openWallet, reset } = useWalletConnectPairing();
    expectTypeOf(pairing.uri).toEqualTypeOf<string | undefined>();
    expectTypeOf(pairing.status).toEqualTypeOf<'disconnected' | 'connecting' | 'connected'>();
    expectTypeOf(useWalletConnectPairing((p) => p.error).pairing).toEqualTypeOf<boolean>();
    expectTypeOf(selectWallet({ id: 'rainbow', name: 'Rainbow' })).toEqualTypeOf<string | undefined>();
    expectTypeOf(openWallet({ id: 'rainbow', name: 'Rainbow', mobile_link: 'rainbow://' })).toEqualTypeOf<boolean>();
    reset();
  });

  test('the selector is a function, not an options object; a wallet has its id and name', () => {
    // @ts-expect-error pass the selector itself
    useWalletConnectPairing({ select: (p: unknown) => p });
    // @ts-expect-error a wallet needs its name
    useWalletConnectPairing().selectWallet({ id: 'rainbow' });
  });
});
