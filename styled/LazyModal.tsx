/**
 * WalletDockModal as hosts import it: a stand-in that loads the dialog (Radix Dialog, the views, the
 * toast; ./Modal.tsx) the first time it is needed — the modal opening or a toast showing — and
 * preloads it once the browser is idle after mount. The host's first chunk then carries the
 * button, not the dialog; the first click finds the chunk already loaded.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useModal, useToast, type ModalState, type ToastState } from 'walletdock';
import type { WalletDockModalProps } from './Modal';

const load = () => import('./Modal');
const Modal = lazy(() => load().then((m) => ({ default: m.WalletDockModal })));
const selectOpen = (s: ModalState | ToastState) => s.open;

type IdleWindow = { requestIdleCallback?(cb: () => void): number; cancelIdleCallback?(id: number): void };

/** The modal; place it once inside WalletDockProvider. */
export function WalletDockModal(props: WalletDockModalProps) {
  const { state: modalOpen } = useModal({ select: selectOpen });
  const { state: toastOpen } = useToast({ select: selectOpen });
  const [needed, setNeeded] = useState(false);
  if ((modalOpen || toastOpen) && !needed) setNeeded(true);

  useEffect(() => {
    const w = window as IdleWindow;
    if (w.requestIdleCallback) {
      const id = w.requestIdleCallback(() => void load());
      return () => w.cancelIdleCallback?.(id);
    }
    const timer = setTimeout(() => void load(), 200);
    return () => clearTimeout(timer);
  }, []);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
