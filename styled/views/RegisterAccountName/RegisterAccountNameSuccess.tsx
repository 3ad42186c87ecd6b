/** RegisterAccountNameSuccess: the registered name (now the account's profileName) and the way back to Account. */
import { useAccount, useRouterActions, type AccountState } from 'walletdock';
import { format } from '../../messages';
import { view } from '../../theme/root.css';
import { button, center, heading, muted } from '../../components/ui.css';
import { useNameMessages } from './messages';

const selectName = (a: AccountState) => a.profileName;

/** The RegisterAccountNameSuccess view. */
export function RegisterAccountNameSuccess() {
  const m = useNameMessages();
  const name = useAccount({ select: selectName });
  const { reset } = useRouterActions();
  return (
    <div className={view} data-view="RegisterAccountNameSuccess">
      <div className={center}>
        <p className={heading} data-registered-name={name}>
          {format(m.registerNameSuccess, { name: name ?? '' })}
        </p>
        <p className={muted}>{m.registerNameSuccessHint}</p>
      </div>
      <button type="button" className={button.primary} onClick={() => reset('Account')} autoFocus>
        {m.registerNameDone}
      </button>
    </div>
  );
}
