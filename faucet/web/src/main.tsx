/**
 * Entry: one walletdock instance for the test chain (swaps, on-ramp and analytics off; email and social login through
 * the wallet frame when the build names one; the account view's activity on, fed by the blockchain API when one is
 * configured), the development wallet in demo builds only, and the page.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createWalletDock, eip155Adapter, WalletDockProvider } from 'walletdock';
import { embeddedWallet } from 'walletdock/embedded';
import { App } from './App';
import { watchAnnouncedWallets } from './browser-wallet';
import {
  blockchainApiUrl,
  devWalletKey,
  faucetSocials,
  frameUrl,
  pageLocale,
  projectId,
  rpcUrl,
  testChain,
} from './config';
import { FaucetLanguageProvider } from './i18n/language';
import { ToastProvider } from './toasts';
import './styles.css';

async function start() {
  watchAnnouncedWallets();
  // A compile-time constant: in a production build this branch and the walletdock/testing chunk are dropped.
  if (__FAUCET_DEV_WALLET__) {
    const { createTestWallet } = await import('walletdock/testing');
    // Like a real wallet, remember which account approved this origin, so a reload restores the connection.
    const PERMITTED = 'faucet.devWallet.permitted';
    const { privateKeyToAccount } = await import('viem/accounts');
    const address = privateKeyToAccount(devWalletKey).address;
    const wallet = createTestWallet({
      privateKey: devWalletKey,
      rpcUrl,
      chains: [testChain],
      info: { name: 'Development Wallet (test only)' },
      connected: localStorage.getItem(PERMITTED) === address,
    });
    wallet.on('accountsChanged', (accounts: readonly string[]) => {
      if (accounts.length > 0) localStorage.setItem(PERMITTED, address);
      else localStorage.removeItem(PERMITTED);
    });
    // Demo builds only: lets a developer (and the e2e tests) drive the wallet's answers, e.g. setBehavior(...).
    (window as unknown as { faucetDevWallet: unknown }).faucetDevWallet = wallet;
  }
  const dock = createWalletDock({
    ...(projectId ? { projectId } : {}),
    ...(blockchainApiUrl ? { blockchainApiUrl } : {}),
    networks: [testChain],
    adapters: [eip155Adapter({ genericInjected: false })],
    features: { swaps: false, onramp: false, analytics: false, email: Boolean(frameUrl), send: false },
    ...(frameUrl ? { embeddedWallet: embeddedWallet({ frameUrl, socials: faucetSocials }) } : {}),
    themeMode: 'dark',
    // The page and its modal speak one language: the link's, else the browser's (FaucetLanguageProvider reads it).
    ...(pageLocale ? { locale: pageLocale } : {}),
    metadata: { name: 'AVENT Faucet', description: 'Free AVENT test coins', url: location.origin, icons: [] },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <WalletDockProvider dock={dock}>
          <FaucetLanguageProvider>
            <ToastProvider>
              <App />
            </ToastProvider>
          </FaucetLanguageProvider>
        </WalletDockProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
