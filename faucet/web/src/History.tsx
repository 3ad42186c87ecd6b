/** The visitor's claim history (faucet-history): totals and one row per claim, newest first. */
import { shortenTxHash } from 'walletdock/utils';
import { FaucetPageMessages } from '../../shared/messages';
import type { HistoryResponse } from './api';
import { txUrl } from './config';
import { useFaucetLanguage } from './i18n/language';

/** Props: the loaded history, or the load state. */
export interface HistoryProps {
  address: string | undefined;
  history: HistoryResponse | undefined;
  loading: boolean;
  failed: boolean;
}

/** The history section. */
export function History({ address, history, loading, failed }: HistoryProps) {
  const { locale, t, shown } = useFaucetLanguage();
  let body;
  if (!address) body = <p className="muted">{t('Connect a wallet or enter an address to see its claims.')}</p>;
  else if (failed) body = <p className="error-text">{shown(FaucetPageMessages.historyLoadFailed)}</p>;
  else if (!history) body = <p className="muted">{loading ? t('Loading history…') : ''}</p>;
  else if (history.claims.length === 0) body = <p className="muted">{shown(FaucetPageMessages.historyEmpty)}</p>;
  else {
    body = (
      <>
        <p className="totals" data-testid="faucet-history-totals">
          {t('{count} claims, {amount} AVENT received', { count: history.totalClaims, amount: history.totalAmount })}
        </p>
        <ul className="history-list">
          {history.claims.map((c) => (
            <li key={c.txHash} className="history-row" data-testid="faucet-history-row">
              <span className="amount">{c.amount} AVENT</span>
              <a
                href={txUrl(c.txHash)}
                target="_blank"
                rel="noreferrer"
                aria-label={t('Transaction {hash} on the explorer', { hash: c.txHash })}
              >
                {shortenTxHash(c.txHash)}
              </a>
              <time dateTime={new Date(c.timestamp).toISOString()}>
                {new Date(c.timestamp).toLocaleString(locale === 'en-XA' ? 'en' : locale)}
              </time>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <section className="card" data-testid="faucet-history" aria-labelledby="history-title" aria-busy={loading}>
      <h2 id="history-title">{t('Your claims')}</h2>
      {body}
    </section>
  );
}
