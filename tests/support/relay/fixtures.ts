// Networks and a manual clock for WalletConnect tests: the devnet plus one network of each other
// namespace (their RPC URLs point at the devnet so no read can reach a remote gateway).
import type { CaipNetwork } from '../../../headless/core/model/network';
import type { PairingTimers } from '../../../headless/core/walletconnect/pairing-controller';

const plain = (
  caipNetworkId: `${string}:${string}`,
  name: string,
  symbol: string,
  rpcUrl: string,
  decimals = 18,
): CaipNetwork => {
  const [namespace, reference] = caipNetworkId.split(':') as [CaipNetwork['chainNamespace'], string];
  return {
    id: namespace === 'eip155' ? Number(reference) : reference,
    name,
    chainNamespace: namespace,
    caipNetworkId,
    nativeCurrency: { name: symbol, symbol, decimals },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  };
};

/** The devnet and a second eip155 chain, plus solana, bip122, polkadot and cosmos networks. */
export function wcTestNetworks(rpcUrl: string): CaipNetwork[] {
  return [
    plain('eip155:33322', 'WalletDock Devnet', 'AVENT', rpcUrl),
    plain('eip155:31337', 'Second Devnet', 'ETH', rpcUrl),
    plain('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', 'SOL', rpcUrl, 9),
    plain('bip122:000000000933ea01ad0ee984209779ba', 'Bitcoin Testnet', 'tBTC', rpcUrl, 8),
    plain('polkadot:e143f23803ac50e8f6f8e62695d1ce9e', 'Westend', 'WND', rpcUrl, 12),
    plain('cosmos:theta-testnet-001', 'Cosmos Testnet', 'ATOM', rpcUrl, 6),
  ];
}

/** A manual clock for the pairing-expiry rule: time moves only when the test advances it. */
export function manualTimers(start = Date.now()): PairingTimers & { advance(ms: number): void } {
  let now = start;
  let next = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout: (callback, ms) => {
      const id = next++;
      pending.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout: (handle) => void pending.delete(handle as number),
    advance(ms) {
      now += ms;
      for (const [id, timer] of [...pending].sort((a, b) => a[1].at - b[1].at)) {
        if (timer.at > now) continue;
        pending.delete(id);
        timer.callback();
      }
    },
  };
}
