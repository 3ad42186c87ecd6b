/** One wallet in a list: a button with the wallet's image, name and an optional tag. */
import type { ReactNode } from 'react';
import { WalletImage } from './WalletImage';
import { image, row, rowName, rowPlaceholder, rowPlaceholderName, tag as tagClass } from './ui.css';

/** Props of WalletRow. */
export interface WalletRowProps {
  id: string;
  name: string;
  imageUrl?: string | undefined;
  tag?: string | undefined;
  /** The connector id when the wallet can connect from here (the DOM hook tests use); null: not a wallet. */
  connectorId?: string | null | undefined;
  onSelect(): void;
  onPointerEnter?: () => void;
  children?: ReactNode;
}

/** A wallet row; `data-connector-id` names the connector (or the directory wallet id). */
export function WalletRow(props: WalletRowProps) {
  return (
    <button
      type="button"
      className={row}
      data-connector-id={props.connectorId === null ? undefined : (props.connectorId ?? props.id)}
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
