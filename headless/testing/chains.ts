import { defineChain, type Chain } from 'viem';

/** Chain id of the local test chain: 33322, hex 0x822a. */
export const DEVNET_CHAIN_ID = 33322;

/** The devnet's one name, in the modal, the examples and the wallet frame's approval screen alike. */
export const DEVNET_CHAIN_NAME = 'WalletDock Devnet';

/** viem Chain for the devnet (id 33322, native AVENT with 18 decimals) served at rpcUrl. */
export function defineDevnetChain(rpcUrl: string): Chain {
  const ws = rpcUrl.replace(/^http/, 'ws');
  return defineChain({
    id: DEVNET_CHAIN_ID,
    name: DEVNET_CHAIN_NAME,
    nativeCurrency: { name: 'Avent', symbol: 'AVENT', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl], webSocket: [ws] } },
    // The test chain's fees: base fee multiplier 1.1, default priority fee 0.
    fees: { baseFeeMultiplier: 1.1, maxPriorityFeePerGas: 0n },
    // The devnet deploys Multicall3 at its canonical address, so batched reads work as on a public chain.
    contracts: { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11', blockCreated: 0 } },
    testnet: true,
  });
}

/** The devnet as `npm run devnet` serves it by default (http://127.0.0.1:8545). */
export const devnetChain: Chain = defineDevnetChain('http://127.0.0.1:8545');
