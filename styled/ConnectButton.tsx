/**
 * ConnectButton: the connect label (with why, beside it, when a saved session could not be restored), or once
 * connected the network (opening the network list) and the account (balance, avatar and name or short address,
 * opening Account). Its wrapper is a block-level flex box, so it takes its own line in a host's layout wherever it is
 * dropped. ConnectButtonRenderer (also `ConnectButton.Custom`) is the render-prop form for hosts that draw their own
 * button with the same state and actions.
 */
import { useCallback, useId, type ReactNode } from 'react';
import {
  formatBalance,
  shortenAddress,
  useAccount,
  useLocale,
  useModalActions,
  useNativeBalance,
  useNetwork,
  useReconnecting,
  useRestoreFailure,
  type AccountState,
  type CaipNetwork,
  type RestoreFailure,
} from 'walletdock';
import type { NetworkView } from 'walletdock/types';
import { mergeMessages, type Messages } from './messages';
import { useLoadedMessages } from './i18n/loaded-messages';
import { useThemeStyle } from './theme/useThemeVars';
import { gradientFor } from './components/avatar';
import { NetworkIcon } from './components/NetworkIcon';
import { visuallyHidden } from './theme/root.css';
import * as css from './components/connectButton.css';
import { usePreloadModal } from './LazyModal';

/** What ConnectButtonRenderer passes to its child function. */
export interface ConnectButtonRenderProps {
  connected: boolean;
  /**
   * The saved session is being restored after a reload (from the first render until the wallet confirms it or the
   * restore gives up): `address` and `displayAddress` are the saved ones. Show them, not the connect label.
   */
  reconnecting: boolean;
  /**
   * Why the saved session could not be restored (the wallet is gone, refused, timed out), once the restore gave up;
   * undefined otherwise and once connected. Say it beside the connect label rather than showing that label silently.
   */
  restoreFailure: RestoreFailure | undefined;
  status: AccountState['status'];
  address: string | undefined;
  /** First 6 + "..." + last 4 characters. */
  displayAddress: string | undefined;
  /** The account's name (a registered name, or ENS), once known. */
  profileName: string | undefined;
  /** The account's avatar URL, once known. */
  profileImage: string | undefined;
  /** The native balance with its symbol ("9.749 AVENT", 3 decimals), once fetched; only when connected. */
  displayBalance: string | undefined;
  network: CaipNetwork | undefined;
  /**
   * Opens the modal on the view the open rule picks: Account when connected, else Connect (without adapters: a
   * phone's AllWallets, a desktop's WalletConnect QR).
   */
  open(): void;
  openConnect(): void;
  openAccount(): void;
  /** Opens the network list (switch the active network). */
  openNetworks(): void;
  /**
   * Starts downloading the modal and the built-in wallet list: call it on the button's hover, focus and touch
   * (intent), so the first click finds both and the dialog opens whole, every row in its first frame. Without it the
   * dialog still loads on the visitor's first pointer move or press anywhere in the page, or focus on a button, and
   * the list on the click (Connect holds its rows' places until it is in).
   */
  preload(): void;
}

/** Props of ConnectButtonRenderer. */
export interface ConnectButtonRendererProps {
  children: (props: ConnectButtonRenderProps) => ReactNode;
  /** Fetch the native balance for `displayBalance` (default true). */
  balance?: boolean;
}

const selectAccount = (a: AccountState) => ({
  address: a.address,
  status: a.status,
  profileName: a.profileName,
  profileImage: a.profileImage,
});
const selectNetwork = (n: NetworkView) => n.caipNetwork;

/**
 * Render-prop form: `children(props)` draws the button; nothing else is rendered around it.
 *
 * @example
 * ```tsx
 * <ConnectButtonRenderer>
 *   {({ connected, displayAddress, openConnect, openAccount }) =>
 *     connected ? <button onClick={openAccount}>{displayAddress}</button> : <button onClick={openConnect}>Sign in</button>}
 * </ConnectButtonRenderer>
 * ```
 */
export function ConnectButtonRenderer({ children, balance = true }: ConnectButtonRendererProps) {
  const account = useAccount({ select: selectAccount });
  const { network } = useNetwork({ select: selectNetwork });
  const modal = useModalActions();
  const connected = account.status === 'connected' && Boolean(account.address);
  const reconnecting = useReconnecting();
  const restoreFailure = useRestoreFailure();
  const native = useNativeBalance({ query: { enabled: balance && connected } });
  const openConnect = useCallback(() => void modal.open({ view: 'Connect' }), [modal]);
  const openAccount = useCallback(() => void modal.open({ view: 'Account' }), [modal]);
  const openNetworks = useCallback(() => void modal.open({ view: 'Networks' }), [modal]);
  const open = useCallback(() => void modal.open(), [modal]);
  const preload = usePreloadModal();
  return (
    <>
      {children({
        connected,
        reconnecting,
        restoreFailure: connected ? undefined : restoreFailure,
        status: account.status,
        address: account.address,
        displayAddress: account.address ? shortenAddress(account.address) : undefined,
        profileName: connected ? account.profileName : undefined,
        profileImage: connected ? account.profileImage : undefined,
        displayBalance:
          connected && native.data
            ? formatBalance(native.data.value, native.data.decimals, native.data.symbol)
            : undefined,
        network: connected ? network : undefined,
        open,
        openConnect,
        openAccount,
        openNetworks,
        preload,
      })}
    </>
  );
}

