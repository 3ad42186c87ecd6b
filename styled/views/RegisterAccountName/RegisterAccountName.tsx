/**
 * RegisterAccountName: type a name (suggestions and availability asked once typing pauses), register it with one
 * signature; the headless flow moves to RegisterAccountNameSuccess, or stays here with the error and its reason.
 */
import { useId, useState } from 'react';
import { useNameRegistration } from 'walletdock/names';
import { nameServiceReason } from 'walletdock/utils';
import { format } from '../../messages';
import { view, visuallyHidden } from '../../theme/root.css';
import { button, errorText, list, muted } from '../../components/ui.css';
import { search as inputClass } from '../AllWallets/AllWallets.css';
import { stack } from '../Account/Account.css';
import { useNameMessages } from './messages';
import { useLanguage } from '../../i18n/language';

/** What the field says of the typed name. */
function Status({ text, registration }: { text: string; registration: ReturnType<typeof useNameRegistration> }) {
  const m = useNameMessages();
  const { localize } = useLanguage();
  const { input, available, suggestions } = registration;
  if (text.trim() === '') return <p className={muted}>{m.registerNameHint}</p>;
  if (input.error)
    return (
      <p className={errorText} data-name-status="invalid">
        {input.error}
      </p>
    );
  if (suggestions.isError)
    return (
      <p className={errorText} data-name-status="error">
        {localize(suggestions.error.message)}
      </p>
    );
  if (available === undefined)
    return (
      <p className={muted} data-name-status="checking">
        {format(m.registerNameChecking, { name: input.name })}
      </p>
    );
  return (
    <p className={available ? muted : errorText} data-name-status={available ? 'available' : 'taken'}>
      {format(available ? m.registerNameAvailable : m.registerNameTaken, { name: input.name })}
    </p>
  );
}

/** The RegisterAccountName view. */
export function RegisterAccountName() {
  const m = useNameMessages();
  const { localize } = useLanguage();
  const inputId = useId();
  const [text, setText] = useState('');
  const registration = useNameRegistration({ name: text });
  const { input, available, suggestions, register, supported } = registration;
  const offered = available === false ? (suggestions.data?.suggestions ?? []) : [];
  if (!supported) {
    return (
      <div className={view} data-view="RegisterAccountName">
        <p className={muted}>{m.registerNameUnsupported}</p>
      </div>
    );
  }
  return (
    <form
      className={view}
      data-view="RegisterAccountName"
      onSubmit={(e) => {
        e.preventDefault();
        if (available && !register.isPending) register.mutate({ name: input.name });
      }}
    >
      <label htmlFor={inputId} className={visuallyHidden}>
        {m.registerNameLabel}
      </label>
      <input
        id={inputId}
        className={inputClass}
        autoFocus
        autoComplete="off"
        spellCheck={false}
        placeholder={m.registerNameLabel}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={Boolean(input.error) || available === false}
        data-name-input=""
      />
      <div role="status" aria-live="polite">
        <Status text={text} registration={registration} />
      </div>
      {offered.length > 0 ? (
        <div className={stack}>
          <p className={muted}>{m.registerNameSuggestions}</p>
          <ul className={list}>
            {offered.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className={button.secondary}
                  data-name-suggestion={name}
                  onClick={() => setText(name)}
                >
                  {name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {register.isError ? (
        <p className={errorText} role="alert" data-name-error="">
          {localize(register.error.message)}: {localize(nameServiceReason(register.error))}
        </p>
      ) : null}
      <button type="submit" className={button.primary} disabled={!available || register.isPending} data-name-submit="">
        {register.isPending
          ? m.registerNameSigning
          : format(m.registerNameSubmit, { name: input.error ? '' : input.name })}
      </button>
    </form>
  );
}
