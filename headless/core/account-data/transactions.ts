// One page of transaction history from the blockchain API. Pages follow
// the API's cursor; each is filtered to the active chain with spam dropped. Without an API, on a network it does not
// serve, or in a namespace without activity, the history is empty. A failure shows "Failed to fetch transactions"
// and tracks ERROR_FETCH_TRANSACTIONS; the list then empties (see the hook).
import type { CaipNetworkId } from '../model/caip';
import { ACTIVITY_NAMESPACES } from '../model/constants';
import { errorOfCode, toWalletDockError } from '../model/errors';
import * as ErrorMessages from '../model/error-messages';
import type { DockCore } from '../instance/dock-core';
import { accountDataContext } from './context';
import { filterTransactions, type TransactionPage } from './history';

/** What to fetch: an account's history on a CAIP-2 network, after `cursor`. */
export interface FetchTransactionsParameters {
  address?: string | undefined;
  caipNetworkId: CaipNetworkId;
  cursor?: string | undefined;
  signal?: AbortSignal | undefined;
}

const NO_HISTORY: TransactionPage = { data: [], next: null };

/** One page of the history of `address` on `caipNetworkId`. */
export async function fetchTransactions(
  dock: DockCore,
  parameters: FetchTransactionsParameters,
): Promise<TransactionPage> {
  const { address, caipNetworkId, cursor, signal } = parameters;
  if (!address) throw errorOfCode(ErrorMessages.transactionsNeedAccountAddress, { code: 'INVALID_INPUT' });
  const network = dock.networks.find((n) => n.caipNetworkId === caipNetworkId);
  if (!network) throw errorOfCode(ErrorMessages.networkNotFound, { code: 'NOT_FOUND' });
  const { api, supports } = accountDataContext(dock);
  if (!api || !ACTIVITY_NAMESPACES.includes(network.chainNamespace)) return NO_HISTORY;
  try {
    if (!(await supports(caipNetworkId))) return NO_HISTORY;
    const page = await api.history(address, { cursor, chainId: caipNetworkId, signal });
    return { data: filterTransactions(page.data, caipNetworkId), next: page.next ?? null };
  } catch (cause) {
    if (signal?.aborted) throw cause;
    dock.toast.error(ErrorMessages.fetchTransactionsFailed);
    dock.events.track('ERROR_FETCH_TRANSACTIONS', { address, projectId: dock.options.projectId, cursor });
    throw errorOfCode(ErrorMessages.fetchTransactionsFailed, { code: toWalletDockError(cause).code, cause });
  }
}
