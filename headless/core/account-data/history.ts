// The transaction-history rules: spam and other-chain transactions are dropped, and
// the list is grouped by year then month, newest first, each id once. Pure: the page fetch filters with them and
// the hook groups the loaded pages with them.
import type { Transaction } from './entities';

/** The transactions of one calendar month (local time), newest first. */
export interface TransactionGroup {
  year: number;
  /** 0 (January) to 11. */
  month: number;
  transactions: Transaction[];
}

/** One page of history as the API returns it: transactions and the cursor of the next page. */
export interface TransactionPage {
  data: Transaction[];
  next?: string | null | undefined;
}

/** The history as a view shows it: the transactions, their month groups, the next cursor, whether it is empty. */
export interface TransactionState {
  transactions: Transaction[];
  groups: TransactionGroup[];
  /** The cursor of the next page; undefined at the end (and after an error, which clears it). */
  next: string | undefined;
  empty: boolean;
}

/** Nothing loaded, or the list after an error: empty, no cursor. */
export const EMPTY_TRANSACTIONS: TransactionState = Object.freeze({
  transactions: [],
  groups: [],
  next: undefined,
  empty: true,
});

/** Spam: a transaction whose transfers are all NFTs flagged as spam. */
export function isSpamTransaction(transaction: Transaction): boolean {
  const { transfers } = transaction;
  return transfers.length > 0 && transfers.every((t) => t.nft_info?.flags?.is_spam === true);
}

/** The transactions shown on a CAIP-2 network: its own, spam dropped. */
export function filterTransactions(transactions: readonly Transaction[], caipNetworkId: string): Transaction[] {
  return transactions.filter((t) => t.metadata.chain === caipNetworkId && !isSpamTransaction(t));
}

const minedAt = (t: Transaction) => {
  const at = Date.parse(t.metadata.minedAt);
  return Number.isFinite(at) ? at : 0;
};

/** Groups by year then month (local time), newest first; a transaction id seen before is left out. */
export function groupTransactions(transactions: readonly Transaction[]): TransactionGroup[] {
  const seen = new Set<string>();
  const unique = transactions.filter((t) => !seen.has(t.id) && (seen.add(t.id), true));
  const sorted = [...unique].sort((a, b) => minedAt(b) - minedAt(a));
  const groups: TransactionGroup[] = [];
  for (const transaction of sorted) {
    const date = new Date(minedAt(transaction));
    const year = date.getFullYear();
    const month = date.getMonth();
    const last = groups[groups.length - 1];
    if (last && last.year === year && last.month === month) last.transactions.push(transaction);
    else groups.push({ year, month, transactions: [transaction] });
  }
  return groups;
}

/** The loaded pages as a view shows them. */
export function transactionState(pages: readonly TransactionPage[]): TransactionState {
  const groups = groupTransactions(pages.flatMap((p) => p.data));
  const transactions = groups.flatMap((g) => g.transactions);
  const next = pages[pages.length - 1]?.next ?? undefined;
  return { transactions, groups, next, empty: transactions.length === 0 };
}
