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
import {
  blockchainApiUrl,
  collapseWallets,
  customWalletsJson,
  extraWallets,
  frameUrl,
  legalCheckbox,
  locale,
  noAdapters,
  onrampSandbox,
  privacyUrl,
  termsUrl,
  themeMode,
  tokenAddresses,
} from './config';
import { withDevWallet } from './dev-wallet';

// The page's own style, set through the CSSOM: the page runs under `style-src 'self'` (no inline <style>), and the
// built CSS stays walletdock's alone (the modal test checks that every rule there is scoped).
document.body.style.margin = '0';

async function start() {
  const dev = await withDevWallet(noAdapters ? [] : [eip155Adapter({ genericInjected: false })]);
  const customWallets: CustomWallet[] = [
    ...(customWalletsJson ? (JSON.parse(customWalletsJson) as CustomWallet[]) : []),
    ...Array.from({ length: extraWallets }, (_, i) => ({
      id: `custom-${i}`,
      name: `Custom Wallet ${String(i).padStart(4, '0')}`,
      homepage: 'http://127.0.0.1/',
    })),
  ];
  const dock = createWalletDock({
    networks: [devnet, devnetL2],
    ...dev,
    customWallets,
    ...(themeMode ? { themeMode } : {}),
    ...(locale ? { locale } : {}),
    ...(termsUrl ? { termsConditionsUrl: termsUrl } : {}),
    ...(privacyUrl ? { privacyPolicyUrl: privacyUrl } : {}),
    // Pay is on for the shop demo (Shop.tsx).
    features: { legalCheckbox, collapseWallets, pay: true },
    ...(blockchainApiUrl ? { blockchainApiUrl } : {}),
    ...(onrampSandbox ? { onramp: { providers: [{ name: 'sandbox' as const }] } } : {}),
    tokens: { [`eip155:${devnet.id}`]: tokenAddresses.map((address) => ({ address })) },
    metadata: { name: 'walletdock example', description: 'Drop-in modal', url: location.origin, icons: [] },
    // Email and social login through the wallet frame, when the build (or a dev/test URL) names one.
    // With the blockchain API, its paymaster service pays the email users' gas (`npm start` enables sponsorship).
    ...(frameUrl
      ? {
          embeddedWallet: embeddedWallet({
            frameUrl,
            ...(blockchainApiUrl ? { paymasterService: { url: `${blockchainApiUrl}/v1/paymaster/{chainId}` } } : {}),
          }),
        }
      : {}),
  });
  // Dev and test builds: tests read the instance's state (e.g. that a WalletConnect URI is ready) from the page.
  if (import.meta.env.MODE !== 'production') (window as unknown as { __walletdock: typeof dock }).__walletdock = dock;
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
