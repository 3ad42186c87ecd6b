// What a smart session allows, checked off chain: the API's SessionEnforcer for sponsoring a session's user
// operations, used where no on-chain session module enforces it (the devnet has none: see README.md). A session
// allows calls to the contracts its permissions name (`contract-call` and `erc20-token-transfer`, by `data.address`),
// and plain value transfers (no calldata) up to `data.allowance` per call with a `native-token-transfer` permission.
import type { Address, Hex } from 'viem';
import { sessionScope } from '../../../core/smart-account/session-permissions';
import type { Database } from '../../db/types';
import type { AccountCall } from '../paymaster/account-calls';
import type { SessionEnforcer } from '../paymaster/service';
import { SessionMessages } from './messages';
import { sessionOf, sessionStatus, type StoredSession } from './store';

/** The first call `session` does not allow, or null when it allows them all. */
export function callOutsideSession(session: StoredSession, calls: readonly AccountCall[]): AccountCall | null {
  const { contracts, nativeAllowance } = sessionScope(session.permissions);
  return (
    calls.find((c) => {
      if (contracts.has(c.to.toLowerCase())) return false;
      return !(nativeAllowance !== null && c.data === '0x' && c.value <= nativeAllowance);
    }) ?? null
  );
}

/** The paymaster's SessionEnforcer over the stored sessions. */
export function storedSessionEnforcer(db: Database): SessionEnforcer {
  async function refusal(request: {
    chainId: number;
    sender: Address;
    pci: Hex;
    calls: readonly AccountCall[];
  }): Promise<string | null> {
    const pci = request.pci.toLowerCase();
    const session = await sessionOf(db, request.sender.toLowerCase(), pci);
    if (!session) return SessionMessages.useUnknown(pci);
    const status = sessionStatus(session);
    if (status === 'revoked') return SessionMessages.useRevoked(pci);
    if (status === 'expired') return SessionMessages.useExpired(pci);
    if (session.chainId !== request.chainId) return SessionMessages.useOtherChain(pci, session.chainId);
    const outside = callOutsideSession(session, request.calls);
    return outside ? SessionMessages.useOutsideScope(pci, outside.to) : null;
  }
  return { refusal };
}
