/** Entry: the host's wagmi config and a walletdock instance over it for the devnet, the development wallet in demo builds, and the app. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { defineChain } from 'viem';
import { createConfig, http, WagmiProvider } from 'wagmi';
import { createWalletDock, eip155Adapter, WalletDockProvider } from 'walletdock';
import { embeddedWallet } from 'walletdock/embedded';
import { App } from './App';

const params = new URLSearchParams(location.search);
const rpcUrl =
  (__HOOKS_DEV_WALLET__ ? params.get('rpc') : null) ??
  (import.meta.env.VITE_RPC_URL as string | undefined) ??
  'http://127.0.0.1:8545';
// The blockchain API behind useBalances/useNfts/useTransactions (`npm start` runs walletdock's own): `?api=`, else VITE_BLOCKCHAIN_API_URL.
const blockchainApiUrl =
  params.get('api') ?? ((import.meta.env.VITE_BLOCKCHAIN_API_URL as string | undefined) || undefined);
// The wallet frame for email login: VITE_EMBEDDED_FRAME_URL (`npm start` sets it); demo builds also take `?frame=`.
// With the blockchain API, its paymaster service pays the email users' gas (ERC-7677).
const frameUrl =
  (__HOOKS_DEV_WALLET__ ? params.get('frame') : null) ??
  ((import.meta.env.VITE_EMBEDDED_FRAME_URL as string | undefined) || undefined);
// Read from the chain when neither the wallet nor the API reports balances: TEST and TUSD on a fresh devnet.
const tokens = ['0x5FbDB2315678afecb367f032d93F642f64180aa3', '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'].map(
  (address) => ({ address }),
);

/** The devnet (id 33322, AVENT). */
const devnet = defineChain({
  id: 33322,
  name: 'WalletDock Devnet',
  nativeCurrency: { name: 'Avent', symbol: 'AVENT', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
  contracts: { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11', blockCreated: 0 } },
  testnet: true,
});

async function start() {
  if (__HOOKS_DEV_WALLET__) {
    const { createTestWallet } = await import('walletdock/testing');
    // anvil's account 2 (a public devnet key) unless `?pk=` names another.
    const key = (params.get('pk') ??
      '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a') as `0x${string}`;
    // `?calls=atomic` makes it an EIP-5792 wallet that batches all or none, `?calls=none` one without EIP-5792.
    const calls = params.get('calls') as 'atomic' | 'sequential' | 'none' | null;
    createTestWallet({
      privateKey: key,
      rpcUrl,
      chains: [devnet],
      info: { name: 'Development Wallet (test only)' },
      ...(calls ? { calls } : {}),
    });
  }
  // The host's wagmi config (announced wallets only), shared with walletdock and WagmiProvider.
  const wagmiConfig = createConfig({ chains: [devnet], transports: { [devnet.id]: http(rpcUrl) }, connectors: [] });
  const dock = createWalletDock({
    networks: wagmiConfig.chains,
    adapters: [eip155Adapter({ wagmiConfig })],
    features: { analytics: false, swaps: false, onramp: false },
    ...(blockchainApiUrl ? { blockchainApiUrl } : {}),
    ...(frameUrl
      ? {
          embeddedWallet: embeddedWallet({
            frameUrl,
            ...(blockchainApiUrl ? { paymasterService: { url: `${blockchainApiUrl}/v1/paymaster/{chainId}` } } : {}),
          }),
        }
      : {}),
    tokens: { [`eip155:${devnet.id}`]: tokens },
    metadata: {
      name: 'walletdock hooks example',
      description: 'Custom UI from hooks',
      url: location.origin,
      icons: [],
    },
  });
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <WagmiProvider config={wagmiConfig}>
        <QueryClientProvider client={new QueryClient()}>
          <WalletDockProvider dock={dock}>
            <App emailLogin={Boolean(frameUrl)} />
          </WalletDockProvider>
        </QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  );
}

void start();
