/** The header: back (when there is somewhere to go back to), the view title, close. */
import { Title } from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useMessages } from '../messages';
import { mirrored } from '../theme/root.css';
import { header, iconButton, title } from './header.css';

/** Props of Header. */
export interface HeaderProps {
  text: ReactNode;
  /** Changes re-run the 120 ms header text animation. */
  textKey: string;
  onBack?: (() => void) | undefined;
  /** Asks to close (the close rules decide). */
  onClose(): void;
  /** Drawn disabled where the close rules refuse (sign-in required without a session). */
  closeDisabled?: boolean;
}

const chevron = (
  <svg
    className={mirrored}
    width="16"
    height="16"
    style={{ width: 16, height: 16 }}
    viewBox="0 0 16 16"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M10 3 5 8l5 5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
  </svg>
);
const cross = (
  <svg
    width="14"
    height="14"
    style={{ width: 14, height: 14 }}
    viewBox="0 0 14 14"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M2 2l10 10M12 2 2 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** Header of the dialog; its title names the dialog. */
export function Header({ text, textKey, onBack, onClose, closeDisabled = false }: HeaderProps) {
  const m = useMessages();
  return (
    <div className={header}>
      {onBack ? (
        <button type="button" className={iconButton} onClick={onBack} aria-label={m.backLabel}>
          {chevron}
        </button>
      ) : (
        <span />
      )}
      {/* Radix's Title: an h2 that names the dialog (the Content's aria-labelledby). */}
      <Title className={title} key={textKey}>
        {text}
      </Title>
      <button
        type="button"
        className={iconButton}
        onClick={() => onClose()}
        aria-label={m.closeLabel}
        disabled={closeDisabled}
      >
        {cross}
      </button>
    </div>
  );
}
