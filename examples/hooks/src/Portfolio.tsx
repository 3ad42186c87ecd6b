/**
 * The account's tokens, NFTs and latest activity from walletdock's account-data hooks (useBalances, useNfts,
 * useTransactions): balances from the wallet, the blockchain API or the chain, whichever answers first.
 */
import { formatBalance, useBalances, useNfts, useTransactions } from 'walletdock';
import { formatHistoryAmount, formatRelativeTime, formatUsd } from 'walletdock/utils';

export function Portfolio() {
  const balances = useBalances();
  const nfts = useNfts();
  const history = useTransactions();
  return (
    <section aria-label="Portfolio" data-testid="hooks-portfolio">
      <h2 style={{ fontSize: 18 }}>
        Portfolio {balances.data ? <span data-testid="hooks-total">{formatUsd(balances.data.totalValue)}</span> : null}
      </h2>
      {balances.isError ? <p role="alert">{balances.error.message}</p> : null}
      <ul data-testid="hooks-tokens">
        {balances.data?.balances.map((b) => (
          <li key={b.address ?? b.symbol} data-symbol={b.symbol}>
            {b.name}: {formatBalance(b.quantity.numeric, 0, b.symbol)}
          </li>
        ))}
      </ul>
      <p data-testid="hooks-nfts">NFTs: {nfts.data ? nfts.data.nfts.map((n) => n.name).join(', ') || 'none' : '…'}</p>
      <h3 style={{ fontSize: 16 }}>Activity</h3>
      <ul data-testid="hooks-activity">
        {history.data?.transactions.slice(0, 5).map((tx) => {
          const transfer = tx.transfers[0];
          const symbol = transfer?.fungible_info?.symbol ?? transfer?.nft_info?.name ?? '';
          return (
            <li key={tx.id}>
              {tx.metadata.operationType}{' '}
              {transfer ? formatHistoryAmount(transfer.quantity.numeric, tx.metadata.operationType, symbol) : ''} (
              {formatRelativeTime(tx.metadata.minedAt)})
            </li>
          );
        })}
        {history.data?.empty ? <li>No activity yet</li> : null}
      </ul>
    </section>
  );
}
