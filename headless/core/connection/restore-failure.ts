/**
 * Why a saved session could not be restored after a reload, so a view can say it instead of silently showing
 * "Connect Wallet" again: the wallet is gone (no longer installed or announced), it refused (it no longer gives this
 * site an account, or rejected the request), it did not answer within the wallet time-out, or it failed otherwise.
 */
import { toWalletDockError } from '../model/errors';
import { RequestTimeoutError } from '../model/errors/http';
import { UserRejectedError } from '../model/errors/rpc';
import { NotFoundError } from '../model/errors/sdk';

/** Why a restore gave up: `walletGone`, `refused`, `timeout` (the wallet time-out), or `failed` (anything else). */
export type RestoreFailureReason = 'walletGone' | 'refused' | 'timeout' | 'failed';

/** A saved session that could not be restored: why, and with which connector it was. */
export interface RestoreFailure {
  reason: RestoreFailureReason;
  /** The connector the saved session was with. */
  connectorId: string | undefined;
}

/**
 * The reason of a restore that gave up: `error` is what the restore threw (undefined: the wallet answered without a
 * connection); `listed`, whether the session's connector is among the instance's connectors now.
 */
export function restoreFailureReason(error: unknown, listed: boolean): RestoreFailureReason {
  // Answered without an account: an installed wallet that no longer gives this site one, else a wallet not there.
  if (error === undefined) return listed ? 'refused' : 'walletGone';
  const wrapped = toWalletDockError(error);
  if (wrapped instanceof RequestTimeoutError) return 'timeout';
  if (wrapped instanceof UserRejectedError) return 'refused';
  if (wrapped instanceof NotFoundError || !listed) return 'walletGone';
  return 'failed';
}
