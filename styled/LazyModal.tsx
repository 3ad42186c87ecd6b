/**
 * WalletDockModal as hosts import it: a stand-in that loads the dialog (Radix Dialog, the views, the
 * toast; ./Modal.tsx) the first time it is needed — the modal opening or a toast showing — and
 * preloads it once the browser is idle after mount. The host's first chunk then carries the
 * button, not the dialog; the first click finds the chunk already loaded.
 *
 * Not React.lazy + Suspense: React delays revealing suspended content by up to 300 ms, which a
 * click would pay even with the chunk in cache. The loaded module is kept in state and rendered
 * directly, in the same commit as the open. Once loaded, the chunk's ProfileSync keeps the account's name current and
 * its LocaleSync loads the texts of the current locale.
 */
import { useEffect, useState } from 'react';
import { useModal, useToast, type ModalState, type ToastState } from 'walletdock';
import type { WalletDockModalProps } from './Modal';

type ModalModule = typeof import('./Modal');
let loaded: ModalModule | undefined;
let loading: Promise<ModalModule> | undefined;
const load = () =>
  (loading ??= import('./Modal').then((module) => {
    loaded = module;
    return module;
  }));

const selectOpen = (s: ModalState | ToastState) => s.open;

type IdleWindow = { requestIdleCallback?(cb: () => void): number; cancelIdleCallback?(id: number): void };

/** The modal; place it once inside WalletDockProvider. */
export function WalletDockModal(props: WalletDockModalProps) {
  const { state: modalOpen } = useModal({ select: selectOpen });
  const { state: toastOpen } = useToast({ select: selectOpen });
  const [module, setModule] = useState(loaded);
  const [needed, setNeeded] = useState(false);
  if ((modalOpen || toastOpen) && !needed) setNeeded(true);

  useEffect(() => {
    if (module) return;
    let live = true;
    const take = () => void load().then((m) => live && setModule(m));
    if (needed) {
      take();
      return () => void (live = false);
    }
    const w = window as IdleWindow;
    if (w.requestIdleCallback) {
      const id = w.requestIdleCallback(take);
      return () => {
        live = false;
        w.cancelIdleCallback?.(id);
      };
    }
    const timer = setTimeout(take, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [module, needed]);

  if (!module) return null;
  // The account's name and the locale's texts reach the connect button once the chunk is in, the dialog only when needed.
  return (
    <>
      <module.ProfileSync />
      <module.LocaleSync />
      {needed ? <module.WalletDockModal {...props} /> : null}
    </>
  );
}
