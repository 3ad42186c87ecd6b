/**
 * Entry: creates the walletdock instance (no projectId: nothing is fetched from a remote host),
 * announces the EIP-6963 test wallet in dev/test builds, and renders the app.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createWalletDock, eip155Adapter, WalletDockProvider, type CustomWallet } from 'walletdock';
import { App } from './App';
import { devnet, devnetL2 } from './chains';
import { extraWallets, rpcUrl, testWalletEnabled, testWalletKey, themeMode } from './config';

async function start() {
  if (testWalletEnabled) {
    const { createTestWallet } = await import('walletdock/testing');
    const wallet = createTestWallet({ privateKey: testWalletKey, rpcUrl, chains: [devnet, devnetL2] });
    wallet.announce(window);
  }
  const customWallets: CustomWallet[] = Array.from({ length: extraWallets }, (_, i) => ({
    id: `custom-${i}`,
    name: `Custom Wallet ${String(i).padStart(4, '0')}`,
    homepage: 'http://127.0.0.1/',
  }));
  const dock = createWalletDock({
    networks: [devnet, devnetL2],
    adapters: [eip155Adapter({ genericInjected: false })],
    customWallets,
    themeMode,
    metadata: { name: 'walletdock example', description: 'Drop-in modal', url: location.origin, icons: [] },
  });
  const queryClient = new QueryClient();
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <WalletDockProvider dock={dock}>
          <App />
        </WalletDockProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
