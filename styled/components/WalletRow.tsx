/**
 * One wallet in a list: a button with the wallet's image, name and an optional tag. Each row is its own error
 * boundary: whatever a wallet's metadata makes a row throw, that row shows as broken and the list lives on.
 */
import type { ReactNode } from 'react';
import { useMessages } from '../messages';
import { ErrorBoundary } from './ErrorBoundary';
import { WalletImage } from './WalletImage';
import { image, row, rowBroken, rowName, rowPlaceholder, rowPlaceholderName, tag as tagClass } from './ui.css';

/** Props of WalletRow. */
export interface WalletRowProps {
  id: string;
  name: string;
  /** The whole name when `name` was cut for display: the row's accessible description. */
  fullName?: string | undefined;
  imageUrl?: string | undefined;
  tag?: string | undefined;
  /** The connector id when the wallet can connect from here (the DOM hook tests use); null: not a wallet. */
  connectorId?: string | null | undefined;
  onSelect(): void;
  onPointerEnter?: () => void;
  /**
   * The id of the text saying why the row is unavailable (the legal checkbox not ticked): the row is then disabled,
   * out of the tab order and announced as unavailable, with that text as its description.
   */
  lockedBy?: string | undefined;
  children?: ReactNode;
}

/** A wallet row; `data-connector-id` names the connector (or the directory wallet id). */
export function WalletRow(props: WalletRowProps) {
  const m = useMessages();
  return (
    <ErrorBoundary
      part="A wallet row"
      fallback={() => (
        <span className={`${row} ${rowBroken}`} data-broken-row="" role="note">
          <span className={image} aria-hidden="true">
            ?
          </span>
          <span className={rowName}>{m.walletBroken}</span>
        </span>
      )}
    >
      <WalletRowButton {...props} />
    </ErrorBoundary>
  );
}

function WalletRowButton(props: WalletRowProps) {
  return (
    <button
      type="button"
      className={row}
      data-connector-id={props.connectorId === null ? undefined : (props.connectorId ?? props.id)}
      aria-description={props.fullName}
      disabled={props.lockedBy !== undefined}
      aria-describedby={props.lockedBy}
      onClick={props.onSelect}
      onPointerEnter={props.onPointerEnter}
    >
      {props.children ?? <WalletImage src={props.imageUrl} name={props.name} />}
      <span className={rowName}>{props.name}</span>
      {props.tag ? <span className={tagClass}>{props.tag}</span> : null}
    </button>
  );
}

/** A row's place while its wallet is on its way: the row's box, an empty image and a bar where the name goes. */
export function WalletRowPlaceholder() {
  return (
    <span className={`${row} ${rowPlaceholder}`}>
      <span className={image} />
      <span className={rowPlaceholderName} />
    </span>
  );
}
