// The chain and the wagmi config, shared by the server (layout.tsx reads wagmi's cookie with it)
// and the browser (providers.tsx). Cookie storage and ssr: true on both sides, as wagmi asks.
import { cookieStorage, createConfig, createStorage, http } from 'wagmi';
import { defineChain } from 'viem';

/** The devnet RPC, fixed at build time (NEXT_PUBLIC_RPC_URL; `npm run devnet` serves 8545). */
export const rpcUrl = process.env.NEXT_PUBLIC_RPC_URL ?? 'http://127.0.0.1:8545';

export const devnet = defineChain({
  id: 33322,
  name: 'WalletDock Devnet',
  nativeCurrency: { name: 'Avent', symbol: 'AVENT', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
  contracts: { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11', blockCreated: 0 } },
  testnet: true,
});

export function getWagmiConfig() {
  return createConfig({
    chains: [devnet],
    transports: { [devnet.id]: http(rpcUrl) },
    ssr: true,
    storage: createStorage({ storage: cookieStorage }),
  });
}
