// Wires the sign-in flow into a walletdock instance: it watches the connection store (connect,
// account or network change -> initialize; disconnect -> sign out) and mirrors its state into the
// instance's signIn store, which the modal's close rules read. One flow per instance.
import type { DockCore } from '../instance/dock-core';
import { createSiwxFlow, type SiwxActiveAccount, type SiwxFlow } from './flow';
import { resolveSiwx, type SIWEConfig } from './legacy';
import { isSiwxNamespace } from './message';
import type { SIWXConfig, SiwxChainId } from './types';

/** The active, connected account of an instance as the flow sees it. */
function activeAccount(dock: DockCore): SiwxActiveAccount | undefined {
  const { activeNamespace, chains } = dock.stores.connection.getState();
  const chain = activeNamespace ? chains[activeNamespace] : undefined;
  const account = chain?.accountState;
  if (!chain?.caipNetwork || !account?.address || account.status !== 'connected') return undefined;
  // Only the embedded (auth) wallet deploys smart accounts; browser and paired wallets sign as EOAs
  // even though eip155's default preferred account type is smartAccount.
  const embedded = chain.connectorType === 'AUTH' || chain.connectorType === 'ID_AUTH';
  return {
    address: account.address,
    chainId: chain.caipNetwork.caipNetworkId as SiwxChainId,
    type: embedded && account.preferredAccountType === 'smartAccount' ? 'smartAccount' : 'eoa',
  };
}

/**
 * Creates the instance's sign-in flow and wires it. Only `dock.loadSiwx()` calls it (once per
 * instance, by dynamic import), so this module stays out of the initial chunk.
 */
export function attachSiwx(dock: DockCore): SiwxFlow {
  const siwx: SIWXConfig | undefined = resolveSiwx({
    siwx: dock.options.siwx as SIWXConfig | undefined,
    siweConfig: dock.options.siweConfig as SIWEConfig | undefined,
  });
  const flow = createSiwxFlow({
    getSiwx: () => siwx,
    getAccount: () => activeAccount(dock),
    isNetworkSupported: (chainId) =>
      isSiwxNamespace(chainId.split(':')[0] ?? '') && dock.networks.some((n) => n.caipNetworkId === chainId),
    signMessage: ({ message }) => dock.signMessage({ message }),
    openModal: (view) => dock.modal.open({ view }),
    // The flow finished itself: close even from ApproveTransaction (embedded wallet approvals).
    closeModal: () => dock.modal.close({ force: true }),
    isModalOpen: () => dock.stores.modal.getState().open,
    currentView: () => dock.stores.router.getState().view,
    resetView: (view) => dock.router.reset(view),
    showErrorToast: (message) => dock.toast.error(message),
    track: (event, properties) => dock.events.track(event, { ...properties }),
    disconnect: () => dock.disconnect(),
  });

  const mirror = () => {
    const state = flow.getState();
    const next = { required: state.required, hasSession: state.status === 'signed' };
    const current = dock.stores.signIn.getState();
    if (current.required !== next.required || current.hasSession !== next.hasSession) dock.stores.signIn.setState(next);
  };
  flow.subscribe(mirror);
  mirror();

  // React to the account (address + network) the flow would sign for.
  let lastKey: string | undefined;
  let wasConnected = false;
  const onConnection = () => {
    const account = activeAccount(dock);
    const key = account ? `${account.chainId}|${account.address.toLowerCase()}` : undefined;
    if (key === lastKey) return;
    lastKey = key;
    if (account) {
      wasConnected = true;
      void flow.initialize();
    } else if (wasConnected) {
      wasConnected = false;
      void flow.handleDisconnect();
    }
  };
  dock.stores.connection.subscribe(onConnection);
  // Deferred: the flow's first step must not change stores inside whatever call loaded it.
  queueMicrotask(onConnection);
  return flow;
}
