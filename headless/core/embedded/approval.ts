// Where the user approves a not-safe request: the frame's own approval screen, shown in ApproveTransaction. A request
// opens the modal on that view, or, when the modal is open on another view, pushes a transaction flow and the view on
// top. When the last waiting request is answered (signed, sent, rejected or failed) the modal closes if the request
// opened it, else the flow is popped back to where the user was. The frame is shown for exactly that time.
import type { ModalActions, RouterActions } from '../modal/slices';
import type { ModalState } from '../modal/modal';
import type { RouterState } from '../modal/router';
import type { Store } from '../model/store';

/** What the approvals drive. */
export interface ApprovalHost {
  modal: ModalActions;
  router: RouterActions;
  stores: { modal: Store<ModalState>; router: Store<RouterState> };
}

/** The view a not-safe request is approved on. */
export const APPROVAL_VIEW = 'ApproveTransaction' as const;

/** What the user approves: a message signature (nothing is sent) or a transaction (or another change the wallet makes). */
export type ApprovalKind = 'signature' | 'transaction';

const SIGNATURE_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'solana_signMessage',
]);

/**
 * The kind of approval a request asks for, carried in ApproveTransaction's data (`approval`) so the modal's title
 * says "Sign Message" for a signature and "Approve Transaction" for the rest.
 * @example
 * approvalKind('personal_sign'); // 'signature'
 */
export function approvalKind(method: string): ApprovalKind {
  return SIGNATURE_METHODS.has(method) ? 'signature' : 'transaction';
}

/** Counts the requests waiting for approval; `begin` returns the call that ends one. */
export function createApprovals(host: ApprovalHost, setVisible: (visible: boolean) => void) {
  let waiting = 0;
  let openedModal = false;
  let pushedFlow = false;

  return {
    /** Shows the frame in ApproveTransaction for `method`; the returned function ends this request's wait. */
    begin(method = ''): (status: 'success' | 'cancel') => void {
      waiting += 1;
      if (waiting === 1) {
        setVisible(true);
        const open = host.stores.modal.getState().open;
        const view = host.stores.router.getState().view;
        const data = { approval: approvalKind(method) };
        if (!open) {
          openedModal = true;
          void host.modal.open({ view: APPROVAL_VIEW, data });
        } else if (view !== APPROVAL_VIEW) {
          pushedFlow = true;
          host.router.pushTransactionStack({ goBack: true });
          host.router.push(APPROVAL_VIEW, data);
        }
      }
      let ended = false;
      return (status) => {
        if (ended) return;
        ended = true;
        waiting -= 1;
        if (waiting > 0) return;
        setVisible(false);
        if (openedModal) host.modal.close({ force: true });
        else if (pushedFlow) host.router.popTransactionStack(status);
        openedModal = false;
        pushedFlow = false;
      };
    },
    /** Requests waiting for the user. */
    waiting: () => waiting,
  };
}
