/** The Tokens tab: each token's icon, name, amount (3 decimals) and USD value (2 decimals), virtualized. */
import { useCallback } from 'react';
import type { WalletDockError } from 'walletdock';
import type { UseQueryReturnType } from 'walletdock/types';
import { balanceValue, type Balances, type TokenBalance } from 'walletdock/utils';
import { useLanguage } from '../../i18n/language';
import { useAccountMessages } from './messages';
import { VirtualList } from '../../components/VirtualList';
import { row, rowEnd, rowSub, rowText, rowTitle } from './Account.css';
import { ListMessage, Skeletons, TokenIcon } from './states';

const ROW = 58;

/** One token row. */
function TokenRow({ balance }: { balance: TokenBalance }) {
  const { format } = useLanguage();
  return (
    <div className={row} data-token-row="" data-symbol={balance.symbol}>
      <TokenIcon
        src={balance.iconUrl}
        symbol={balance.symbol}
        seed={balance.address ?? `${balance.chainId}:${balance.symbol}`}
      />
      <span className={rowText}>
        <span className={rowTitle}>{balance.name}</span>
        <span className={rowSub} data-amount="">
          {format.balance(balance.quantity.numeric, 0, balance.symbol)}
        </span>
      </span>
      <span className={rowEnd} data-value="">
        {format.usd(balanceValue(balance))}
      </span>
    </div>
  );
}

/** The panel; `balances` is the view's one useBalances result (the header reads its total). */
export function TokensPanel({ balances }: { balances: UseQueryReturnType<Balances, WalletDockError> }) {
  const m = useAccountMessages();
  const list = balances.data?.balances;
  const render = useCallback((i: number) => (list ? <TokenRow balance={list[i] as TokenBalance} /> : null), [list]);
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
