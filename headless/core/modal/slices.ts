/**
 * The modal, router and theme slices of an instance: stores plus actions that apply the pure
 * rules of modal.ts and router.ts and run the effects they return.
 */
import { FARCASTER_CLEANUP_MS, MODAL_SHAKE_MS } from '../model/constants';
import type { EventEmitter } from '../model/events';
import { decideClose, initialModalState, resolveOpenView, type ModalState } from './modal';
import * as router from './router';
import { createStore, type Store } from '../model/store';
import {
  resolveThemeMode,
  watchPrefersDark,
  type MatchMedia,
  type ThemeModeSetting,
  type ThemeState,
  type ThemeVariables,
  type WalletDockThemeVariables,
} from './theme';

export type {
  AppKitThemeVariables,
  ThemeMode,
  ThemeModeSetting,
  ThemeState,
  ThemeVariables,
  WalletDockThemeVariables,
} from './theme';

/** Sign-in state the close rules read; the sign-in feature keeps it up to date. */
export interface SignInState {
  /** Sign-in is enabled and required (siwx.required). */
  required: boolean;
  /** A session exists for the connected account. */
  hasSession: boolean;
}

/** What the UI slices need from the rest of the instance. */
export interface UiContext {
  events: EventEmitter;
  isConnected(): boolean;
  hasAdapters(): boolean;
  isMobile(): boolean;
  embedded: boolean;
  /** Clears the Farcaster URL and asks the auth connector to reload its frame. */
  farcasterReset(): void;
  /** Resolves when connectors are ready (ends the modal's loading state). */
  ready(): Promise<void>;
  /** Starts loading what the open will need (the checked storage); resolves when it is in. */
  prefetch(): Promise<void>;
  /** The instance's theme variables reader (themeVariablesReader): AppKit's names read as walletdock's. */
  readThemeVariables(input: ThemeVariables): WalletDockThemeVariables;
}

/** Options of modal.open: a view with its data (typed per view), or nothing for the default view. */
export type OpenOptions = router.RouterTarget | { view?: undefined; data?: undefined };

/** Modal actions. */
export interface ModalActions {
  open(options?: OpenOptions): Promise<void>;
  /** Close; `force` is for code that finished a flow itself (e.g. an approved request). */
  close(options?: { force?: boolean }): void;
  /** Shake for MODAL_SHAKE_MS. */
  shake(): void;
  /**
   * Starts loading what opening needs before the open is asked for (call it on intent: the pointer on the button,
   * its focus, a touch), so the open's first frame does not wait for it nor compete with its animation.
   */
  prefetch(): Promise<void>;
}

/** Router actions: move through the modal's views. */
export interface RouterActions {
  /** Shows `view` on top; its data is checked against the view's (RouterViewData). */
  push<V extends router.RouterView>(view: V, ...data: router.RouterDataArgument<V>): void;
  reset<V extends router.RouterView>(view: V, ...data: router.RouterDataArgument<V>): void;
  replace<V extends router.RouterView>(view: V, ...data: router.RouterDataArgument<V>): void;
  goBack(): void;
  goBackToIndex(index: number): void;
  pushTransactionStack(action: router.TransactionAction): void;
  popTransactionStack(status: 'success' | 'cancel'): void;
}

/** Theme actions. */
export interface ThemeActions {
  /** 'light', 'dark', or 'system' to follow the visitor's colour scheme. */
  setThemeMode(mode: ThemeModeSetting): void;
  /**
   * Sets theme variables over the current ones, by walletdock's names or AppKit's (`--w3m-accent` is `--wd-accent`);
   * a name walletdock does not read is left out with one console warning.
   */
  setThemeVariables(variables: ThemeVariables): void;
  /**
   * Follows the visitor's `prefers-color-scheme` while the setting is 'system' (WalletDockProvider calls it when it
   * mounts, so the server's markup and the first client render agree); returns the unsubscribe.
   */
  followSystemTheme(matchMedia?: MatchMedia): () => void;
}

/** The UI slices of one instance. */
export interface UiSlices {
  stores: {
    modal: Store<ModalState>;
    router: Store<router.RouterState>;
    theme: Store<ThemeState>;
    signIn: Store<SignInState>;
  };
  modal: ModalActions;
  router: RouterActions;
  theme: ThemeActions;
  destroy(): void;
}

