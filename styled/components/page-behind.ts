/**
 * The page behind the open dialog. The dialog is Radix's in non-modal mode (components/ModalDialog), so this does
 * what Radix's modal mode would, in ways the wallet frame and a strict CSP allow: every other child of <body> (and
 * any the page adds meanwhile) is `inert`, the wallet frame and the toast excepted; the page's scrolling is locked
 * through the CSSOM; focus returns to the opener or its successor.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { focusBack } from './focus-back';

/** Children of <body> that stay live while the dialog is open: the wallet frame, the toast, the dialog's own layer. */
const KEEP_LIVE = '[data-walletdock-frame], [data-walletdock-toast], [data-walletdock-layer]';

/** Makes the page behind the dialog inert and still while the calling component is mounted. */
export function usePageBehind(): void {
  // Kept across a remount of the effect (React's StrictMode runs it twice): the second run finds focus inside.
  const opener = useRef<HTMLElement | null>(null);
  const returning = useRef(0);
  // Whether the page shows a scroll bar, read once before this commit adds the dialog: the page's layout is still
  // the last frame's, so the read costs nothing. Read in the effect below, it would lay out the page and the new
  // dialog (about 3 ms) only for the next frame to do it again.
  const [scrollBarShown] = useState(() => window.innerWidth > document.documentElement.clientWidth);

  useLayoutEffect(() => {
    const doc = document;
    const win = window;
    const active = doc.activeElement;
    if (active instanceof HTMLElement && active !== doc.body && !active.closest('[data-walletdock-layer]'))
      opener.current = active;
    win.clearTimeout(returning.current);

    const madeInert: HTMLElement[] = [];
    const makeInert = (child: Node) => {
      if (!(child instanceof HTMLElement) || child.inert || child.matches(KEEP_LIVE)) return;
      child.inert = true;
      madeInert.push(child);
    };
    Array.from(doc.body.children).forEach(makeInert);
    // What the page adds to <body> while the dialog is open (a host's own portal, a notification) is behind it too.
    const added = new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach(makeInert)));
    added.observe(doc.body, { childList: true });

    // The page keeps its layout: where it showed a scroll bar, its gutter stays while scrolling is off.
    const { body, documentElement: html } = doc;
    const before = { overflow: body.style.overflow, gutter: html.style.getPropertyValue('scrollbar-gutter') };
    if (scrollBarShown) html.style.setProperty('scrollbar-gutter', 'stable');
    body.style.overflow = 'hidden';

    return () => {
      added.disconnect();
      for (const element of madeInert) element.inert = false;
      body.style.overflow = before.overflow;
      html.style.setProperty('scrollbar-gutter', before.gutter);
      // At once when the opener is still there (a test or a screen reader asks right after the close); else after the
      // close's commit, when connecting has put the opener's successor (the connected button) in its place.
      if (opener.current?.isConnected) focusBack(opener.current);
      else returning.current = win.setTimeout(() => focusBack(opener.current), 0);
    };
  }, [scrollBarShown]);
}
