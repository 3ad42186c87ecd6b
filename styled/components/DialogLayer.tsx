/**
 * The modal's dialog on the platform, in place of Radix Dialog and react-remove-scroll (about 13 KB gzip of the
 * dialog's chunk, downloaded and evaluated before a click's first row): while open, every other child of <body>
 * (and any the page adds meanwhile) is `inert` (focus, clicks and assistive tech stay in the dialog), Escape and a click on the overlay ask to close
 * (the caller applies the close rules), the page's scrolling is locked, focus moves in and returns where it was.
 *
 * Why not `<dialog>.showModal()`: the embedded wallet's frame lives outside the dialog (an iframe reloads when moved)
 * and is placed over the dialog's box; a modal dialog makes everything outside it inert, even popovers shown in the
 * top layer after it (Chromium 156), and paints above any z-index, so the frame could not be clicked and its
 * approval's "nothing on top" check would refuse. The frame and the toast (whose live regions must stay heard) are
 * therefore left out of `inert`, and the dialog is stacked by z-index as before.
 *
 * Strict CSP (`style-src 'self'`): the scroll lock is set through the CSSOM (element.style), which no policy blocks;
 * nothing inserts a <style>.
 */
import { useLayoutEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { focusBack } from './focus-back';

/** Children of <body> that stay live while the dialog is open: the wallet frame and the toast. */
const KEEP_LIVE = '[data-walletdock-frame], [data-walletdock-toast]';
/** Where focus goes on open: the first control (links skipped, as a "Get a wallet" link is no place to start). */
const FIRST_FOCUS =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Props of DialogLayer. */
export interface DialogLayerProps {
  /** Escape or a click on the overlay: a request the caller's close rules may refuse. */
  onCloseRequest(): void;
  /** Id of the element that names the dialog (its title). */
  labelledBy: string;
  /** Attributes of the layer's root (theme class and variables, dir, lang). */
  rootProps: HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, string>;
  overlayClassName: string;
  /** Attributes of the dialog box. */
  contentProps: HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, string>;
  children: ReactNode;
}

/** The open dialog, portalled to <body>; render it only while open. */
export function DialogLayer({
  onCloseRequest,
  labelledBy,
  rootProps,
  overlayClassName,
  contentProps,
  children,
}: DialogLayerProps) {
  const layerRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const request = useRef(onCloseRequest);
  request.current = onCloseRequest;
  // Kept across a remount of the effect (React's StrictMode runs it twice): the second run finds focus inside.
  const opener = useRef<HTMLElement | null>(null);
  const returning = useRef(0);
  // Whether the page shows a scroll bar, read once before this commit adds the dialog: the page's layout is still
  // the last frame's, so the read costs nothing. Read in the effect below, it would lay out the page and the new
  // dialog (about 3 ms) only for the next frame to do it again.
  const [scrollBarShown] = useState(() => window.innerWidth > document.documentElement.clientWidth);

  useLayoutEffect(() => {
    const layer = layerRef.current as HTMLDivElement;
    const doc = layer.ownerDocument;
    const win = doc.defaultView as Window;
    const active = doc.activeElement;
    if (active instanceof HTMLElement && active !== doc.body && !layer.contains(active)) opener.current = active;
    win.clearTimeout(returning.current);

    const madeInert: HTMLElement[] = [];
    const makeInert = (child: Node) => {
      if (child === layer || !(child instanceof HTMLElement) || child.inert || child.matches(KEEP_LIVE)) return;
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

    const content = contentRef.current as HTMLDivElement;
    (content.querySelector<HTMLElement>(FIRST_FOCUS) ?? content).focus({ preventScroll: true });

    // Capture: before a control in the page sees it. A control that closes itself with Escape (a token picker's
    // list, marked data-handles-escape) keeps it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest('[data-handles-escape]')) return;
      event.preventDefault();
      request.current();
    };
    doc.addEventListener('keydown', onKeyDown, true);

    return () => {
      doc.removeEventListener('keydown', onKeyDown, true);
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

  return createPortal(
    <div ref={layerRef} {...rootProps}>
      <div className={overlayClassName} data-walletdock-overlay="" onClick={() => request.current()} />
      <div
        ref={contentRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        {...contentProps}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
