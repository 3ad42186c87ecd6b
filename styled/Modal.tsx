/**
 * WalletDockModal: the drop-in modal. Its dialog is Radix Dialog's (components/ModalDialog: inert page, Escape and
 * overlay click, scroll lock, focus in and back, named by the header's title). Every close request goes through
 * the headless close rules (useModal().close), so a view that may not close simply stays open. What each router view
 * shows, and its title, comes from the view registry (views/registry.tsx).
 *
 * Strict CSP (`style-src 'self'`): nothing here inserts a <style>; the scroll lock is set through the CSSOM.
 */
import { Suspense, useMemo } from 'react';
import {
  useLocale,
  useModal,
  useRouter,
  useSiwx,
  type ModalState,
  type RouterState,
  type SiwxFlowState,
} from 'walletdock';
import { isCloseDisabled, isLockedView, useFormatters, useLocalizedText } from 'walletdock/utils';
import { LanguageProvider } from './i18n/language';
import { Header } from './components/Header';
import { Announcer } from './components/Announcer';
import { AnimatedHeight } from './components/AnimatedHeight';
import { ModalDialog } from './components/ModalDialog';
import { Toast } from './components/Toast';
import { ErrorBoundary } from './components/ErrorBoundary';
import { button, center, errorText } from './components/ui.css';
export { ProfileSync } from './components/ProfileSync';
import { mergeMessages, MessagesProvider, TextTransformProvider, useMessages, type Messages } from './messages';
import { useLoadedMessages } from './i18n/loaded-messages';
import { usePseudoTransform } from './i18n/usePseudoTransform';
import { content, overlay, root, shake as shakeClass, viewNext, viewPrev } from './theme/root.css';
import { useThemeStyle } from './theme/useThemeVars';
import { PreloadProvider } from './views/preload';
import { MODAL_VIEWS, preloadView, type ModalView } from './views/registry';
import type { PanelMessages } from './views/panel-messages';

/** Props of WalletDockModal. */
export interface WalletDockModalProps {
  /** Overrides of the message table, the optional panels' texts included (a translation is a data change). */
  messages?: Partial<Messages & PanelMessages>;
  /**
   * @deprecated Not needed: the modal inserts no style element (its scroll lock is set through the CSSOM, which a
   * strict `style-src` allows), so it runs under any policy without a nonce. Accepted so existing hosts still compile.
   */
  nonce?: string;
}

const selectModal = (s: ModalState) => ({ open: s.open, shake: s.shake });
const selectRouter = (s: RouterState) => ({
  view: s.view,
  depth: s.history.length,
  direction: s.direction,
});
// The close rules already refuse; the button also says so (sign-in required, no session, sign-in view).
const selectSignIn = (s: SiwxFlowState) => ({ signInRequired: s.required, hasSession: s.status === 'signed' });

/** The modal; place it once inside WalletDockProvider. */
export function WalletDockModal({ messages }: WalletDockModalProps) {
  // The dialog reads in its locale's direction (Arabic, Hebrew, Persian right to left) and is announced in its language.
  const { locale, dir } = useLocale();
  const localeTable = useLoadedMessages(locale);
  const merged = useMemo(() => mergeMessages(messages, localeTable), [messages, localeTable]);
  const pseudo = usePseudoTransform(locale);
  const format = useFormatters();
  const localize = useLocalizedText();
  const language = useMemo(() => ({ format, localize }), [format, localize]);
  const { state: modal, close } = useModal({ select: selectModal });
  const { state: router, goBack } = useRouter({ select: selectRouter });
  const { state: signIn } = useSiwx({ select: selectSignIn });
  // ApproveTransaction is left by the wallet frame's answer only: no back, no close.
  const locked = isLockedView(router.view);
  const closeDisabled = locked || isCloseDisabled({ view: router.view, ...signIn });
  const theme = useThemeStyle();
  const entry = MODAL_VIEWS[router.view];

  return (
    <MessagesProvider value={merged}>
      <TextTransformProvider value={pseudo}>
        <LanguageProvider value={language}>
          <PreloadProvider value={preloadView}>
            {modal.open ? (
              <ModalDialog
                onCloseRequest={() => close()}
                rootProps={{ className: root, style: theme.style, 'data-theme': theme.mode, dir, lang: locale }}
                overlayClassName={overlay}
                contentProps={{
                  className: modal.shake ? `${content} ${shakeClass}` : content,
                  'data-walletdock-modal': '',
                }}
              >
                <Announcer>
                  <Header
                    text={
                      <Suspense fallback={null}>
                        <ViewTitle title={entry?.title ?? 'dialogLabel'} />
                      </Suspense>
                    }
                    textKey={router.view}
                    onBack={router.depth > 1 && !locked ? goBack : undefined}
                    onClose={close}
                    closeDisabled={closeDisabled}
                  />
                  <AnimatedHeight>
                    <div key={router.view} className={router.direction === 'prev' ? viewPrev : viewNext}>
                      {/* A view that throws shows as failed, with a retry: the dialog, and the host's page, stay. */}
                      <ErrorBoundary
                        part={`The ${router.view} view`}
                        fallback={(retry) => <ViewFailed retry={retry} />}
                      >
                        <Suspense fallback={null}>{entry ? <entry.View /> : null}</Suspense>
                      </ErrorBoundary>
                    </div>
                  </AnimatedHeight>
                </Announcer>
              </ModalDialog>
            ) : null}
            <Toast style={theme.style} />
          </PreloadProvider>
        </LanguageProvider>
      </TextTransformProvider>
    </MessagesProvider>
  );
}

/** What a view that threw shows instead. */
function ViewFailed({ retry }: { retry(): void }) {
  const m = useMessages();
  return (
    <div className={center} data-view-failed="">
      <p className={errorText} role="alert">
        {m.viewFailed}
      </p>
      <button type="button" className={button.secondary} onClick={retry}>
        {m.retry}
      </button>
    </div>
  );
}

/** A registry title: a message, or the view's title component. */
function ViewTitle({ title: Title }: { title: ModalView['title'] }) {
  const m = useMessages();
  return typeof Title === 'string' ? m[Title] : <Title />;
}
