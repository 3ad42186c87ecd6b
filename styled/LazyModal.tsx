/**
 * WalletDockModal as hosts import it: a stand-in that loads the dialog (its shell, the Connect view, the
 * toast; ./Modal.tsx) off the page's first chunk, and off its start-up: nothing is fetched for it until there is a
 * sign that it may be needed — intent on the connect button (hover, focus, touch: usePreloadModal, which also brings
 * the list), the visitor's first reach for any control (the pointer moving on the page, focus on a button, a press
 * anywhere: ahead of the click on a host's own button that calls `open()`), the modal opening, a toast showing, or a
 * connected account whose name the button shows. A visitor who only reads the page, moving and pressing nothing,
 * downloads none of it (the start-up budget counts what a page fetches until it is quiet).
 *
 * Not React.lazy + Suspense: React delays revealing suspended content by up to 300 ms, which a
 * click would pay even with the chunk in cache. The loaded module is kept in state and rendered
 * directly, in the same commit as the open. Once loaded, the chunk's ProfileSync keeps the account's name current.
 * LocaleSync is started from here, not from the dialog's chunk: the connect button reads its locale's texts before
 * anyone reaches for it. It is a chunk of its own, loaded only for a locale other than English, so an English app's
 * first chunk carries none of it.
 */
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import {
  useAccount,
  useLocale,
  useModal,
  useModalPrefetch,
  useRouter,
  useToast,
  type AccountState,
  type ModalState,
  type RouterState,
  type ToastState,
} from 'walletdock';
import type { WalletDockModalProps } from './Modal';
import { onFirstIntent } from './components/first-intent';

type ModalModule = typeof import('./Modal');
let loaded: ModalModule | undefined;
let loading: Promise<ModalModule> | undefined;
const load = () =>
  (loading ??= import('./Modal').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed download (offline for a moment) is tried again on the next intent.
      loading = undefined;
      throw error;
    },
  ));

// The dialog's chunk and the built-in wallet list (useModalPrefetch), for the views that are that list (AllWallets,
// GetWallet, InstallWallet): they open once both are in, whole. Connect does not wait for the list: its rows on the
// way are drawn as placeholders of their height (useWalletList's pending section), so the box does not move when
// they arrive, and an installed wallet's row is there in the first frame.
let prepared = false;
let preparing: Promise<void> | undefined;
const prepare = (prefetch: () => Promise<void>) =>
  (preparing ??= Promise.all([load(), prefetch()]).then(
    () => void (prepared = true),
    (error: unknown) => {
      preparing = undefined;
      throw error;
    },
  ));

/**
 * Starts downloading the dialog and what it first shows (idempotent). ConnectButton calls it on hover, focus and
 * touch; a host drawing its own button (ConnectButtonRenderer's `preload`) does the same, so the first click finds
 * them loaded.
 */
export function usePreloadModal(): () => void {
  const prefetch = useModalPrefetch();
  return useCallback(() => void prepare(prefetch).catch(() => undefined), [prefetch]);
}

const selectOpen = (s: ModalState | ToastState) => s.open;
/** The views whose first frame is the built-in list itself; the rest (Connect, Account) never wait for it. */
const LIST_VIEWS: ReadonlySet<RouterState['view']> = new Set(['AllWallets', 'GetWallet', 'InstallWallet']);
const selectListsWallets = (s: RouterState) => LIST_VIEWS.has(s.view);
const selectConnect = (s: RouterState) => s.view === 'Connect';
const selectConnected = (a: AccountState) => a.status === 'connected' && Boolean(a.address);

/** The modal; place it once inside WalletDockProvider. */
export function WalletDockModal(props: WalletDockModalProps) {
  const { state: modalOpen } = useModal({ select: selectOpen });
  const { state: toastOpen } = useToast({ select: selectOpen });
  const connected = useAccount({ select: selectConnected });
  const prefetch = useModalPrefetch();
  const { state: listsWallets } = useRouter({ select: selectListsWallets });
  const { state: connectView } = useRouter({ select: selectConnect });
  const [module, setModule] = useState(loaded);
  const [ready, setReady] = useState(prepared);
  const { locale } = useLocale();
  const [LocaleSync, setLocaleSync] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (locale === 'en' || LocaleSync) return;
    let live = true;
    import('./i18n/LocaleSync').then(
      (m) => void (live && setLocaleSync(() => m.LocaleSync)),
      () => undefined,
    );
    return () => void (live = false);
  }, [locale, LocaleSync]);
  useEffect(() => (loaded ? undefined : onFirstIntent(() => void load().catch(() => undefined))), []);
  const [needed, setNeeded] = useState(false);
  if ((modalOpen || toastOpen) && !needed) setNeeded(true);
  const wanted = needed || connected;

  useEffect(() => {
    if (module || !wanted) return;
    let live = true;
    load().then(
      (m) => void (live && setModule(m)),
      () => undefined,
    );
    return () => void (live = false);
  }, [module, wanted]);
  useEffect(() => {
    if (ready || !modalOpen) return;
    let live = true;
    // Connect's list starts beside the dialog's chunk (its placeholders stand in until it is in).
    if (connectView) void prepare(prefetch).catch(() => undefined);
    (listsWallets ? prepare(prefetch) : load()).then(
      () => void (live && setReady(true)),
      () => undefined,
    );
    return () => void (live = false);
  }, [ready, modalOpen, prefetch, listsWallets, connectView]);

  // Preloaded by intent: rendered in the same commit as the open, without waiting for the effects.
  const current = module ?? loaded;
  // A toast, Connect and Account need only the chunk; the views that are the built-in list also that list. Once shown
  // it stays mounted.
  const [shown, setShown] = useState(false);
  const show = Boolean(current) && needed && (shown || ready || prepared || !modalOpen || !listsWallets);
  if (show && !shown) setShown(true);
  // The account's name reaches the connect button once the chunk is in, the dialog only when needed.
  return (
    <>
      {LocaleSync ? <LocaleSync /> : null}
      {current ? <current.ProfileSync /> : null}
      {current && show ? <current.WalletDockModal {...props} /> : null}
    </>
  );
}
