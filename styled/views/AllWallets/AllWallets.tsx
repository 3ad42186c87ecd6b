/**
 * AllWallets: installed and custom wallets, then the directory (pages of 40, loaded as the list
 * scrolls) or, while searching, the directory's search results (debounced input; the 300 ms floor
 * is the directory's). Without a projectId the directory stays off: the list holds the installed
 * and the host's custom wallets only, filtered locally by the search text. The list is
 * virtualized, so 1,000 wallets render a screenful of rows; images load per rendered row.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useConnectGate, useWalletDirectory, useWalletList, type WalletEntry } from 'walletdock';
import { walletsFromPages } from 'walletdock/query';
import { useMessages } from '../../messages';
import { DEBOUNCE_MS } from '../../theme/tokens';
import { view, visuallyHidden } from '../../theme/root.css';
import { muted } from '../../components/ui.css';
import { WalletRow } from '../../components/WalletRow';
import { LegalCheckbox } from '../../components/Legal';
import { inner, item, scroller, search as searchClass } from './AllWallets.css';

const ROW_HEIGHT = 58;

/** Debounced copy of a value. */
function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The AllWallets view. */
export function AllWallets() {
  const m = useMessages();
  const inputId = useId();
  // The legal checkbox gates this list as it does Connect's (a host may open AllWallets directly).
  const hintId = useId();
  const lockedBy = useConnectGate().locked ? hintId : undefined;
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), DEBOUNCE_MS);
  const { wallets, search } = useWalletDirectory({ all: !query, search: query });
  const directory = useMemo(
    () => (query ? (search.data ?? []) : walletsFromPages(wallets.data?.pages ?? [])),
    [query, search.data, wallets.data],
  );
  const { entries, select } = useWalletList({ directory, search: query });

  const parent = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => parent.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
  });
  const items = virtualizer.getVirtualItems();
  const last = items[items.length - 1];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = wallets;
  useEffect(() => {
    // Next directory page when the list nears its end.
    if (!query && last && last.index >= entries.length - 10 && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [query, last, entries.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <div className={view} data-view="AllWallets">
      <LegalCheckbox hintId={hintId} />
      <label htmlFor={inputId} className={visuallyHidden}>
        {m.searchLabel}
      </label>
      <input
        id={inputId}
        className={searchClass}
        type="search"
        // Keyboard path: the view opens with focus in the search field.
        autoFocus
        autoComplete="off"
        placeholder={m.searchPlaceholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {entries.length === 0 ? (
        <p className={muted} role="status">
          {m.noWallets}
        </p>
      ) : (
        <div ref={parent} className={scroller} data-count={entries.length}>
          <ul className={inner} style={{ height: virtualizer.getTotalSize() }} aria-label={m.walletListLabel}>
            {items.map((row) => {
              const entry = entries[row.index] as WalletEntry;
              return (
                <li
                  key={entry.connectorId ?? entry.id}
                  className={item}
                  style={{ transform: `translateY(${row.start}px)` }}
                >
                  <WalletRow
                    id={entry.id}
                    name={entry.name}
                    fullName={entry.fullName}
                    imageUrl={entry.imageUrl}
                    connectorId={entry.connectorId ?? entry.id}
                    onSelect={() => select(entry)}
                    lockedBy={lockedBy}
                  />
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
