/**
 * A searchable token picker (Send, Swap): a button showing the chosen token with its icon and balance; it opens a
 * list with a search field. ARIA combobox over a listbox: the field keeps focus, ↑/↓ move the active option, Enter
 * chooses it, Escape closes and returns focus to the button; a click on an option chooses it too.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { gradientFor } from './avatar';
import { Icon } from './Icon';
import { expandIcon, searchIcon } from '../icons/actions';
import { visuallyHidden } from '../theme/root.css';
import { roundIcon } from './ui.css';
import * as css from './tokenPicker.css';

/** A token as the picker shows it. */
export interface PickerToken {
  /** Unique in the list (the token's address, or 'native'). */
  key: string;
  symbol: string;
  name?: string | undefined;
  iconUrl?: string | null | undefined;
  /** The balance as text ("9.749 AVENT"), when known. */
  balance?: string | undefined;
  /**
   * That balance is from before the account's newest own transaction and being read again (Balances.updating):
   * shown slanted, busy, with `updatingLabel`, as the Tokens rows show it, never as current.
   */
  updating?: boolean | undefined;
}

/** Props of TokenPicker. */
export interface TokenPickerProps {
  tokens: readonly PickerToken[];
  value: string | undefined;
  onChange(key: string): void;
  /** The accessible name ("Token", "From: token"). */
  label: string;
  searchLabel: string;
  noMatch: string;
  /** A DOM hook for tests and hosts (`data-token-picker`). */
  hook?: string;
  /** Said after a balance that is updating ("Updating…"). */
  updatingLabel?: string | undefined;
}

/** A token's balance as text; one from before the account's own transaction is marked as updating. */
function PickerBalance({ token, className, label }: { token: PickerToken; className: string; label?: string }) {
  if (!token.balance) return null;
  if (!token.updating) return <span className={className}>{token.balance}</span>;
  return (
    <span className={className} data-balance="" data-updating="" aria-busy="true">
      <span className={css.staleBalance}>{token.balance}</span>
      {label ? ` · ${label}` : null}
    </span>
  );
}

function TokenBadge({ token, size = 24 }: { token: PickerToken; size?: number }) {
  const box = { width: size, height: size };
  if (token.iconUrl)
    return <img className={roundIcon} src={token.iconUrl} alt="" width={size} height={size} style={box} />;
  return (
    <span
      className={roundIcon}
      aria-hidden="true"
      style={{
        ...box,
        background: gradientFor(token.key === 'native' ? token.symbol : token.key),
        fontSize: size * 0.45,
      }}
    >
      {token.symbol.slice(0, 1)}
    </span>
  );
}

/** The picker. */
export function TokenPicker({
  tokens,
  value,
  onChange,
  label,
  searchLabel,
  noMatch,
  hook = '',
  updatingLabel,
}: TokenPickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const chosen = tokens.find((t) => t.key === value);
  const needle = text.trim().toLowerCase();
  const shown = useMemo(
    () =>
      tokens.filter(
        (t) => !needle || t.symbol.toLowerCase().includes(needle) || (t.name ?? '').toLowerCase().includes(needle),
      ),
    [tokens, needle],
  );
  useEffect(() => {
    if (open) search.current?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    setText('');
    button.current?.focus();
  };
  const choose = (token: PickerToken | undefined) => {
    if (token) onChange(token.key);
    close();
  };
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;
  return (
    <div className={css.picker} data-token-picker={hook} data-value={value} data-symbol={chosen?.symbol}>
      <button
        ref={button}
        type="button"
        className={css.trigger}
        aria-haspopup="listbox"
        aria-expanded={open}
        onClick={() =>
          open
            ? close()
            : (setActive(
                Math.max(
                  0,
                  tokens.findIndex((t) => t.key === value),
                ),
              ),
              setOpen(true))
        }
      >
        {/* Named by its text: "Token: AVENT 9.749 AVENT". */}
        <span className={visuallyHidden}>{label}: </span>
        {chosen ? <TokenBadge token={chosen} /> : null}
        <span className={css.triggerText}>
          <span className={css.symbol}>{chosen?.symbol ?? '—'}</span>
          {chosen ? <PickerBalance token={chosen} className={css.balance} label={updatingLabel} /> : null}
        </span>
        <Icon icon={expandIcon} size={16} />
      </button>
      {open ? (
        <div className={css.popover}>
          <div className={css.searchRow}>
            <Icon icon={searchIcon} size={16} />
            <input
              ref={search}
              className={css.search}
              role="combobox"
              aria-label={searchLabel}
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={shown.length ? optionId(Math.min(active, shown.length - 1)) : undefined}
              autoComplete="off"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setActive(0);
              }}
              onKeyDown={(e) => {
                if (e.key === 'ArrowDown') setActive((i) => Math.min(i + 1, shown.length - 1));
                else if (e.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
                else if (e.key === 'Enter') choose(shown[Math.min(active, shown.length - 1)]);
                else if (e.key === 'Escape') close();
                else return;
                e.preventDefault();
                e.stopPropagation();
              }}
              data-token-search=""
              data-handles-escape=""
            />
          </div>
          {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern: the search input owns focus and points at the options with aria-activedescendant */}
          <ul className={css.list} role="listbox" id={listId} aria-label={label}>
            {shown.length === 0 ? <li className={css.empty}>{noMatch}</li> : null}
            {shown.map((token, i) => (
              // biome-ignore lint/a11y/useFocusableInteractive: options are reached from the input (aria-activedescendant), never focused
              // biome-ignore lint/a11y/useKeyWithClickEvents: the input's arrow keys and Enter choose an option
              <li
                key={token.key}
                id={optionId(i)}
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the combobox's listbox (above)
                role="option"
                aria-selected={token.key === value}
                className={css.option}
                data-active={i === Math.min(active, shown.length - 1) ? 'true' : undefined}
                data-symbol={token.symbol}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(token)}
              >
                <TokenBadge token={token} size={28} />
                <span className={css.triggerText}>
                  <span className={css.symbol}>{token.symbol}</span>
                  {token.name ? <span className={css.balance}>{token.name}</span> : null}
                </span>
                <PickerBalance token={token} className={css.optionBalance} label={updatingLabel} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
