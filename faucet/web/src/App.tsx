/**
 * The faucet page: header with the wallet button, the claim form, the history, the toast container, and the
 * global helpers on `window`. The walletdock modal picks the wallet.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { FAUCET_COOLDOWN_MS } from '../../shared/constants';
import { WalletDockModal } from 'walletdock/styled';
import { fetchHistory, fetchStatus } from './api';
import { ClaimPanel, isFaucetAddress } from './ClaimPanel';
import { History } from './History';
import { useCaptcha } from './useCaptcha';
import { useCooldown } from './useCooldown';
import { useWalletStatus } from './useWalletStatus';
import { useWindowHelpers } from './useWindowHelpers';
import { WalletButton } from './WalletButton';
import { useFaucetLanguage } from './i18n/language';

/** The whole page. */
export function App() {
  const { t } = useFaucetLanguage();
  const wallet = useWalletStatus();
  useEffect(() => void (document.title = t('AVENT test faucet')), [t]);
  const captcha = useCaptcha();
  const [address, setAddress] = useState('');
  const target = isFaucetAddress(address) ? address.trim().toLowerCase() : undefined;
  const cooldown = useCooldown(target);
  useWindowHelpers(captcha);

  // Auto-fill the address with the connected (or detected) wallet when the field is empty.
  const walletAddress = wallet.address ?? wallet.detectedAddress;
  useEffect(() => {
    if (walletAddress) setAddress((current) => (current.trim() === '' ? walletAddress : current));
  }, [walletAddress]);

  const status = useQuery({ queryKey: ['faucet', 'status'], queryFn: fetchStatus, retry: 1, staleTime: 60_000 });
  const cooldownMs = status.data ? status.data.cooldownSeconds * 1000 : FAUCET_COOLDOWN_MS;
  const history = useQuery({
    queryKey: ['faucet', 'history', target],
    queryFn: () => fetchHistory(target ?? ''),
    enabled: target !== undefined,
    retry: 1,
  });

  // The server's cooldown wins over the stored one: last claim + the server's cooldown.
  const { applyServer } = cooldown;
  const last = history.data?.claims[0]?.timestamp;
  const serverCooldown = status.data?.cooldownSeconds;
  useEffect(() => {
    if (!history.data || serverCooldown === undefined) return;
    applyServer(last === undefined ? undefined : last + serverCooldown * 1000, last);
  }, [history.data, last, serverCooldown, applyServer]);

  const { refetch } = history;
  const onClaimed = useCallback(() => void refetch(), [refetch]);

  return (
    <>
      <header className="top">
        <div className="brand">
          <span className="logo" aria-hidden="true">
            ◆
          </span>
          <span>{t('AVENT Faucet')}</span>
        </div>
        <WalletButton wallet={wallet} />
      </header>
      <main className="page">
        <h1>{t('Free AVENT test coins')}</h1>
        <p className="lead">
          {t(
            'Connect a wallet (or paste an address), solve the math problem and claim {amount} on the test chain (id {chainId}).',
            {
              amount: status.data ? `${status.data.amountPerClaim} AVENT` : 'AVENT',
              chainId: 33322,
            },
          )}
        </p>
        {__FAUCET_DEV_WALLET__ ? (
          <p className="demo-banner" role="note">
            {t(
              'Demo build: a {wallet} is offered in the wallet list. It holds a devnet key and is never part of a production build.',
            )
              .split('{wallet}')
              .flatMap((part, i) =>
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, never reordered
                i === 0 ? [part] : [<strong key={i}>{t('development test wallet')}</strong>, part],
              )}
          </p>
        ) : null}
        <div className="grid">
          <ClaimPanel
            address={address}
            setAddress={setAddress}
            captcha={captcha}
            cooldown={cooldown}
            cooldownMs={cooldownMs}
            onClaimed={onClaimed}
          />
          <History address={target} history={history.data} loading={history.isFetching} failed={history.isError} />
        </div>
      </main>
      <WalletDockModal />
    </>
  );
}
