/**
 * The box the embedded wallet's frame covers while it is shown. The frame is an iframe that lives outside the dialog
 * (moving it would reload it), placed over this box; the open dialog leaves it out of the page it makes inert
 * (components/page-behind), so the user can click and tab into the frame's own buttons.
 */
import { useEmbedded } from './useEmbedded';
import { frameBox, frameBoxSmall } from './form.css';

const selectNothing = () => null;

/** The frame's box; `small` for a social login (the frame shows at most a button there). */
export function FrameBox({ small = false }: { small?: boolean }) {
  const { frameAnchor } = useEmbedded(selectNothing);
  return <div ref={frameAnchor} className={small ? frameBoxSmall : frameBox} data-frame-box="" />;
}
