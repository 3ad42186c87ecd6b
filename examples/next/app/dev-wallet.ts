// Demo builds only (NEXT_PUBLIC_DEV_WALLET=1): an EIP-6963 test wallet holding a public devnet key,
// announced (at creation) before wagmi looks for wallets. Like a real wallet it remembers that this site was
// approved, so a reload finds it authorised and the saved session reconnects.
import { createTestWallet } from 'walletdock/testing';
import { devnet, rpcUrl } from './config';

const APPROVED = 'walletdock-example.approved';
// anvil's account 1: a public test key, funded on every devnet.
const DEV_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';

export function announceDevWallet(): void {
  if (process.env.NEXT_PUBLIC_DEV_WALLET !== '1' || typeof window === 'undefined') return;
  const wallet = createTestWallet({
    privateKey: DEV_KEY,
    rpcUrl,
    chains: [devnet],
    connected: localStorage.getItem(APPROVED) === '1',
  });
  wallet.on('accountsChanged', (accounts) => {
    if (accounts.length) localStorage.setItem(APPROVED, '1');
    else localStorage.removeItem(APPROVED);
  });
}
