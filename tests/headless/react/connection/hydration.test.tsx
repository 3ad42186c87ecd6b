// Hydration: the server's HTML (a per-request instance over the saved state) and the client's first
// render agree — connecting with the saved address, shown as reconnecting — and the client then syncs to connected.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, useAccount, useReconnecting, WalletDockProvider, type WalletDock } from 'walletdock';
import { announcedWallet, cleanup, devnetDock } from '../support';

afterEach(cleanup);

const statuses: string[] = [];
function Status() {
  const account = useAccount({ select: (a) => ({ status: a.status, address: a.address }) });
  const reconnecting = useReconnecting();
  statuses.push(account.status);
  return (
    <p
      data-status={account.status}
    >{`${account.status} ${account.address ?? ''}${reconnecting ? ' (reconnecting)' : ''}`}</p>
  );
}
const tree = (dock: WalletDock) => (
  <QueryClientProvider client={new QueryClient()}>
    <WalletDockProvider dock={dock}>
      <Status />
    </WalletDockProvider>
  </QueryClientProvider>
);

describe('SSR hydration of a saved session', () => {
  it('hydrates without a mismatch and without a disconnected render, shown as reconnecting, then reconnects', async () => {
    const wallet = await announcedWallet();
    const storage = memoryStorage();
    const first = devnetDock({ storage });
    await first.mount();
    await first.connect({ connectorId: wallet.info.rdns });
    first.destroy();

    const html = renderToString(tree(devnetDock({ storage })));
    expect(html).toContain(`connecting ${wallet.address} (reconnecting)`);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    statuses.length = 0;
    const client = devnetDock({ storage });
    const root = await act(async () => hydrateRoot(container, tree(client), { onRecoverableError }));
    await vi.waitFor(() => expect(container.textContent).toBe(`connected ${wallet.address}`), { timeout: 10_000 });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(statuses[0]).toBe('connecting');
    expect(statuses).not.toContain('disconnected');
    act(() => root.unmount());
    container.remove();
  });
});
