/**
 * WalletDockModal: the drop-in modal on @radix-ui/react-dialog (focus trap, Esc and outside
 * click, aria labelling by the header title). Every close request goes through the headless
 * close rules (useModal().close), so a view that may not close simply stays open. What each router
 * view shows, and its title, comes from the view registry (views/registry.tsx).
 *
 * Strict CSP (`style-src 'self'`): nothing here inserts a <style>. Radix's Overlay would (its scroll lock hides
 * the page's scroll bar with an injected style), so the overlay is our own and the page's scrolling is blocked by
 * react-remove-scroll's event handling alone: the page keeps its scroll bar, inert. A host whose CSP carries a
 * nonce passes it (`nonce`) and gets the scroll bar hidden too, by a style element bearing that nonce.
 */
import { Content, Portal, Root } from '@radix-ui/react-dialog';
import { setNonce } from 'get-nonce';
import { RemoveScroll } from 'react-remove-scroll';
import { Suspense, useMemo } from 'react';
import { useLocale, useModal, useRouter, useSiwx, type ModalState, type RouterState, type SiwxFlowState } from 'walletdock';
import { isCloseDisabled, isLockedView, PSEUDO_LOCALE, pseudoLocalize, useFormatters, useLocalizedText } from 'walletdock/utils';
import { LanguageProvider } from './i18n/language';
import { Header } from './components/Header';
import { Announcer } from './components/Announcer';
import { AnimatedHeight } from './components/AnimatedHeight';
import { useReturnFocus } from './components/useReturnFocus';
import { Toast } from './components/Toast';
export { ProfileSync } from './components/ProfileSync';
import { mergeMessages, MessagesProvider, TextTransformProvider, useMessages, type Messages } from './messages';
import { useLoadedMessages } from './i18n/loaded-messages';
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
   * The nonce of the page's Content-Security-Policy, for a host whose CSP admits style elements by nonce: the modal
   * then hides the page's scroll bar while open with a style element carrying it. Without it nothing is injected
   * (the modal runs under `style-src 'self'`).
   */
  nonce?: string;
}

const selectModal = (s: ModalState) => ({ open: s.open, shake: s.shake });
const selectRouter = (s: RouterState) => ({ view: s.view, depth: s.history.length, direction: s.direction, data: s.data });
// The close rules already refuse; the button also says so (sign-in required, no session, sign-in view).
const selectSignIn = (s: SiwxFlowState) => ({ signInRequired: s.required, hasSession: s.status === 'signed' });

// Radix gives its overlay pointer events while the dialog blocks the page's; ours keeps that (a click on it closes).
const overlayStyle = { pointerEvents: 'auto' } as const;

/**
 * Escape belongs to a control that closes itself with it (a token picker's list): the dialog's own Escape listener runs
 * first (capture), so without this the whole modal closed instead of the list.
 */
const keepOpenForInnerEscape = (event: KeyboardEvent) => {
  if (event.target instanceof Element && event.target.closest('[data-handles-escape]')) event.preventDefault();
};

/** The modal; place it once inside WalletDockProvider. */
export function WalletDockModal({ messages, nonce }: WalletDockModalProps) {
  // The dialog reads in its locale's direction (Arabic, Hebrew, Persian right to left) and is announced in its language.
  const { locale, dir } = useLocale();
  const localeTable = useLoadedMessages(locale);
  const merged = useMemo(() => mergeMessages(messages, localeTable), [messages, localeTable]);
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
  // Read by react-remove-scroll's style element when it mounts (after this render).
  if (nonce) setNonce(nonce);
  const returnFocus = useReturnFocus(modal.open);

  return (
    <MessagesProvider value={merged}>
      <TextTransformProvider value={locale === PSEUDO_LOCALE ? pseudoLocalize : undefined}>
      <LanguageProvider value={language}>
      <PreloadProvider value={preloadView}>
        <Root open={modal.open} onOpenChange={(open) => (open ? undefined : close())}>
          <Portal>
            <div className={root} style={theme.style} data-theme={theme.mode} dir={dir} lang={locale}>
              <RemoveScroll enabled removeScrollBar={Boolean(nonce)} allowPinchZoom>
                <div className={overlay} style={overlayStyle} data-walletdock-overlay="" />
                <Content
                  className={modal.shake ? `${content} ${shakeClass}` : content}
                  aria-describedby={undefined}
                  onCloseAutoFocus={returnFocus}
                  onEscapeKeyDown={keepOpenForInnerEscape}
                  data-walletdock-modal=""
                >
                  <Announcer>
                  <Header
                    text={
                      <Suspense fallback={null}>
                        <ViewTitle title={entry?.title ?? 'dialogLabel'} data={router.data} />
                      </Suspense>
                    }
                    textKey={router.view}
                    onBack={router.depth > 1 && !locked ? goBack : undefined}
                    closeDisabled={closeDisabled}
                  />
                  <AnimatedHeight>
                    <div key={router.view} className={router.direction === 'prev' ? viewPrev : viewNext}>
                      <Suspense fallback={null}>{entry ? <entry.View /> : null}</Suspense>
                    </div>
                  </AnimatedHeight>
                  </Announcer>
                </Content>
              </RemoveScroll>
            </div>
          </Portal>
        </Root>
        <Toast style={theme.style} />
      </PreloadProvider>
      </LanguageProvider>
      </TextTransformProvider>
    </MessagesProvider>
  );
}

/** A registry title: a message, or the view's title component. */
function ViewTitle({ title: Title, data }: { title: ModalView['title']; data: RouterState['data'] }) {
  const m = useMessages();
  return typeof Title === 'string' ? <>{m[Title]}</> : <Title data={data} />;
}