/** Creates the modal, router and theme slices. */
export function createUiSlices(context: UiContext, theme: ThemeState): UiSlices {
  const modalStore = createStore<ModalState>(initialModalState);
  const routerStore = createStore<router.RouterState>(router.initialRouterState());
  const themeStore = createStore<ThemeState>(theme);
  // The visitor's colour preference, once followSystemTheme has read it.
  let prefersDark: boolean | undefined;
  const signInStore = createStore<SignInState>({ required: false, hasSession: false });
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => (timers.delete(t), fn()), ms);
    timers.add(t);
  };

  const close: ModalActions['close'] = (options) => {
    const { view } = routerStore.getState();
    const decision = decideClose({
      view,
      force: options?.force,
      signInRequired: signInStore.getState().required,
      hasSession: signInStore.getState().hasSession,
      embedded: context.embedded,
      connected: context.isConnected(),
    });
    if (decision.type === 'ignore') return;
    if (decision.type === 'show') {
      routerStore.setState((s) => router.reset(s, decision.view));
      return;
    }
    if (!modalStore.getState().open) return;
    modalStore.setState((s) => ({ ...s, open: false, loading: false }));
    context.events.track('MODAL_CLOSE', { connected: context.isConnected() });
  };

  const run = (result: router.RouterResult) => {
    routerStore.setState(result.state);
    for (const effect of result.effects) {
      if (effect.type === 'close') close({ force: true });
      else if (effect.type === 'farcasterReset') later(FARCASTER_CLEANUP_MS, context.farcasterReset);
      else effect.fn();
    }
  };

  return {
    stores: { modal: modalStore, router: routerStore, theme: themeStore, signIn: signInStore },
    modal: {
      async open(options) {
        const view = resolveOpenView({
          requestedView: options?.view,
          connected: context.isConnected(),
          hasAdapters: context.hasAdapters(),
          isMobile: context.isMobile(),
        });
        // The view open resolves is the requested one whenever one was given, so the data is that view's.
        routerStore.setState((s) =>
          router.reset(s, view, ...([options?.data] as router.RouterDataArgument<typeof view>)),
        );
        const wasOpen = modalStore.getState().open;
        modalStore.setState((s) => ({ ...s, open: true, loading: true }));
        if (!wasOpen) context.events.track('MODAL_OPEN', { connected: context.isConnected() });
        await context.ready();
        modalStore.setState((s) => (s.loading ? { ...s, loading: false } : s));
      },
      close,
      prefetch: () => context.prefetch(),
      shake() {
        modalStore.setState((s) => ({ ...s, shake: true }));
        later(MODAL_SHAKE_MS, () => modalStore.setState((s) => ({ ...s, shake: false })));
      },
    },
    router: {
      push: (view, ...data) => routerStore.setState((s) => router.push(s, view, ...data)),
      reset: (view, ...data) => routerStore.setState((s) => router.reset(s, view, ...data)),
      replace: (view, ...data) => routerStore.setState((s) => router.replace(s, view, ...data)),
      goBack: () => run(router.goBack(routerStore.getState(), { connected: context.isConnected() })),
      goBackToIndex: (index) => routerStore.setState((s) => router.goBackToIndex(s, index)),
      pushTransactionStack: (action) => routerStore.setState((s) => router.pushTransactionStack(s, action)),
      popTransactionStack: (status) =>
        run(router.popTransactionStack(routerStore.getState(), status, { connected: context.isConnected() })),
    },
    theme: {
      setThemeMode: (themeModeSetting) =>
        themeStore.setState((s) => ({
          ...s,
          themeModeSetting,
          themeMode: resolveThemeMode(themeModeSetting, prefersDark),
        })),
      followSystemTheme: (matchMedia) =>
        watchPrefersDark(matchMedia, (dark) => {
          prefersDark = dark;
          themeStore.setState((s) => {
            const themeMode = resolveThemeMode(s.themeModeSetting, dark);
            return themeMode === s.themeMode ? s : { ...s, themeMode };
          });
        }),
      setThemeVariables: (variables) =>
        themeStore.setState((s) => ({
          ...s,
          themeVariables: { ...s.themeVariables, ...context.readThemeVariables(variables) },
        })),
    },
    destroy() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}
