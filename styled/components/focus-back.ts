/**
 * Focus back to what opened the modal when it closes. The modal is opened through the store (the connect button, a
 * host's button, a hook), so without this focus fell to the page's body and a keyboard user started over from the top.
 */
const CONNECT_BUTTON = '[data-walletdock-connect-button]';

/** Focuses `opener` again; connecting replaces the connect button with the connected one, so focus goes to its successor. */
export function focusBack(opener: HTMLElement | null): void {
  let target = opener;
  if (target && !target.isConnected && target.matches(CONNECT_BUTTON))
    target = document.querySelector<HTMLElement>(CONNECT_BUTTON);
  if (target?.isConnected) target.focus();
}
