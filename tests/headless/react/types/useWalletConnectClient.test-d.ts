// useWalletConnectClient (walletdock/walletconnect): the WalletConnect client when one is configured, else undefined.
import { describe, expectTypeOf, test } from 'vitest';
import { useWalletConnectClient, type WalletConnectClient, type WcSession } from 'walletdock/walletconnect';

describe('useWalletConnectClient', () => {
  test('returns the client or undefined; its session and requests are typed', () => {
    const client = useWalletConnectClient();
    expectTypeOf(client).toEqualTypeOf<WalletConnectClient | undefined>();
    expectTypeOf(client?.getSession()).toEqualTypeOf<WcSession | undefined>();
    expectTypeOf(client?.request<string>({ method: 'eth_chainId' }, 'eip155:1')).toEqualTypeOf<
      Promise<string> | undefined
    >();
  });

  test('the client may be absent; a request names its network', () => {
    // @ts-expect-error undefined when WalletConnect is not configured
    useWalletConnectClient().prefetch();
    // @ts-expect-error a request goes to one network
    void useWalletConnectClient()?.request({ method: 'eth_chainId' });
  });
});
