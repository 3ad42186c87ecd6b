/** The Account view's default (English) texts, loaded with the view; a host's `messages` override them. */
import { useMessagesWith, type AccountMessageKey, type Messages } from '../../messages';

/** The defaults of the Account keys. */
export const accountMessages = {
  accountTabsLabel: 'Account assets',
  tokensTab: 'Tokens',
  nftsTab: 'NFTs',
  activityTab: 'Activity',
  totalValueLabel: 'Total value',
  viewOnExplorer: 'View on explorer',
  noTokens: 'No tokens yet',
  noNfts: 'No NFTs yet',
  noActivity: 'No activity yet',
  tokensFailed: 'Balances could not be loaded',
  nftsFailed: 'NFTs could not be loaded',
  activityFailed: 'Activity could not be loaded',
  loading: 'Loading…',
  balanceUpdating: 'Updating…',
  loadMore: 'Load more',
  nftOf: '{name}, {collection}',
  activitySend: 'Sent',
  activityReceive: 'Received',
  activityMint: 'Minted',
  activityBurn: 'Burned',
  activityTrade: 'Swapped',
  activityOther: 'Transaction',
  statusFailed: 'Failed',
  statusPending: 'Pending',
  registerNameEntry: 'Choose a name',
} as const satisfies Record<AccountMessageKey, string>;

/** The message table with the Account defaults under the host's overrides. */
export function useAccountMessages(): Messages {
  return useMessagesWith(accountMessages);
}
