'use client';
// The client side of the app: one wagmi config, QueryClient and walletdock instance per page load
// (useState, so a server never shares them between requests), over cookie storage.
import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WagmiProvider, type State } from 'wagmi';
import {
  createCookieStorage,
  createWalletDock,
  eip155Adapter,
  WalletDockProvider,
  type WalletDockInitialState,
} from 'walletdock';
import { getWagmiConfig } from './config';
import { announceDevWallet } from './dev-wallet';

export function Providers(props: {
  children: ReactNode;
  walletdockState?: WalletDockInitialState | undefined;
  wagmiState?: State | undefined;
}) {
  const [wagmiConfig] = useState(() => {
    announceDevWallet();
    return getWagmiConfig();
  });
  const [queryClient] = useState(() => new QueryClient());
  const [dock] = useState(() =>
    createWalletDock({
      networks: wagmiConfig.chains,
      adapters: [eip155Adapter({ wagmiConfig })],
      storage: createCookieStorage(),
      metadata: { name: 'walletdock Next.js example', description: 'SSR example', url: 'http://127.0.0.1', icons: [] },
    }),
  );
  return (
    <WagmiProvider config={wagmiConfig} initialState={props.wagmiState}>
      <QueryClientProvider client={queryClient}>
        <WalletDockProvider dock={dock} initialState={props.walletdockState}>
          {props.children}
        </WalletDockProvider>
      </QueryClientProvider>
    </WagmiProvider>
  );
}
