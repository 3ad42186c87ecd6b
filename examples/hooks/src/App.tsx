/**
 * A connect UI built from the hooks alone: the wallet list (useConnectors), connect (useConnect), the account,
 * network and balance (useAccount, useNetwork, useNativeBalance), the portfolio (useBalances, useNfts, useTransactions)
 * and disconnect (useDisconnect). No modal.
 * Token reads, a transfer and typed data go through wagmi's own hooks (TokenPanel); a batch of two transfers through
 * walletdock/calls (BatchPanel). With a wallet frame configured, email login (EmailLogin).
 */
import {
  formatBalance,
  shortenAddress,
  useAccount,
  useConnect,
  useConnectors,
  useDisconnect,
  useNativeBalance,
  useNetwork,
  type AccountState,
} from 'walletdock';
import type { Address } from 'viem';
import { BatchPanel } from './BatchPanel';
import { EmailLogin } from './EmailLogin';
import { Portfolio } from './Portfolio';
import { TokenPanel } from './TokenPanel';

const selectAccount = (a: AccountState) => ({ status: a.status, address: a.address });

export function App({ emailLogin }: { emailLogin: boolean }) {
  const account = useAccount({ select: selectAccount });
  // The embedded wallet (AUTH) is reached through the email form below, not as a wallet to pick.
  const connectors = useConnectors().filter((c) => c.type !== 'AUTH');
  const connect = useConnect();
  const disconnect = useDisconnect();
  const { network } = useNetwork();
  const balance = useNativeBalance();
  const connected = account.status === 'connected' && account.address;

  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 560, margin: '0 auto', padding: 24 }}>
      <h1 style={{ fontSize: 22 }}>walletdock hooks example</h1>
      <p>This page draws its own connect UI from the headless hooks; it imports nothing from walletdock/styled.</p>
      <p data-testid="hooks-status">Status: {account.status}</p>
      {connected ? (
        <section aria-label="Account">
          <p data-testid="hooks-address" title={account.address}>
            {shortenAddress(account.address ?? '')}
          </p>
          <p>Network: {network.caipNetwork?.name ?? 'unknown'}</p>
          <p data-testid="hooks-balance">
            Balance:{' '}
            {balance.data ? formatBalance(balance.data.value, balance.data.decimals, balance.data.symbol) : '…'}
          </p>
          <button type="button" onClick={() => disconnect.mutate({})}>
            Disconnect
          </button>
          <Portfolio />
          <TokenPanel address={account.address as Address} />
          <BatchPanel />
        </section>
      ) : (
        <section aria-label="Wallets">
          <h2 style={{ fontSize: 18 }}>Choose a wallet</h2>
          {connectors.length === 0 ? <p>No wallet detected. Install a browser wallet.</p> : null}
          <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}>
            {connectors.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  data-connector-id={c.id}
                  disabled={connect.isPending}
                  onClick={() => connect.mutate({ connectorId: c.id })}
                  style={{ display: 'flex', gap: 8, alignItems: 'center', width: '100%', padding: 10 }}
                >
                  {c.imageUrl ? <img src={c.imageUrl} alt="" width={24} height={24} /> : null}
                  {c.name}
                </button>
              </li>
            ))}
          </ul>
          {connect.error ? <p role="alert">Connection failed: {connect.error.message}</p> : null}
          {emailLogin ? <EmailLogin /> : null}
        </section>
      )}
    </main>
  );
}
