/**
 * ApproveTransaction: a not-safe request of the embedded wallet (a signature, a transaction) waits for the user. What
 * is asked, for which app and on which network is shown by the wallet frame itself, over this view's box, and only a
 * click inside the frame approves or rejects it. Close and back are off here; the frame's answer leaves the view.
 */
import { useEmbeddedMessages } from '../../components/useEmbeddedMessages';
import { view } from '../../theme/root.css';
import { FrameBox } from '../../components/FrameBox';
import { muted } from '../../components/ui.css';

/** The ApproveTransaction view. */
export function ApproveTransaction() {
  const m = useEmbeddedMessages();
  return (
    <div className={view} data-view="ApproveTransaction">
      <p className={muted}>{m.approveHint}</p>
      <FrameBox />
    </div>
  );
}
