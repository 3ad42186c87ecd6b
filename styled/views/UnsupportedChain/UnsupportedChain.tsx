/**
 * UnsupportedChain: the wallet is on a network the host did not configure. Switching to a listed
 * network closes the modal (the headless client does that); disconnect is the other way out.
 */
import { useDisconnect, useModalActions } from 'walletdock';
import { useMessages } from '../../messages';
import { view } from '../../theme/root.css';
import { button, muted } from '../../components/ui.css';
import { NetworkList } from '../Networks/NetworkList';

/** The UnsupportedChain view. */
export function UnsupportedChain() {
  const m = useMessages();
  const disconnect = useDisconnect();
  const modal = useModalActions();
  return (
    <div className={view} data-view="UnsupportedChain">
      <p className={muted}>{m.unsupportedBody}</p>
      <NetworkList />
      <button
        type="button"
        className={button.danger}
        onClick={() => disconnect.mutate(undefined, { onSettled: () => modal.close({ force: true }) })}
      >
        {m.disconnect}
      </button>
    </div>
  );
}
