/** The example's networks: the devnet and a second chain id served by the same devnet RPC. */
import { defineChain } from 'viem';
import { rpcUrl } from './config';

/** The devnet (the test chain: 33322, AVENT 18 decimals). */
export const devnet = defineChain({
  id: 33322,
  name: 'WalletDock Devnet',
  nativeCurrency: { name: 'Avent', symbol: 'AVENT', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
  // The devnet deploys Multicall3 at its canonical address: token balances are read in one call.
  contracts: { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11', blockCreated: 0 } },
  testnet: true,
});

/** A second network to switch to; reads go to the same local RPC, never to a remote host. */
export const devnetL2 = defineChain({
  id: 33323,
  name: 'WalletDock L2',
  nativeCurrency: { name: 'Avent', symbol: 'AVENT', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
  testnet: true,
});
