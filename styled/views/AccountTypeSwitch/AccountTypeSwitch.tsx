/**
 * The embedded user's account type on the Account view (eip155): which account the app is connected with, their smart
 * account (ERC-4337) or their EOA, whether the smart account is deployed yet, and a button to switch to the other one.
 * Shown only when the frame has smart accounts on the user's network; it lives in the embedded views' chunk.
 */
import { useEmbeddedAccountType } from 'walletdock/embedded';
import { useEmbeddedMessages } from '../../components/useEmbeddedMessages';
import { button, center, errorText } from '../../components/ui.css';

/** The account-type line and switch. */
export function AccountTypeSwitch() {
  const m = useEmbeddedMessages();
  const change = useEmbeddedAccountType();
  const { preferredAccountType: type, smartAccountAddress, smartAccountDeployed: deployed } = change.state;
  if (!type || !smartAccountAddress) return null;
  const other = type === 'smartAccount' ? 'eoa' : 'smartAccount';
  const current = type === 'eoa' ? m.accountTypeEoa : deployed ? m.accountTypeSmartDeployed : m.accountTypeSmartUndeployed;
  return (
    <div data-account-type={type} data-smart-account-deployed={String(deployed)}>
      <p className={center}>{m.accountTypeLabel.replace('{type}', current)}</p>
      <button type="button" className={button.secondary} disabled={change.isPending} onClick={() => change.mutate({ type: other })} data-switch-account-type={other}>
        {other === 'eoa' ? m.switchToEoa : m.switchToSmartAccount}
      </button>
      {change.isError ? (
        <p className={errorText} role="alert">
          {change.error.message}
        </p>
      ) : null}
    </div>
  );
}
