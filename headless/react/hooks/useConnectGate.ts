/**
 * useConnectGate: the host's terms and privacy policy as a connect UI shows them, and whether its connect methods are
 * open (features.legalCheckbox: not until the visitor ticks). The modal's views read it; a custom connect UI built on
 * the hooks gets the same rule.
 */
import { useCallback } from 'react';
import { connectGateState, type ConnectGateState } from '../../core/connection/connect-gate';
import type { Features } from '../../core/dock/options';
import { useDockFor } from '../context';
import { useStoreSelector } from './useStoreSelector';

/** What useConnectGate returns. */
export interface ConnectGate extends ConnectGateState {
  /** Ticks (or unticks) the legal checkbox. */
  setAgreed(agreed: boolean): void;
}

const selectLegalCheckbox = (features: Features) => features.legalCheckbox;
const selectAgreed = (state: { agreed: boolean }) => state.agreed;

/**
 * The connect gate: `consent` says what to show ('checkbox', 'footer' or 'none'), `locked` whether the connect
 * methods wait for the tick.
 * @example
 * const gate = useConnectGate();
 * <input type="checkbox" checked={gate.agreed} onChange={(e) => gate.setAgreed(e.target.checked)} />
 * <button disabled={gate.locked} onClick={connect}>MetaMask</button>
 */
export function useConnectGate(): ConnectGate {
  const dock = useDockFor('useConnectGate');
  const legalCheckbox = useStoreSelector(dock.stores.features, selectLegalCheckbox);
  const agreed = useStoreSelector(dock.stores.connectGate, selectAgreed);
  const setAgreed = useCallback((value: boolean) => dock.connectGate.setAgreed(value), [dock]);
  const { termsConditionsUrl, privacyPolicyUrl } = dock.options;
  return { ...connectGateState({ termsConditionsUrl, privacyPolicyUrl }, legalCheckbox, agreed), setAgreed };
}
