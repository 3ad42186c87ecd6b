/**
 * Keeps the connected account's profileName and profileImage (what ConnectButton and the Account header show) in step
 * with its identity: asked once connected, cached 5 minutes. Rendered by WalletDockModal from the modal's chunk as soon
 * as that chunk has loaded (the account is connected, or the button was reached for), so the button's start-up chunk
 * carries none of it.
 */
import { useAccount, useIdentity, type AccountState } from 'walletdock';

const selectConnected = (a: AccountState) => a.status === 'connected' && Boolean(a.address);

/** Renders nothing; fetches the active account's identity. */
export function ProfileSync() {
  const connected = useAccount({ select: selectConnected });
  useIdentity({ query: { enabled: connected } });
  return null;
}
