// The wallet frame's element in the host page. An iframe cannot move in the DOM without reloading (and losing the
// frame's state), so it lives for the page's life in a fixed container at the end of <body>, and is *placed* over
// an anchor element when shown: the approval view's box, else the middle of the window. Shown means what the frame's
// approval screen checks before a click counts (IntersectionObserver v2): fully opaque, no transform, nothing on top,
// clickable even while a modal dialog disables pointer events outside itself, and not hidden from assistive tech.
// While its box moves (the modal's rise animation, a resize) the frame is laid out in place but kept invisible and
// unclickable until the box has been still for MOVED_FRAME_INPUT_GUARD_MS: Chromium discards input to a cross-origin
// frame that moved within that time (its clickjacking guard), so a frame shown while moving would show an Approve
// button whose first click is silently lost. Shown now means a click counts.

/** The frame element and its placement. */
export interface FrameElement {
  readonly iframe: HTMLIFrameElement;
  /** Shows the frame (over the anchor when there is one) or hides it. */
  setVisible(visible: boolean): void;
  /** Removes it from the page. */
  remove(): void;
}

/** The smallest box the frame's screens need; a centred frame (no anchor) gets this, within the window. */
export const FRAME_MIN_WIDTH = 360;
export const FRAME_MIN_HEIGHT = 420;
/** Chromium's window after a cross-origin frame moved in which input to it is discarded. */
export const MOVED_FRAME_INPUT_GUARD_MS = 500;

const HIDDEN =
  'position:fixed;top:0;left:0;width:0;height:0;visibility:hidden;pointer-events:none;border:0;margin:0;padding:0;';
const PLACED = 'position:fixed;z-index:2147483647;transform:none;filter:none;border:0;margin:0;padding:0;';
const SHOWN = `${PLACED}visibility:visible;pointer-events:auto;opacity:1;`;
/** In place (so Chromium's move clock runs) but neither seen nor clickable. */
const SETTLING = `${PLACED}visibility:hidden;pointer-events:none;`;

/**
 * Creates the frame element in `doc` (at the end of its body), hidden. `anchor()` is read on every animation frame
 * while shown, so the frame follows its box through the modal's animations, scrolling and resizing.
 */
export function createFrameElement(doc: Document, src: string, anchor: () => HTMLElement | null): FrameElement {
  const win = doc.defaultView as Window;
  const container = doc.createElement('div');
  container.setAttribute('data-walletdock-frame', '');
  container.style.cssText = HIDDEN;
  const iframe = doc.createElement('iframe');
  iframe.title = 'Wallet';
  iframe.src = src;
  iframe.style.cssText = 'display:block;width:100%;height:100%;border:0;background:transparent;';
  container.append(iframe);
  doc.body.append(container);

  let visible = false;
  let raf = 0;
  let last = '';
  let lastBox = '';
  let movedAt = 0;
  // Focus moves into the frame once it is shown (not while settling: a hidden frame cannot take focus), so a keyboard
  // user is on the frame's screen (its approval's title) without reaching for the mouse.
  let focusOnShow = false;
  const place = () => {
    const box = anchor()?.getBoundingClientRect();
    const width = Math.round(box?.width || Math.min(FRAME_MIN_WIDTH, win.innerWidth - 16));
    const height = Math.round(box?.height || Math.min(FRAME_MIN_HEIGHT + 60, win.innerHeight - 32));
    const left = Math.round(box ? box.left : (win.innerWidth - width) / 2);
    const top = Math.round(box ? box.top : (win.innerHeight - height) / 2);
    const geometry = `top:${top}px;left:${left}px;width:${width}px;height:${height}px;`;
    const now = win.performance.now();
    if (geometry !== lastBox) [lastBox, movedAt] = [geometry, now];
    const shown = now - movedAt >= MOVED_FRAME_INPUT_GUARD_MS;
    const css = `${shown ? SHOWN : SETTLING}${geometry}`;
    if (css !== last) container.style.cssText = last = css;
    if (shown && focusOnShow) {
      focusOnShow = false;
      iframe.focus({ preventScroll: true });
    }
    // A modal dialog hides the rest of the page from assistive tech (aria-hidden); the frame it shows is not the rest.
    if (container.hasAttribute('aria-hidden')) container.removeAttribute('aria-hidden');
    if (visible) raf = win.requestAnimationFrame(place);
  };

  return {
    iframe,
    setVisible(next) {
      if (next === visible) return;
      visible = next;
      focusOnShow = next;
      win.cancelAnimationFrame(raf);
      if (visible) place();
      else [container.style.cssText, last, lastBox] = [HIDDEN, HIDDEN, ''];
    },
    remove() {
      visible = false;
      win.cancelAnimationFrame(raf);
      container.remove();
    },
  };
}
