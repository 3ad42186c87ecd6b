/**
 * The claim form: address (auto-filled from the wallet), math captcha, claim button, transaction status and the
 * countdown. The button is disabled while the captcha is unverified, while a claim is in flight and during the
 * cooldown.
 */
import { useState, type FormEvent } from 'react';
import { shortenTxHash } from 'walletdock/utils';
import { FaucetPageMessages } from '../../shared/messages';
import { claimCoins, FaucetNetworkError } from './api';
import { txUrl } from './config';
import { formatCountdown } from './cooldown';
import { useFaucetLanguage } from './i18n/language';
import { useFaucetToasts } from './toasts';
import type { CaptchaFlow } from './useCaptcha';
import type { Cooldown } from './useCooldown';

/** 0x plus 40 hex. */
export const isFaucetAddress = (a: string) => /^0x[0-9a-fA-F]{40}$/.test(a.trim());

/** The transaction status box. */
interface TxStatus {
  tone: 'pending' | 'success' | 'error';
  title: string;
  message: string;
  hash?: string | undefined;
}

/** Props of the claim panel. */
export interface ClaimPanelProps {
  address: string;
  setAddress(value: string): void;
  captcha: CaptchaFlow;
  cooldown: Cooldown;
  cooldownMs: number;
  /** Called after every claim attempt that reached the server (refresh history). */
  onClaimed(): void;
}

/** The claim form. */
export function ClaimPanel({ address, setAddress, captcha, cooldown, cooldownMs, onClaimed }: ClaimPanelProps) {
  const toasts = useFaucetToasts();
  const { t, shown } = useFaucetLanguage();
  const [claiming, setClaiming] = useState(false);
  const [tx, setTx] = useState<TxStatus | undefined>(undefined);

  const claim = async () => {
    const target = address.trim();
    if (!isFaucetAddress(target)) return toasts.notify(FaucetPageMessages.invalidAddress, 'error');
    if (!captcha.captcha || captcha.answer.trim() === '' || !captcha.verified)
      return toasts.notify(FaucetPageMessages.solveCaptcha, 'error');
    setClaiming(true);
    setTx({ tone: 'pending', title: 'Sending coins…', message: 'Your claim is being processed.' });
    try {
      const reply = await claimCoins(target, captcha.answer.trim(), captcha.captcha.sessionId);
      if (reply.success) {
        const hash = reply.txHash ?? undefined;
        const amount = `${reply.amount ?? ''} AVENT`.trim();
        // The status box and the toasts hold the English wording; they show it in the visitor's language (shown).
        setTx({
          tone: 'success',
          title: reply.status === 'pending' ? 'Claim sent' : 'Claim successful!',
          message: hash ? `${amount} sent. Transaction ${shortenTxHash(hash)}` : `${amount} sent.`,
          hash,
        });
        toasts.notify(`${amount} sent to ${target.slice(0, 6)}…${target.slice(-4)}`, 'success');
        cooldown.start(cooldownMs);
      } else {
        const message = reply.error ?? FaucetPageMessages.claimFailed;
        setTx({ tone: 'error', title: FaucetPageMessages.claimFailed, message, hash: reply.txHash ?? undefined });
        toasts.notify(message, 'error');
        if (reply.nextClaimAt !== undefined) cooldown.applyServer(reply.nextClaimAt);
      }
      onClaimed();
    } catch (error) {
      const message =
        error instanceof FaucetNetworkError ? FaucetPageMessages.networkError : FaucetPageMessages.claimFailed;
      setTx({ tone: 'error', title: FaucetPageMessages.claimFailed, message });
      toasts.notify(message, 'error');
    } finally {
      setClaiming(false);
      // A captcha serves one claim attempt: ask a new question either way.
      void captcha.load(true);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void claim();
  };
  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    void captcha.verify();
  };
  const disabled = !captcha.verified || claiming || cooldown.active;

  return (
    <section className="card" aria-labelledby="claim-title">
      <h2 id="claim-title">{t('Claim test coins')}</h2>
      <form onSubmit={onSubmit} noValidate>
        <label htmlFor="faucet-address">{t('Wallet address')}</label>
        <input
          id="faucet-address"
          data-testid="faucet-address-input"
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          placeholder="0x…"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={address !== '' && !isFaucetAddress(address)}
        />
        <fieldset className="captcha">
          <legend>{t('Verification')}</legend>
          <p id="captcha-question" data-testid="faucet-captcha-question" aria-live="polite">
            {captcha.captcha ? shown(captcha.captcha.question) : t('Loading math problem…')}
          </p>
          <div className="row">
            <label htmlFor="faucet-answer" className="visually-hidden">
              {t('Answer to the math problem')}
            </label>
            <input
              id="faucet-answer"
              data-testid="faucet-captcha-answer"
              inputMode="numeric"
              value={captcha.answer}
              aria-describedby="captcha-question captcha-feedback"
              onChange={(e) => captcha.setAnswer(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') onVerify(e);
              }}
              placeholder={t('Answer')}
            />
            <button
              type="button"
              className="secondary"
              data-testid="faucet-captcha-verify"
              onClick={onVerify}
              disabled={captcha.verifying}
            >
              {t('Verify')}
            </button>
            <button type="button" className="link-button" onClick={() => void captcha.load()}>
              {t('New problem')}
            </button>
          </div>
          <p
            id="captcha-feedback"
            data-testid="faucet-captcha-feedback"
            className={`feedback ${captcha.feedback?.tone ?? ''}`}
            aria-live="polite"
          >
            {captcha.feedback ? shown(captcha.feedback.text) : ''}
          </p>
        </fieldset>
        <button
          type="submit"
          className={claiming ? 'claim loading' : 'claim'}
          data-testid="faucet-claim-button"
          disabled={disabled}
          aria-busy={claiming}
        >
          {claiming ? t('Claiming…') : t('Claim AVENT')}
        </button>
      </form>
      <p className="countdown-line">
        {cooldown.active ? <span>{t('Next claim in')} </span> : null}
        <span
          className={cooldown.active ? 'countdown waiting' : 'countdown ready'}
          data-testid="faucet-countdown"
          role="timer"
        >
          {cooldown.active ? formatCountdown(cooldown.remainingMs) : shown(FaucetPageMessages.readyToClaim)}
        </span>
      </p>
      <div className={`tx-status ${tx?.tone ?? 'idle'}`} data-testid="faucet-tx-status" role="status" hidden={!tx}>
        {tx ? (
          <>
            <h3 className="tx-title">{shown(tx.title)}</h3>
            <p className="tx-message">{shown(tx.message)}</p>
            {tx.hash ? (
              <a data-testid="faucet-tx-link" href={txUrl(tx.hash)} target="_blank" rel="noreferrer">
                {t('View on explorer')}
              </a>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
