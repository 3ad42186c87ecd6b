/**
 * Entry: creates the walletdock instance (no projectId: nothing is fetched from a remote host),
 * announces the EIP-6963 test wallet in dev/test builds, and renders the app.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createWalletDock, eip155Adapter, WalletDockProvider, type AdapterDefinition, type CustomWallet } from 'walletdock';
import { App } from './App';
import { devnet, devnetL2 } from './chains';
import { extraWallets, relayUrl, rpcUrl, testWalletEnabled, testWalletKey, themeMode } from './config';

async function start() {
  let adapters: AdapterDefinition[] = [eip155Adapter({ genericInjected: false })];
  if (testWalletEnabled) {
    const { createTestWallet } = await import('walletdock/testing');
    const wallet = createTestWallet({ privateKey: testWalletKey, rpcUrl, chains: [devnet, devnetL2] });
    wallet.announce(window);
    if (relayUrl) {
      // TOOLCHAIN: a test build sets IS_VITEST so WalletConnect skips its remote verify attestation.
      const g = globalThis as { process?: { env: Record<string, string> } };
      g.process ??= { env: {} };
      g.process.env.IS_VITEST = 'true';
      const { walletConnectAdapters } = await import('walletdock');
      adapters = walletConnectAdapters({ relayUrl, namespaces: ['eip155'], rpcMap: { 'eip155:33322': rpcUrl, 'eip155:33323': rpcUrl } }, adapters);
    }
  }
  const customWallets: CustomWallet[] = Array.from({ length: extraWallets }, (_, i) => ({
    id: `custom-${i}`,
    name: `Custom Wallet ${String(i).padStart(4, '0')}`,
    homepage: 'http://127.0.0.1/',
  }));
  const dock = createWalletDock({
    networks: [devnet, devnetL2],
    adapters,
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
