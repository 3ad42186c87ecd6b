/**
 * Whether a namespace shows a saved session being restored. A returning visitor's first render (and the server's, from
 * the cookie) already holds the saved address with status connecting; until the startup sync settles it (connected, or
 * reset), the views show that address as reconnecting instead of a "Connect" they could click into a second, racing
 * connect. After the sync (`initialized`) a connecting status is a connect the person started, not a restore.
 */
import type { AccountState } from './account';

export function isReconnecting(account: Pick<AccountState, 'status' | 'address'>, initialized: boolean): boolean {
  return (
    !initialized &&
    account.address !== undefined &&
    (account.status === 'connecting' || account.status === 'reconnecting')
  );
}
