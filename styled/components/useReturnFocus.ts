/**
 * Focus back to what opened the modal when it closes. Radix gives focus back to its own Dialog.Trigger, but the modal is
 * opened through the store (the connect button, a host's button, a hook), so without this focus fell to the page's
 * body and a keyboard user started over from the top.
 */
import { useCallback, useLayoutEffect, useRef } from 'react';

const CONNECT_BUTTON = '[data-walletdock-connect-button]';

/** The handler for Dialog.Content's onCloseAutoFocus; `open` is the modal's state. */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix's focus scope moves focus into the dialog, so this still sees the opener.
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  }, [open]);
  return useCallback((event: Event) => {
    let target = opener.current;
    opener.current = null;
    // Connecting replaces the connect button with the connected one: focus goes to its successor.
    if (target && !target.isConnected && target.matches(CONNECT_BUTTON)) target = document.querySelector<HTMLElement>(CONNECT_BUTTON);
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  }, []);
}
