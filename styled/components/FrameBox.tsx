/**
 * The box the embedded wallet's frame covers while it is shown. The frame is an iframe that lives outside the dialog
 * (moving it would reload it), placed over this box; the dialog's focus trap is told that focus inside the frame is
 * focus inside the dialog, so the user can click and tab into the frame's own buttons.
 */
import { useEmbedded } from './useEmbedded';
import { useFocusScopeBranch } from '@radix-ui/react-focus-scope';
import { useEffect, useState } from 'react';

import { frameBox, frameBoxSmall } from './form.css';

const selectVisible = (s: { visible: boolean }) => s.visible;

/** The frame's box; `small` for a social login (the frame shows at most a button there). */
export function FrameBox({ small = false }: { small?: boolean }) {
  const { frameAnchor, state: visible } = useEmbedded(selectVisible);
  const [frame, setFrame] = useState<HTMLElement | null>(null);
  // The frame's element (its documented DOM hook), present once the frame was created.
  useEffect(() => setFrame(document.querySelector<HTMLElement>('[data-walletdock-frame]')), [visible]);
  useFocusScopeBranch(frame);
  return <div ref={frameAnchor} className={small ? frameBoxSmall : frameBox} data-frame-box="" />;
}
