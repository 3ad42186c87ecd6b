// useAccount({ select }): a component that reads only the address re-renders only when it changes.
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createWalletDock, memoryStorage, useAccount, type CaipNetwork, type WalletDock } from 'walletdock';
import { wrapperFor } from '../support';

const devnet = {
  id: 33322,
  name: 'Devnet',
  nativeCurrency: { name: 'AVENT', symbol: 'AVENT', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
};
const solana: CaipNetwork = {
  id: 'sol',
  name: 'Solana',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:sol',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
};

let dock: WalletDock | undefined;
afterEach(() => dock?.destroy());

function setAddress(d: WalletDock, namespace: 'eip155' | 'solana', address: string | undefined, extra = {}) {
  d.stores.connection.setState((s) => {
    const chain = s.chains[namespace]!;
    return {
      ...s,
      chains: { ...s.chains, [namespace]: { ...chain, accountState: { ...chain.accountState, address, ...extra } } },
    };
  });
}

describe('useAccount({ select }) render count', () => {
  it('does not re-render for toasts, the router, the modal, connectors, events, the query cache or another namespace', async () => {
    dock = createWalletDock({ networks: [devnet, solana], storage: memoryStorage() });
    const d = dock;
    let renders = 0;
    function Address() {
      const address = useAccount({ select: (a) => a.address });
      renders += 1;
      return <span>{address ?? 'none'}</span>;
    }
    const view = render(<Address />, { wrapper: wrapperFor(d) });
    await act(() => d.mount());
    const baseline = renders;

    await act(async () => {
      d.toast.success('saved');
      d.router.push('AllWallets');
      d.router.replace('ConnectingExternal', { connectorId: 'x' });
      d.modal.shake();
      void d.modal.open({ view: 'Swap' });
      d.theme.setThemeMode('light');
      d.stores.connectors.setState([{ id: 'late', name: 'Late', type: 'ANNOUNCED', chain: 'eip155' }]);
      d.events.track('SEND_INITIATED');
      setAddress(d, 'solana', '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin');
      // Same address, other fields of the same namespace: the selection is unchanged.
      setAddress(d, 'eip155', undefined, { balance: '1.000', currentTab: 2 });
    });
    expect(renders).toBe(baseline);
    expect(view.container.textContent).toBe('none');

    await act(async () => setAddress(d, 'eip155', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'));
    expect(renders).toBe(baseline + 1);
    expect(view.container.textContent).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
  });
});
