// useWalletDirectory over connection-api's query options, against the msw directory fixture.
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { injected } from '@wagmi/core';
import {
  createWalletDock,
  eip155Adapter,
  memoryStorage,
  useConnectors,
  useWalletDirectory,
  type WalletDock,
} from 'walletdock';
import { createTestWallet } from 'walletdock/testing';
import { directoryFixture, DIRECTORY_URL } from '../../support/msw/directory';
import { useMswServer } from '../../support/msw/server';
import { wrapperFor } from './support';

const directory = directoryFixture();
const msw = useMswServer(...directory.handlers);
const network = {
  id: 33322,
  name: 'Devnet',
  nativeCurrency: { name: 'AVENT', symbol: 'AVENT', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
};
const docks: WalletDock[] = [];
afterEach(() => docks.splice(0).forEach((d) => d.destroy()));
function dock(options: Partial<Parameters<typeof createWalletDock>[0]> = {}) {
  const d = createWalletDock({ networks: [network], storage: memoryStorage(), ...options });
  docks.push(d);
  return d;
}

describe('useWalletDirectory', () => {
  it('lists featured wallets in the configured order and searches', async () => {
    const ids = ['wallet-007', 'wallet-002'];
    const d = dock({ projectId: 'p1', featuredWalletIds: ids, api: { directoryUrl: DIRECTORY_URL } });
    const { result } = renderHook(() => useWalletDirectory({ search: 'Wallet 1' }), { wrapper: wrapperFor(d) });
    await waitFor(() => expect(result.current.featured.isSuccess).toBe(true));
    expect(result.current.featured.data?.map((w) => w.id)).toEqual(ids);
    await waitFor(() => expect(result.current.search.isSuccess).toBe(true));
    expect(result.current.search.data?.every((w) => w.name.includes('Wallet 1'))).toBe(true);
  });

  it('without a projectId nothing is requested', async () => {
    const d = dock();
    const { result } = renderHook(() => useWalletDirectory({ search: 'meta', all: true }), { wrapper: wrapperFor(d) });
    await new Promise((r) => setTimeout(r, 50));
    expect(result.current.featured.fetchStatus).toBe('idle');
    expect(result.current.search.fetchStatus).toBe('idle');
    expect(result.current.wallets.fetchStatus).toBe('idle');
    expect(msw.requests).toBe(0);
  });
});

describe('Wallet visibility: wallets excluded by rdns or name are hidden', () => {
  it('hides a connector whose name matches a wallet of excludeWalletIds in the directory', async () => {
    const provider = createTestWallet({
      privateKey: `0x${'11'.repeat(32)}`,
      rpcUrl: network.rpcUrls.default.http[0]!,
      chains: [network],
      announce: false,
    });
    const target = (id: string, name: string) => injected({ target: { id, name, provider: () => provider as never } });
    const d = dock({
      projectId: 'p1',
      excludeWalletIds: ['wallet-007'],
      api: { directoryUrl: DIRECTORY_URL },
      adapters: [
        eip155Adapter({
          multiInjectedProviderDiscovery: false,
          genericInjected: false,
          connectors: [target('w7', 'Wallet 7'), target('keep', 'Kept Wallet')],
        }),
      ],
    });
    await d.mount();
    const { result } = renderHook(() => useConnectors({ select: (list) => list.map((c) => c.name) }), {
      wrapper: wrapperFor(d),
    });
    await waitFor(() => expect(result.current).toEqual(['Kept Wallet']));
    expect(directory.calls.some((url) => url.searchParams.get('include') === 'wallet-007')).toBe(true);
  });
});
