// One page of transaction history from the blockchain API. Pages follow
// the API's cursor; each is filtered to the active chain with spam dropped. Without an API, on a network it does not
// serve, or in a namespace without activity, the history is empty. A failure shows "Failed to fetch transactions"
// and tracks ERROR_FETCH_TRANSACTIONS; the list then empties (see the hook).
import type { CaipNetworkId } from '../model/caip';
import { servesOn } from '../namespaces/capabilities';
import { toWalletDockError } from '../model/errors';
import { InvalidInputError } from '../model/errors/validation';
import { NotFoundError } from '../model/errors/sdk';
import { errorOfCode } from '../model/errors/kinds';
import * as ErrorMessages from '../model/error-messages';
import type { DockCore } from '../instance/dock-core';
import { accountDataContext } from './context';
import { filterTransactions, type TransactionPage } from './history';
import { floorOf, readAtFloor } from './floor';

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
  if (!address) throw new InvalidInputError(ErrorMessages.transactionsNeedAccountAddress);
  const network = dock.networks.find((n) => n.caipNetworkId === caipNetworkId);
  if (!network) throw new NotFoundError(ErrorMessages.networkNotFound);
  const { api, supports } = accountDataContext(dock);
  if (!api || !servesOn(network.chainNamespace, 'activity')) return NO_HISTORY;
  try {
    if (!(await supports(caipNetworkId))) return NO_HISTORY;
    // After a receipt of the account's own, the first page must hold it (floor.ts); later pages follow its cursor.
    const minBlock = cursor === undefined ? floorOf(dock, caipNetworkId, address) : undefined;
    const page = await readAtFloor(
      () => api.history(address, { cursor, chainId: caipNetworkId, minBlock, signal }),
      signal,
    );
    return { data: filterTransactions(page.data, caipNetworkId), next: page.next ?? null };
  } catch (cause) {
    if (signal?.aborted) throw cause;
    dock.toast.error(ErrorMessages.fetchTransactionsFailed);
    dock.events.track('ERROR_FETCH_TRANSACTIONS', { address, projectId: dock.options.projectId, cursor });
    throw errorOfCode(ErrorMessages.fetchTransactionsFailed, { code: toWalletDockError(cause).code, cause });
  }
}
