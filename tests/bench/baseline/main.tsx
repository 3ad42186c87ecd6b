/**
 * Size baseline for tests/bench/modal-size.mjs: the same host job (connect an injected/EIP-6963
 * wallet, show address, balance and network, switch, disconnect) with only react, wagmi, viem
 * and react-query. The modal's cost is the example's initial JS minus this app's.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { defineChain } from 'viem';
import {
  createConfig,
  http,
  useAccount,
  useBalance,
  useConnect,
  useConnectors,
  useDisconnect,
  useSwitchChain,
  WagmiProvider,
} from 'wagmi';

const devnet = defineChain({
  id: 33322,
  name: 'WalletDock Devnet',
  nativeCurrency: { name: 'Avent', symbol: 'AVENT', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
});
const config = createConfig({
  chains: [devnet],
  transports: { [devnet.id]: http() },
  multiInjectedProviderDiscovery: true,
});

function App() {
  const account = useAccount();
  const connectors = useConnectors();
  const { connect } = useConnect();
  const { disconnect } = useDisconnect();
  const { switchChain } = useSwitchChain();
  const balance = useBalance({ address: account.address });
  if (account.address) {
    return (
      <div>
        <p>{account.address}</p>
        <p>{balance.data ? `${balance.data.value} ${balance.data.symbol}` : '…'}</p>
        <button type="button" onClick={() => switchChain({ chainId: devnet.id })}>
          {account.chain?.name}
        </button>
        <button type="button" onClick={() => disconnect()}>
          Disconnect
        </button>
      </div>
    );
  }
  return (
    <ul>
      {connectors.map((c) => (
        <li key={c.uid}>
          <button type="button" onClick={() => connect({ connector: c })}>
            {c.name}
          </button>
        </li>
      ))}
    </ul>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={new QueryClient()}>
        <App />
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
);
