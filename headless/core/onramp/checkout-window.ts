// The provider's checkout in a window of its own, and the balance reads while it is open. Loaded on demand by
// useOnrampUrl when Continue is pressed (window is touched only when these functions run, never at import).
import { balancesQueryOptions } from '../account-data/query';
import type { WalletDock } from '../connection/dock';
import type { CaipNetworkId } from '../model/caip';
import * as ErrorMessages from '../model/error-messages';
import { WalletDockError } from '../model/errors';

/** The longest a provider's window is watched (a buyer who leaves it open for good stops the reads). */
const WATCH_MAX_MS = 30 * 60_000;

/** What the balance reads need of the host's QueryClient. */
export interface BalanceFetcher {
  fetchQuery(options: ReturnType<typeof balancesQueryOptions> & { staleTime: number }): Promise<unknown>;
}

/** Opens `url` in the provider's window; rejects with the pop-up message when the browser gives none. */
export function openCheckoutWindow(url: string): Window {
  const opened = window.open(url, 'walletdock-onramp', 'popup,width=460,height=720');
  if (!opened) throw new WalletDockError(ErrorMessages.onrampWindowBlocked, { code: 'UNKNOWN' });
  return opened;
}

/**
 * Every `pollMs` while `popup` is open (at most 30 minutes), reads the balances of the account `caipAddress()` names
 * afresh (past the 30 s cache) into `client`, so every view showing them updates; then calls `closed`.
 */
export function watchCheckoutWindow(
  dock: WalletDock,
  client: BalanceFetcher,
  popup: Window,
  options: { pollMs: number; caipAddress: () => string | undefined; closed: () => void },
): void {
  const started = Date.now();
  const timer = setInterval(() => {
    const [ns, ref, address] = options.caipAddress()?.split(':') ?? [];
    if (ns && ref && address) {
      const query = balancesQueryOptions(dock, { address, caipNetworkId: `${ns}:${ref}` as CaipNetworkId, forceUpdate: true });
      void client.fetchQuery({ ...query, staleTime: 0 }).catch(() => undefined);
    }
    if (popup.closed || Date.now() - started > WATCH_MAX_MS) {
      clearInterval(timer);
      options.closed();
    }
  }, options.pollMs);
}
