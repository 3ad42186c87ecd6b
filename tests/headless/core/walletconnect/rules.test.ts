// Pure WalletConnect rules: namespaces per network with the spec's methods and an rpcMap,
// one-click-auth eligibility, errors in the catalogue's words, alerts once, deep links.
import { describe, expect, it, vi } from 'vitest';
import { buildWcNamespaces, canUseOneClickAuth, WC_METHODS } from '../../../../headless/core/walletconnect/namespaces';
import { createWcAlertOnce, isWcUserRejection, toWcError } from '../../../../headless/core/walletconnect/errors';
import { createWalletConnectClient } from '../../../../headless/core/walletconnect/client';
import { createMemoryWcStorage } from '../../../../headless/core/walletconnect/storage';
import { isUserRejection, WalletDockError } from '../../../../headless/core/model/errors';
import { wcTestNetworks } from '../../../support/relay/fixtures';

const RPC = 'http://127.0.0.1:9999';

describe('buildWcNamespaces', () => {
  it('groups networks by namespace with methods, events and an rpcMap by reference and CAIP id', () => {
    const ns = buildWcNamespaces(wcTestNetworks(RPC), { 'eip155:31337': 'http://127.0.0.1:1111' });
    expect(Object.keys(ns).sort()).toEqual(['bip122', 'cosmos', 'eip155', 'polkadot', 'solana']);
    expect(ns.eip155?.chains).toEqual(['eip155:33322', 'eip155:31337']);
    expect(ns.eip155?.rpcMap).toEqual({
      '33322': RPC,
      'eip155:33322': RPC,
      '31337': 'http://127.0.0.1:1111',
      'eip155:31337': 'http://127.0.0.1:1111',
    });
    expect(ns.eip155?.methods).toEqual([...WC_METHODS.eip155]);
    expect(ns.eip155?.events).toEqual(['chainChanged', 'accountsChanged']);
    expect(ns.solana?.methods).toEqual(
      expect.arrayContaining(['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction']),
    );
    expect(ns.bip122?.methods).toEqual(expect.arrayContaining(['signMessage', 'signPsbt', 'sendTransfer']));
  });

  it('skips the unsupported-network placeholder and duplicates', () => {
    const [devnet] = wcTestNetworks(RPC);
    const ns = buildWcNamespaces([devnet!, devnet!, { ...devnet!, caipNetworkId: 'eip155:5', unsupported: true }]);
    expect(ns.eip155?.chains).toEqual(['eip155:33322']);
  });

  it('allows one-click auth only when every network is eip155', () => {
    const all = wcTestNetworks(RPC);
    expect(canUseOneClickAuth(all.filter((n) => n.chainNamespace === 'eip155'))).toBe(true);
    expect(canUseOneClickAuth(all)).toBe(false);
    expect(canUseOneClickAuth([])).toBe(false);
  });
});

describe('WalletConnect errors', () => {
  it('reads SDK rejection codes (5000, 4001) as user rejections with rpcCode 4001', () => {
    expect(isWcUserRejection({ code: 5000, message: 'User rejected.' })).toBe(true);
    expect(isWcUserRejection(new Error('x', { cause: { code: 4001 } }))).toBe(true);
    expect(isWcUserRejection({ code: -32603, message: 'boom' })).toBe(false);
    const error = toWcError({ code: 5000, message: 'User rejected.' });
    expect(error).toMatchObject({ code: 'USER_REJECTED', rpcCode: 4001, message: 'User rejected.' });
    expect(isUserRejection(error)).toBe(true);
  });

  it("keeps the provider's catalogue texts and codes them", () => {
    expect(toWcError(new Error('Please call connect() before request()'))).toMatchObject({ code: 'NOT_CONFIGURED' });
    const ns = "Namespace 'cosmos' is not configured. Please call connect() first with namespace config.";
    expect(toWcError(new Error(ns))).toMatchObject({ code: 'NOT_CONFIGURED', message: ns });
    expect(toWcError(new Error('Sign Client not initialized'))).toMatchObject({ code: 'NOT_INITIALIZED' });
    const missing = "The provided session: abc doesn't exist in the Sign client";
    expect(toWcError(new Error(missing))).toMatchObject({ code: 'NOT_FOUND', message: missing });
    expect(toWcError({ code: -32000, message: 'bad params' })).toMatchObject({
      code: 'RPC_ERROR',
      rpcCode: -32000,
      message: 'bad params',
    });
  });

  it('maps universal-provider messages to alerts, each shown once', () => {
    const onAlert = vi.fn();
    const alert = createWcAlertOnce(onAlert);
    expect(alert(new Error('Unauthorized: origin not allowed'))).toBe('INVALID_APP_CONFIGURATION');
    expect(alert('Unauthorized: origin not allowed')).toBeUndefined();
    expect(alert({ message: 'JWT validation error: JWT Token is not yet valid' })).toBe('JWT_TOKEN_NOT_VALID');
    expect(alert('Unauthorized: invalid key')).toBe('INVALID_PROJECT_ID');
    expect(alert('something else')).toBeUndefined();
    expect(onAlert.mock.calls).toEqual([
      ['INVALID_APP_CONFIGURATION', 'Invalid App Configuration'],
      ['JWT_TOKEN_NOT_VALID', 'Session Expired'],
      ['INVALID_PROJECT_ID', 'Invalid Project ID'],
    ]);
  });
});

describe('WalletConnect client without a connection', () => {
  it('refuses requests before connect in the spec words, without loading WalletConnect', async () => {
    const client = createWalletConnectClient({ networks: wcTestNetworks(RPC), storage: createMemoryWcStorage() });
    const error = await client.request({ method: 'personal_sign' }, 'eip155:33322').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WalletDockError);
    expect((error as Error).message).toBe('Please call connect() before request()');
    expect(await client.restore()).toBeUndefined();
  });

  it('builds native and universal deep links with the encoded URI and remembers the wallet', async () => {
    const client = createWalletConnectClient({ networks: wcTestNetworks(RPC), storage: createMemoryWcStorage() });
    const uri = 'wc:7f6e@2?relay-protocol=irn&symKey=58e0&expiryTimestamp=1';
    // No URI yet: the choice is remembered, no link.
    expect(client.selectWallet({ id: 'rainbow', name: 'Rainbow', mobile_link: 'rainbow://' })).toBeUndefined();
    expect(client.pairing.getState().recentWallet).toEqual({ id: 'rainbow', name: 'Rainbow' });
    // Put a URI on screen the way the provider does (its display_uri feeds the same store).
    client.pairing.setState((s) => ({ ...s, wcUri: uri }));
    expect(client.selectWallet({ id: 'rainbow', name: 'Rainbow', mobile_link: 'rainbow://' })).toBe(
      `rainbow://wc?uri=${encodeURIComponent(uri)}`,
    );
    expect(client.selectWallet({ id: 'uni', name: 'Uni', mobile_link: 'https://uniswap.org/app' })).toBe(
      `https://uniswap.org/app/wc?uri=${encodeURIComponent(uri)}`,
    );
    expect(client.pairing.getState().wcLinking).toEqual({ name: 'Uni', href: 'https://uniswap.org/app' });
    client.resetPairing();
    expect(client.pairing.getState()).toMatchObject({
      wcUri: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
      status: 'disconnected',
    });
  });
});
