/**
 * WalletDockModal: the drop-in modal on @radix-ui/react-dialog (focus trap, Esc and outside
 * click, aria labelling by the header title). Every close request goes through the headless
 * close rules (useModal().close), so a view that may not close simply stays open. Views without
 * headless logic yet are not rendered.
 */
import { Content, Overlay, Portal, Root } from '@radix-ui/react-dialog';
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useModal, useRouter, useSiwx, type ModalState, type RouterState } from 'walletdock';
import { isCloseDisabled } from 'walletdock/utils';
import { Header } from './components/Header';
import { AnimatedHeight } from './components/AnimatedHeight';
import { ModalNavProvider, type LocalPanel } from './components/nav';
import { Toast } from './components/Toast';
import { useListedConnectors } from './components/wallets';
import { mergeMessages, MessagesProvider, type Messages } from './messages';
import { content, overlay, root, shake as shakeClass, viewNext, viewPrev } from './theme/root.css';
import { useThemeStyle } from './theme/useThemeVars';
import { Connect } from './views/Connect/Connect';
import { ConnectingExternal } from './views/ConnectingExternal/ConnectingExternal';
import {
  Account,
  AllWallets,
  ConnectingWalletConnect,
  ConnectingWalletConnectBasic,
  Networks,
  SIWXSignMessage,
  UnsupportedChain,
} from './views/lazy';

/** Props of WalletDockModal. */
export interface WalletDockModalProps {
  /** Overrides of the message table (a translation is a data change). */
  messages?: Partial<Messages>;
}

const selectModal = (s: ModalState) => ({ open: s.open, shake: s.shake });
const selectRouter = (s: RouterState) => ({ view: s.view, depth: s.history.length, direction: s.direction, data: s.data });
const selectNothing = () => 0;

/** The modal; place it once inside WalletDockProvider. */
export function WalletDockModal({ messages }: WalletDockModalProps) {
  const merged = useMemo(() => mergeMessages(messages), [messages]);
  const { state: modal, close } = useModal({ select: selectModal });
  const { state: router, goBack } = useRouter({ select: selectRouter });
  // The close rules already refuse; the button also says so (sign-in required, no session, sign-in view).
  const siwx = useSiwx({ select: selectNothing });
  const closeDisabled = isCloseDisabled({ view: router.view, signInRequired: siwx.required, hasSession: siwx.status === 'signed' });
  const theme = useThemeStyle();
  const [panel, setPanelState] = useState<{ panel: LocalPanel | undefined; direction: 'next' | 'prev' }>({ panel: undefined, direction: 'next' });
  useEffect(() => setPanelState((p) => (p.panel ? { panel: undefined, direction: 'next' } : p)), [router.view, modal.open]);
  const nav = useMemo(
    () => ({ panel: panel.panel, setPanel: (next: LocalPanel | undefined) => setPanelState({ panel: next, direction: next ? 'next' : 'prev' }) }),
    [panel.panel],
  );
  const direction = panel.panel || panel.direction === 'prev' ? panel.direction : router.direction;
  const onBack = panel.panel ? () => nav.setPanel(undefined) : router.depth > 1 ? goBack : undefined;

  return (
    <MessagesProvider value={merged}>
      <ModalNavProvider value={nav}>
        <Root open={modal.open} onOpenChange={(open) => (open ? undefined : close())}>
          <Portal>
            <div className={root} style={theme.style} data-theme={theme.mode}>
              <Overlay className={overlay} />
              <Content
                className={modal.shake ? `${content} ${shakeClass}` : content}
                aria-describedby={undefined}
                data-walletdock-modal=""
              >
                <Header text={<ViewTitle view={panel.panel ?? router.view} messages={merged} data={router.data} />} textKey={panel.panel ?? router.view} onBack={onBack} closeDisabled={closeDisabled} />
                <AnimatedHeight>
                  <div key={panel.panel ?? router.view} className={direction === 'prev' ? viewPrev : viewNext}>
                    <Suspense fallback={null}>{renderView(panel.panel ?? router.view)}</Suspense>
                  </div>
                </AnimatedHeight>
              </Content>
            </div>
          </Portal>
        </Root>
        <Toast style={theme.style} />
      </ModalNavProvider>
    </MessagesProvider>
  );
}

function renderView(view: string): ReactNode {
  switch (view) {
    case 'Connect':
      return <Connect />;
    case 'ConnectingExternal':
      return <ConnectingExternal />;
    case 'AllWallets':
      return <AllWallets />;
    case 'Account':
      return <Account />;
    case 'Networks':
      return <Networks />;
    case 'UnsupportedChain':
      return <UnsupportedChain />;
    case 'ConnectingWalletConnect':
      return <ConnectingWalletConnect />;
    case 'ConnectingWalletConnectBasic':
      return <ConnectingWalletConnectBasic />;
    case 'SIWXSignMessage':
      return <SIWXSignMessage />;
    default:
      // No headless logic for this view yet (WalletConnect pairing, sign-in, swaps…): nothing shown.
      return null;
  }
}

function ViewTitle({ view, messages: m, data }: { view: string; messages: Messages; data: RouterState['data'] }) {
  const connectorId = data?.connectorId;
  const connectors = useListedConnectors();
  switch (view) {
    case 'Connect':
      return <>{m.connectTitle}</>;
    case 'AllWallets':
      return <>{m.allWalletsTitle}</>;
    case 'Account':
      return <>{m.accountTitle}</>;
    case 'Networks':
      return <>{m.networksTitle}</>;
    case 'UnsupportedChain':
      return <>{m.unsupportedTitle}</>;
    case 'ConnectingWalletConnect':
      return <>{data?.wallet?.name ?? m.walletConnectName}</>;
    case 'ConnectingWalletConnectBasic':
      return <>{m.walletConnectName}</>;
    case 'SIWXSignMessage':
      return <>{m.siwxTitle}</>;
    case 'ConnectingExternal':
      return <>{connectors.find((c) => c.id === connectorId || c.connectors.some((x) => x.id === connectorId))?.name ?? m.connectTitle}</>;
    default:
      return <>{m.dialogLabel}</>;
  }
}
