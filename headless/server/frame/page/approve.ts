// The frame's own approval screen: what is asked, for which app (the origin the frame verified itself) and on which
// network, with Reject and Approve. Approve counts only for a real click in this document (`event.isTrusted`: a
// host page cannot click inside a frame of another origin, nor send it input) on a button that has been fully
// visible for a moment (IntersectionObserver v2 where the browser has it: not covered, not transparent, not
// filtered), so a page that hides or covers the frame cannot trick a click through to it. Requests wait in line.

import { frameLanguageReady, t, translateShown } from './i18n/language';

/** What the screen shows (in English as the frame writes it; shown in the app's language). */
export interface ApprovalView {
  title: string;
  /** The app's origin, as the frame verified it. */
  origin: string;
  /** The name the app gives itself (unverified; shown below the origin). */
  appName: string | undefined;
  network: string;
  rows: Array<[label: string, value: string]>;
  /** Long content (message text, typed data, calls), shown as is. */
  body: string | undefined;
}

/** How long the Approve button must have been visible before a click counts. */
export const APPROVE_VISIBLE_MS = 500;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string>,
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  node.append(...children);
  return node;
}

/** Shows approval screens one at a time in `root`. */
export class Approvals {
  private line: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly root: HTMLElement,
    private readonly onIdle: () => void,
  ) {}

  /** Resolves true when the user approves, false when they reject. */
  ask(view: ApprovalView): Promise<boolean> {
    // The screen waits for the texts of the app's language (a chunk of its own, loaded once).
    const turn = this.line.then(() => frameLanguageReady()).then(() => this.show(view));
    this.line = turn.catch(() => undefined);
    return turn;
  }

  private show(view: ApprovalView): Promise<boolean> {
    return new Promise((resolve) => {
      const approve = el(
        'button',
        { type: 'button', class: 'primary', 'data-action': 'approve', disabled: '' },
        t('Approve'),
      );
      const reject = el('button', { type: 'button', 'data-action': 'reject' }, t('Reject'));
      const rows = el(
        'dl',
        {},
        ...view.rows.flatMap(([label, value]) => [
          el('dt', {}, translateShown(label)),
          el('dd', { dir: 'auto' }, translateShown(value)),
        ]),
      );
      const actions = el('div', { class: 'actions' }, reject, approve);
      // Focus starts on the title (read first by a screen reader); Tab reaches Reject, then Approve once it counts.
      const title = el('h1', { id: 'approval-title', tabindex: '-1' }, translateShown(view.title));
      const card = el(
        'section',
        { class: 'approval', 'data-view': 'Approval', 'aria-labelledby': 'approval-title' },
        title,
        el('p', { class: 'origin', 'data-testid': 'approval-origin', dir: 'ltr' }, view.origin),
        ...(view.appName ? [el('p', { class: 'app-name' }, t('calls itself “{name}”', { name: view.appName }))] : []),
        el('p', { class: 'network' }, view.network),
        rows,
        ...(view.body === undefined
          ? []
          : [el('pre', { 'data-testid': 'approval-body', dir: 'auto', tabindex: '0' }, view.body)]),
        actions,
      );
      this.root.replaceChildren(card);
      // Focus given to an element here counts only while the frame has focus (Chromium ignores it in a cross-origin
      // frame that has none): the title takes it now, and again when focus enters the frame (the app moves it in).
      const focusTitle = () => {
        if (!card.contains(document.activeElement) || document.activeElement === card)
          title.focus({ preventScroll: true });
      };
      focusTitle();
      window.addEventListener('focus', focusTitle);

      let visibleSince: number | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const setVisible = (visible: boolean) => {
        clearTimeout(timer);
        approve.disabled = true;
        visibleSince = visible ? performance.now() : undefined;
        if (visible)
          timer = setTimeout(() => {
            approve.disabled = false;
          }, APPROVE_VISIBLE_MS);
      };
      const observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            // v2 (Chromium): isVisible is false when covered, transparent, filtered or transformed; elsewhere, in view.
            const v2 = (entry as IntersectionObserverEntry & { isVisible?: boolean }).isVisible;
            setVisible(entry.isIntersecting && entry.intersectionRatio >= 0.99 && v2 !== false);
          }
        },
        { threshold: [0, 1], trackVisibility: true, delay: 100 } as IntersectionObserverInit,
      );
      // The buttons' row is observed (a disabled button's own styling must not count as "not visible").
      observer.observe(actions);

      // Escape rejects, as it closes a dialog; only a real key press in this document counts.
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape' && event.isTrusted) finish(false);
      };
      document.addEventListener('keydown', onKey);
      const finish = (approved: boolean) => {
        document.removeEventListener('keydown', onKey);
        window.removeEventListener('focus', focusTitle);
        observer.disconnect();
        clearTimeout(timer);
        this.root.replaceChildren();
        this.onIdle();
        resolve(approved);
      };
      approve.addEventListener('click', (event) => {
        if (
          !event.isTrusted ||
          approve.disabled ||
          visibleSince === undefined ||
          performance.now() - visibleSince < APPROVE_VISIBLE_MS
        )
          return;
        finish(true);
      });
      reject.addEventListener('click', (event) => {
        if (event.isTrusted) finish(false);
      });
    });
  }
}
