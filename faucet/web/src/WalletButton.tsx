/**
 * The wallet button (faucet-connect-button): opens the walletdock modal to pick a wallet; connected, it shows the
 * address as first 6 + last 4 characters in a connected style and opens the Account view. Opening the selector
 * times out after 30 s ("Connection timeout. Please try again.").
 */
import { useCallback, useState } from 'react';
import { shortenAddress, useDisconnect, useModal, type ModalState } from 'walletdock';
import { FaucetPageMessages } from '../../shared/messages';
import { useFaucetLanguage } from './i18n/language';
import { useFaucetToasts } from './toasts';
import type { FaucetWallet } from './useWalletStatus';

/** The wallet selector must open within this time. */
export const MODAL_OPEN_TIMEOUT_MS = 30_000;

const selectNothing = (_: ModalState) => 0;

/** Rejects with `message` after `ms` unless `promise` settles first. */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const LABELS = {
  disconnected: 'Connect Wallet',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  connected: 'Connected',
} as const satisfies Record<FaucetWallet['status'], string>;

/** The connect button and, when connected, a disconnect button. */
export function WalletButton({ wallet }: { wallet: FaucetWallet }) {
  const modal = useModal({ select: selectNothing });
  const disconnect = useDisconnect();
  const toasts = useFaucetToasts();
  const { t } = useFaucetLanguage();
  const [opening, setOpening] = useState(false);
  const connected = wallet.status === 'connected' && wallet.address !== undefined;

  const open = useCallback(async () => {
    setOpening(true);
    try {
      await withTimeout(
        modal.open(connected ? { view: 'Account' } : { view: 'Connect' }),
        MODAL_OPEN_TIMEOUT_MS,
        FaucetPageMessages.connectionTimeout,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      toasts.notify(
        message === FaucetPageMessages.connectionTimeout ? message : FaucetPageMessages.openSelectorFailed(message),
        'error',
      );
    } finally {
      setOpening(false);
    }
  }, [modal, connected, toasts]);

  return (
    <div className="wallet">
      <button
        type="button"
        className={connected ? 'wallet-button connected' : 'wallet-button'}
        data-testid="faucet-connect-button"
        data-status={wallet.status}
        aria-busy={opening || wallet.status === 'connecting' || wallet.status === 'reconnecting'}
        onClick={() => void open()}
      >
        {connected ? (
          <>
            <span className="dot" aria-hidden="true" />
            {shortenAddress(wallet.address ?? '')}
            <span className="visually-hidden"> {t('(connected, open account)')}</span>
          </>
        ) : (
          t(LABELS[wallet.status])
        )}
      </button>
      {connected ? (
        <button
          type="button"
          className="link-button"
          data-testid="faucet-disconnect-button"
          onClick={() => disconnect.mutate({})}
        >
          {t('Disconnect')}
        </button>
      ) : null}
    </div>
  );
}
