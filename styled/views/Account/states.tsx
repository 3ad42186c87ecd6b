/** What the Account panels show before and instead of their lists: skeleton rows, an empty or an error line. */
import { gradientFor } from '../../components/avatar';
import { button, muted } from '../../components/ui.css';
import { icon, skeleton, stack, state } from './Account.css';

/** Placeholder rows while a panel's data loads. */
export function Skeletons({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className={stack} role="status" aria-busy="true" aria-label={label} data-skeleton="">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows, only their count changes
        <div key={i} className={skeleton} />
      ))}
    </div>
  );
}

/** An empty list, or a failed one with a retry button. */
export function ListMessage({ text, retry }: { text: string; retry?: { label: string; run(): void } | undefined }) {
  return (
    <div className={state} role="status">
      <p className={muted}>{text}</p>
      {retry ? (
        <button type="button" className={button.secondary} onClick={retry.run}>
          {retry.label}
        </button>
      ) : null}
    </div>
  );
}

/** A token's or transfer's icon (the API's `iconUrl`), else its symbol's initial on a gradient drawn from `seed`. */
export function TokenIcon({
  src,
  symbol,
  seed,
}: {
  src?: string | null | undefined;
  symbol: string;
  seed?: string | undefined;
}) {
  if (src) return <img className={icon} src={src} alt="" width={32} height={32} loading="lazy" />;
  return (
    <span className={icon} aria-hidden="true" style={{ background: gradientFor(seed ?? symbol) }}>
      {symbol.slice(0, 1).toUpperCase()}
    </span>
  );
}