/** Props of ConnectButton (the names of RainbowKit's, for a host that swaps one for the other). */
export interface ConnectButtonProps {
  /** The label before connecting (default: the `connectButton` message, "Connect Wallet"). */
  label?: string;
  /** Show the native balance in the account button (default true). */
  showBalance?: boolean;
  /** The network button: icon and name (default), its icon only, its name only, or none. */
  chainStatus?: 'full' | 'icon' | 'name' | 'none';
  /** The account button: avatar and name or address (default), the avatar only, or the name or address only. */
  accountStatus?: 'full' | 'avatar' | 'address';
  /** Overrides of the message table (connectButton is the default label). */
  messages?: Partial<Messages>;
  /** A class for the wrapper (a block-level flex box). */
  className?: string;
}

/**
 * The drop-in button.
 *
 * @example
 * ```tsx
 * <ConnectButton label="Sign in" chainStatus="icon" accountStatus="avatar" showBalance={false} />
 * ```
 */
export function ConnectButton({
  label,
  showBalance = true,
  chainStatus = 'full',
  accountStatus = 'full',
  messages,
  className,
}: ConnectButtonProps) {
  const m = mergeMessages(messages, useLoadedMessages(useLocale().locale));
  const theme = useThemeStyle();
  const failureId = useId();
  const why = {
    walletGone: m.restoreWalletGone,
    refused: m.restoreRefused,
    timeout: m.restoreTimeout,
    failed: m.restoreFailed,
  } as const;
  return (
    <ConnectButtonRenderer balance={showBalance}>
      {(p) => (
        <div
          className={className ? `${css.wrapper} ${className}` : css.wrapper}
          style={theme.style}
          data-walletdock-connect-button-wrapper=""
        >
          {p.reconnecting && p.address ? (
            // The returning visitor's saved account, while the wallet confirms it: who they are, not a "Connect" that
            // would start a second connect racing the restore.
            <button
              type="button"
              className={`${css.pill} ${css.reconnecting}`}
              data-walletdock-reconnecting=""
              aria-busy="true"
              aria-disabled="true"
              title={m.reconnectingLabel}
            >
              {accountStatus !== 'address' ? (
                <span className={css.avatar} aria-hidden="true" style={{ background: gradientFor(p.address) }} />
              ) : null}
              <span className={accountStatus === 'avatar' ? visuallyHidden : undefined}>{p.displayAddress}</span>
              <span className={visuallyHidden}>, {m.reconnectingLabel}</span>
            </button>
          ) : !p.connected ? (
            <>
              <button
                type="button"
                className={css.connectButton}
                data-connected="false"
                data-walletdock-connect-button=""
                onClick={p.open}
                onPointerEnter={p.preload}
                onPointerDown={p.preload}
                onFocus={p.preload}
                aria-describedby={p.restoreFailure ? failureId : undefined}
              >
                {label ?? m.connectButton}
              </button>
              {p.restoreFailure ? (
                // The saved session did not come back: why, so the label is not all a returning visitor sees.
                <span
                  id={failureId}
                  className={css.restoreFailed}
                  role="status"
                  data-walletdock-restore-failed={p.restoreFailure.reason}
                >
                  {why[p.restoreFailure.reason]}
                </span>
              ) : null}
            </>
          ) : (
            <>
              {chainStatus !== 'none' && p.network ? (
                <button type="button" className={css.pill} onClick={p.openNetworks} data-chain-status={chainStatus}>
                  {chainStatus !== 'name' ? <NetworkIcon network={p.network} size={22} /> : null}
                  {/* The name is the button's label: read "Network: …" even when only the icon shows. */}
                  <span className={visuallyHidden}>{m.networkLabel}: </span>
                  <span className={chainStatus === 'icon' ? visuallyHidden : css.network}>{p.network.name}</span>
                </button>
              ) : null}
              <button
                type="button"
                className={css.pill}
                data-connected="true"
                data-walletdock-connect-button=""
                onClick={p.openAccount}
              >
                {showBalance && p.displayBalance ? (
                  <span className={css.balance} data-connect-balance="">
                    {p.displayBalance}
                  </span>
                ) : null}
                {accountStatus !== 'address' ? (
                  p.profileImage ? (
                    <img className={css.avatar} src={p.profileImage} alt="" width={24} height={24} />
                  ) : (
                    <span
                      className={css.avatar}
                      aria-hidden="true"
                      style={{ background: gradientFor(p.address ?? '') }}
                    />
                  )
                ) : null}
                {accountStatus !== 'avatar' ? (
                  <span data-profile-name={p.profileName}>{p.profileName ?? p.displayAddress}</span>
                ) : (
                  <span className={visuallyHidden}>{p.profileName ?? p.displayAddress}</span>
                )}
              </button>
            </>
          )}
        </div>
      )}
    </ConnectButtonRenderer>
  );
}

/** RainbowKit's name for the render-prop form. */
ConnectButton.Custom = ConnectButtonRenderer;
