/**
 * The Tokens tab: each token's icon, name, amount (3 decimals) and USD value (2 decimals), virtualized. After a
 * transaction of the account's own, until its balances are read at its block, each row says it is updating.
 */
import { useCallback } from 'react';
import type { WalletDockError } from 'walletdock';
import type { UseQueryReturnType } from 'walletdock/types';
import { balanceValue, type Balances, type TokenBalance } from 'walletdock/utils';
import { useLanguage } from '../../i18n/language';
import { useAccountMessages } from './messages';
import { VirtualList } from '../../components/VirtualList';
import { row, rowEnd, rowSub, rowText, rowTitle, staleAmount } from './Account.css';
import { ListMessage, Skeletons, TokenIcon } from './states';

const ROW = 58;

/** One token row; `updating`: its numbers are from before the account's newest own transaction, being read again. */
function TokenRow({ balance, updating }: { balance: TokenBalance; updating: boolean }) {
  const { format } = useLanguage();
  const m = useAccountMessages();
  return (
    <div
      className={row}
      data-token-row=""
      data-symbol={balance.symbol}
      data-updating={updating ? '' : undefined}
      aria-busy={updating || undefined}
    >
      <TokenIcon
        src={balance.iconUrl}
        symbol={balance.symbol}
        seed={balance.address ?? `${balance.chainId}:${balance.symbol}`}
      />
      <span className={rowText}>
        <span className={rowTitle}>{balance.name}</span>
        <span className={rowSub}>
          <span data-amount="" className={updating ? staleAmount : undefined}>
            {format.balance(balance.quantity.numeric, 0, balance.symbol)}
          </span>
          {updating ? <span data-updating-label="">{` · ${m.balanceUpdating}`}</span> : null}
        </span>
      </span>
      <span className={updating ? `${rowEnd} ${staleAmount}` : rowEnd} data-value="">
        {format.usd(balanceValue(balance))}
      </span>
    </div>
  );
}

/** The panel; `balances` is the view's one useBalances result (the header reads its total). */
export function TokensPanel({ balances }: { balances: UseQueryReturnType<Balances, WalletDockError> }) {
  const m = useAccountMessages();
  const list = balances.data?.balances;
  const updating = balances.data?.updating === true;
  const render = useCallback(
    (i: number) => (list ? <TokenRow balance={list[i] as TokenBalance} updating={updating} /> : null),
    [list, updating],
  );
  const keyOf = useCallback(
    (i: number) => (list ? (list[i]?.address ?? list[i]?.symbol ?? String(i)) : String(i)),
    [list],
  );
  if (balances.isPending && balances.fetchStatus !== 'idle') return <Skeletons label={m.loading} />;
  if (balances.isError)
    return <ListMessage text={m.tokensFailed} retry={{ label: m.retry, run: () => void balances.refetch() }} />;
  if (!list || list.length === 0) return <ListMessage text={m.noTokens} />;
  return <VirtualList count={list.length} size={() => ROW} render={render} keyOf={keyOf} label={m.tokensTab} />;
}
