/**
 * ConnectWallets: the wallet list Connect folds away under "Continue with a wallet" (features.collapseWallets beside
 * an email or social login), as Connect draws it otherwise. It shares Connect's chunk and list, and the legal
 * checkbox gates it as it does Connect.
 */
import { useId } from 'react';
import { view } from '../../theme/root.css';
import { LegalCheckbox } from '../../components/Legal';
import { useLockedBy, WithWalletList } from '../Connect/Connect';
import { WalletList } from '../Connect/WalletList';

/** The ConnectWallets view. */
export function ConnectWallets() {
  const hintId = useId();
  const lockedBy = useLockedBy(hintId);
  return (
    <div className={view} data-view="ConnectWallets">
      <LegalCheckbox hintId={hintId} />
      <WithWalletList>{(wallets) => <WalletList wallets={wallets} lockedBy={lockedBy} />}</WithWalletList>
    </div>
  );
}
