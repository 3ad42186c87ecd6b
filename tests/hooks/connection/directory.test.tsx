// useWalletDirectory over connection-api's query options, against the msw directory fixture.
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createWalletDock, memoryStorage, useWalletDirectory, type WalletDock } from 'walletdock';
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
