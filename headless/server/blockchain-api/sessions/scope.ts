// What a smart session allows, checked off chain: the API's gate for sponsoring a session's user operations, used
// where no on-chain session module enforces it (the devnet has none: see README.md). A session allows calls to the
// contracts its permissions name (`contract-call` and `erc20-token-transfer`, by `data.address`), and plain value
// transfers (no calldata) up to `data.allowance` per call when it has a `native-token-transfer` permission.
import type { Address, Hex } from 'viem';
import type { Database } from '../../db/types';
import type { AccountCall } from '../paymaster/account-calls';
import { SessionMessages } from './messages';
import { sessionOf, sessionStatus, type StoredSession } from './store';

/** The first call `session` does not allow, or null when it allows them all. */
export function callOutsideSession(session: StoredSession, calls: readonly AccountCall[]): AccountCall | null {
  const contracts = new Set<string>();
  let nativeAllowance: bigint | null = null;
  for (const p of session.permissions) {
    const address = typeof p.data.address === 'string' ? p.data.address.toLowerCase() : null;
    if ((p.type === 'contract-call' || p.type === 'erc20-token-transfer') && address) contracts.add(address);
    if (p.type === 'native-token-transfer' && typeof p.data.allowance === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(p.data.allowance)) {
      nativeAllowance = BigInt(p.data.allowance);
    }
  }
  return calls.find((c) => {
    if (contracts.has(c.to.toLowerCase())) return false;
    return !(nativeAllowance !== null && c.data === '0x' && c.value <= nativeAllowance);
  }) ?? null;
}

/** The paymaster's SessionGate over the stored sessions: null when the session may use the operation's calls. */
export function storedSessionGate(db: Database) {
  return async (request: { chainId: number; sender: Address; pci: Hex; calls: readonly AccountCall[] }): Promise<string | null> => {
    const pci = request.pci.toLowerCase();
    const session = await sessionOf(db, request.sender.toLowerCase(), pci);
    if (!session) return SessionMessages.useUnknown(pci);
    const status = sessionStatus(session);
    if (status === 'revoked') return SessionMessages.useRevoked(pci);
    if (status === 'expired') return SessionMessages.useExpired(pci);
    if (session.chainId !== request.chainId) return SessionMessages.useOtherChain(pci, session.chainId);
    const outside = callOutsideSession(session, request.calls);
    return outside ? SessionMessages.useOutsideScope(pci, outside.to) : null;
  };
}
