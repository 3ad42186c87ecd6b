/**
 * The embedded user's account type on the Account view (eip155): which account the app is connected with, their smart
 * account (ERC-4337) or their EOA, whether the smart account is deployed yet, and a button to switch to the other one.
 * Shown only when the frame has smart accounts on the user's network; it lives in the embedded views' chunk.
 */
import { useMutation } from '@tanstack/react-query';
import { useWalletDock } from 'walletdock';
import type { EmbeddedWalletState } from 'walletdock/embedded';
import { useEmbedded } from '../../components/useEmbedded';
import { useEmbeddedMessages } from '../../components/useEmbeddedMessages';
import { errorText } from '../../components/ui.css';
import { footerButton, typeLine, typeText } from '../Account/Account.css';
import { useLanguage } from '../../i18n/language';

const selectAccounts = ({ user }: EmbeddedWalletState) => {
  const smart = user?.accounts.some((a) => a.namespace === 'eip155' && a.type === 'smartAccount');
  return smart ? { type: user!.preferredAccountType, deployed: user!.smartAccountDeployed ?? false } : undefined;
};

/** The account-type line and switch. */
export function AccountTypeSwitch() {
  const m = useEmbeddedMessages();
  const { localize } = useLanguage();
  const dock = useWalletDock();
  const { state: account } = useEmbedded(selectAccounts);
  // What useEmbeddedAccountType (walletdock/embedded) does, reached through the instance like the other embedded views:
  // importing the hook here would put its module into the modal's start-up chunk.
  const change = useMutation({
    mutationKey: ['walletdock', 'embedded', 'preferredAccountType'],
    mutationFn: ({ type }: { type: 'eoa' | 'smartAccount' }) =>
      dock.embedded!.load().then((c) => c.setPreferredAccountType(type)),
  });
  if (!account) return null;
  const { type, deployed } = account;
  const other = type === 'smartAccount' ? 'eoa' : 'smartAccount';
  const current =
    type === 'eoa' ? m.accountTypeEoa : deployed ? m.accountTypeSmartDeployed : m.accountTypeSmartUndeployed;
  return (
    <div className={typeLine} data-account-type={type} data-smart-account-deployed={String(deployed)}>
      <p className={typeText}>{m.accountTypeLabel.replace('{type}', current)}</p>
      <button
        type="button"
        className={footerButton}
        disabled={change.isPending}
        onClick={() => change.mutate({ type: other })}
        data-switch-account-type={other}
      >
        {other === 'eoa' ? m.switchToEoa : m.switchToSmartAccount}
      </button>
      {change.isError ? (
        <p className={errorText} role="alert">
          {localize(change.error.message)}
        </p>
      ) : null}
    </div>
  );
}
