/** The visitor's claim history (faucet-history): totals and one row per claim, newest first. */
import { shortenTxHash } from 'walletdock/utils';
import { FaucetPageMessages } from '../../shared/messages';
import type { HistoryResponse } from './api';
import { txUrl } from './config';

/** Props: the loaded history, or the load state. */
export interface HistoryProps {
  address: string | undefined;
  history: HistoryResponse | undefined;
  loading: boolean;
  failed: boolean;
}

/** The history section. */
export function History({ address, history, loading, failed }: HistoryProps) {
  let body;
  if (!address) body = <p className="muted">Connect a wallet or enter an address to see its claims.</p>;
  else if (failed) body = <p className="error-text">{FaucetPageMessages.historyLoadFailed}</p>;
  else if (!history) body = <p className="muted">{loading ? 'Loading history…' : ''}</p>;
  else if (history.claims.length === 0) body = <p className="muted">{FaucetPageMessages.historyEmpty}</p>;
  else {
    body = (
      <>
        <p className="totals" data-testid="faucet-history-totals">
          {history.totalClaims} {history.totalClaims === 1 ? 'claim' : 'claims'}, {history.totalAmount} AVENT received
        </p>
        <ul className="history-list">
          {history.claims.map((c) => (
            <li key={c.txHash} className="history-row" data-testid="faucet-history-row">
              <span className="amount">{c.amount} AVENT</span>
              <a href={txUrl(c.txHash)} target="_blank" rel="noreferrer" aria-label={`Transaction ${c.txHash} on the explorer`}>
                {shortenTxHash(c.txHash)}
              </a>
              <time dateTime={new Date(c.timestamp).toISOString()}>{new Date(c.timestamp).toLocaleString()}</time>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <section className="card" data-testid="faucet-history" aria-labelledby="history-title" aria-busy={loading}>
      <h2 id="history-title">Your claims</h2>
      {body}
    </section>
  );
}
