/**
 * The Activity tab (its own chunk, loaded when the tab is first wanted): the account's transactions grouped by
 * month, newest first, each with its operation, relative time, status, signed amount (3 decimals) and explorer link.
 * Virtualized; the next page loads as the end comes into view.
 */
import { useCallback, useMemo } from 'react';
import { useNetwork, useTransactions } from 'walletdock';
import type { NetworkView } from 'walletdock/types';
import type { LocaleFormatters, Transaction, TransactionGroup } from 'walletdock/utils';
import { useLanguage } from '../../i18n/language';
import type { Messages } from '../../messages';
import { useAccountMessages } from './messages';
import { VirtualList } from '../../components/VirtualList';
import { failed, iconButton, monthHeading, row, rowEnd, rowSub, rowText, rowTitle } from './Account.css';
import { ListMessage, Skeletons, TokenIcon } from './states';

const MONTH = 34;
const ROW = 58;

type Item = { kind: 'month'; group: TransactionGroup } | { kind: 'tx'; tx: Transaction };

const OPERATIONS: Record<string, keyof Messages> = {
  send: 'activitySend',
  receive: 'activityReceive',
  mint: 'activityMint',
  burn: 'activityBurn',
  trade: 'activityTrade',
};

const selectExplorer = (n: NetworkView) => n.caipNetwork?.blockExplorers?.default.url;

/** What a transaction moved, as the row shows it: its first transfer. */
function transferText(
  tx: Transaction,
  format: LocaleFormatters,
): { amount: string; symbol: string; icon: string | undefined } {
  const transfer = tx.transfers[0];
  if (!transfer) return { amount: '', symbol: '?', icon: undefined };
  if (transfer.nft_info) {
    const name = transfer.nft_info.name ?? 'NFT';
    return { amount: name, symbol: name, icon: transfer.nft_info.content?.preview?.url };
  }
  const symbol = transfer.fungible_info?.symbol ?? '';
  return {
    amount: format.historyAmount(transfer.quantity.numeric, tx.metadata.operationType, symbol),
    symbol: symbol || '?',
    icon: transfer.fungible_info?.icon?.url,
  };
}

function TransactionRow({ tx, explorer, now }: { tx: Transaction; explorer: string | undefined; now: number }) {
  const m = useAccountMessages();
  const { format } = useLanguage();
  const { amount, symbol, icon } = transferText(tx, format);
  const { status, operationType, minedAt, hash } = tx.metadata;
  const key = OPERATIONS[operationType];
  const label = key ? m[key] : m.activityOther;
  const statusText = status === 'failed' ? m.statusFailed : status === 'pending' ? m.statusPending : undefined;
  return (
    <div className={row} data-transaction-row="" data-operation={operationType} data-status={status}>
      <TokenIcon src={icon} symbol={symbol} />
      <span className={rowText}>
        <span className={rowTitle}>{label}</span>
        <span className={rowSub}>
          {format.relativeTime(minedAt, now)}
          {statusText ? <span className={failed}> · {statusText}</span> : null}
        </span>
      </span>
      <span className={rowEnd} data-amount="" title={amount}>
        {amount}
      </span>
      {explorer && hash ? (
        <a
          className={iconButton}
          href={`${explorer.replace(/\/$/, '')}/tx/${hash}`}
          target="_blank"
          rel="noreferrer"
          aria-label={m.viewOnExplorer}
        >
          ↗
        </a>
      ) : null}
    </div>
  );
}

/** The panel. */
export function ActivityPanel() {
  const m = useAccountMessages();
  const history = useTransactions();
  const { network: explorer } = useNetwork({ select: selectExplorer });
  const groups = history.data?.groups;
  const items = useMemo<Item[]>(
    () =>
      (groups ?? []).flatMap((group): Item[] => [
        { kind: 'month', group },
        ...group.transactions.map((tx): Item => ({ kind: 'tx', tx })),
      ]),
    [groups],
  );
  const { format } = useLanguage();
  const now = history.dataUpdatedAt || Date.now();
  const size = useCallback((i: number) => (items[i]?.kind === 'month' ? MONTH : ROW), [items]);
  const keyOf = useCallback(
    (i: number) => {
      const item = items[i];
      return item?.kind === 'month' ? `m${item.group.year}-${item.group.month}` : (item?.tx.id ?? String(i));
    },
    [items],
  );
  const render = useCallback(
    (i: number) => {
      const item = items[i];
      if (!item) return null;
      if (item.kind === 'tx') return <TransactionRow tx={item.tx} explorer={explorer} now={now} />;
      const { year, month } = item.group;
      return (
        <h3 className={monthHeading} data-month={`${year}-${String(month + 1).padStart(2, '0')}`}>
          {format.monthYear(new Date(year, month, 1))}
        </h3>
      );
    },
    [items, explorer, now, format],
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const onEnd = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (history.isPending && history.fetchStatus !== 'idle') return <Skeletons label={m.loading} />;
  if (history.isError)
    return <ListMessage text={m.activityFailed} retry={{ label: m.retry, run: () => void history.refetch() }} />;
  if (items.length === 0) return <ListMessage text={m.noActivity} />;
  return (
    <VirtualList count={items.length} size={size} render={render} keyOf={keyOf} label={m.activityTab} onEnd={onEnd} />
  );
}
