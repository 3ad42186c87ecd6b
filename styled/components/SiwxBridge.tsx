/**
 * Starts the instance's sign-in flow when the host configured sign-in (siwx or siweConfig).
 * A lazy chunk: hosts without sign-in never download the flow. The flow opens SIWXSignMessage
 * itself after a connect.
 */
import { useSiwx } from 'walletdock';

const selectNothing = () => 0;

/** Mounting it attaches the flow (useSiwx is idempotent per instance). */
export function SiwxBridge() {
  useSiwx({ select: selectNothing });
  return null;
}
