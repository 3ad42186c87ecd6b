/**
 * Entry: creates the walletdock instance (no projectId: nothing is fetched from a remote host; account
 * data comes from the blockchain API named in config.ts, `npm start` runs walletdock's own),
 * announces the EIP-6963 test wallet in dev/test builds (dev-wallet.ts), and renders the app.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createWalletDock, eip155Adapter, WalletDockProvider, type CustomWallet } from 'walletdock';
import { embeddedWallet } from 'walletdock/embedded';
import { App } from './App';
import { devnet, devnetL2 } from './chains';
import { blockchainApiUrl, extraWallets, frameUrl, onrampSandbox, themeMode, tokenAddresses } from './config';
import { withDevWallet } from './dev-wallet';

async function start() {
  const dev = await withDevWallet([eip155Adapter({ genericInjected: false })]);
  const customWallets: CustomWallet[] = Array.from({ length: extraWallets }, (_, i) => ({
    id: `custom-${i}`,
    name: `Custom Wallet ${String(i).padStart(4, '0')}`,
    homepage: 'http://127.0.0.1/',
  }));
  const dock = createWalletDock({
    networks: [devnet, devnetL2],
    ...dev,
    customWallets,
    ...(themeMode ? { themeMode } : {}),
    ...(blockchainApiUrl ? { blockchainApiUrl } : {}),
    ...(onrampSandbox ? { onramp: { providers: [{ name: 'sandbox' as const }] } } : {}),
    tokens: { [`eip155:${devnet.id}`]: tokenAddresses.map((address) => ({ address })) },
    metadata: { name: 'walletdock example', description: 'Drop-in modal', url: location.origin, icons: [] },
    // Email and social login through the wallet frame, when the build (or a dev/test URL) names one.
    ...(frameUrl ? { embeddedWallet: embeddedWallet({ frameUrl }) } : {}),
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
