// Which of RainbowKit's three modals walletdock's one modal is showing: Networks is the chain modal, the views of a
// connected account the account modal, the rest (Connect and its wallets) the connect modal.
import type { AccountState, ModalState, RouterState, RouterView } from 'walletdock';
import { useAccount, useModal, useRouter } from 'walletdock';

/** RainbowKit's modal names. */
export type RainbowKitModal = 'connect' | 'account' | 'chain';

const NETWORK_VIEWS: readonly RouterView[] = ['Networks', 'UnsupportedChain'];

/** The RainbowKit modal a view is part of, for a visitor connected or not. */
export function rainbowKitModalOf(view: RouterView, connected: boolean): RainbowKitModal {
  if (NETWORK_VIEWS.includes(view)) return 'chain';
  return connected ? 'account' : 'connect';
}

const selectOpen = (s: ModalState) => s.open;
const selectView = (s: RouterState) => s.view;
const selectConnected = (a: AccountState) => a.status === 'connected';

/** The modal shown now (undefined while closed), whether an account is connected, and the modal's open action. */
export function useRainbowKitModal() {
  const { state: open, open: openModal } = useModal({ select: selectOpen });
  const { state: view } = useRouter({ select: selectView });
  const connected = useAccount({ select: selectConnected });
  return { shown: open ? rainbowKitModalOf(view, connected) : undefined, connected, openModal };
}
