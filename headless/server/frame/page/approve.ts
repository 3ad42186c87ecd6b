// The frame's own approval screen: what is asked, for which app (the origin the frame verified itself) and on which
// network, with Reject and Approve. Approve counts only for a real click in this document (`event.isTrusted`: a
// host page cannot click inside a frame of another origin, nor send it input) on a button that has been fully
// visible for a moment (IntersectionObserver v2 where the browser has it: not covered, not transparent, not
// filtered), so a page that hides or covers the frame cannot trick a click through to it. Requests wait in line.

/** What the screen shows. */
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

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string>, ...children: Array<Node | string>): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  node.append(...children);
  return node;
}

/** Shows approval screens one at a time in `root`. */
export class Approvals {
  private line: Promise<unknown> = Promise.resolve();

  constructor(private readonly root: HTMLElement, private readonly onIdle: () => void) {}

  /** Resolves true when the user approves, false when they reject. */
  ask(view: ApprovalView): Promise<boolean> {
    const turn = this.line.then(() => this.show(view));
    this.line = turn.catch(() => undefined);
    return turn;
  }

  private show(view: ApprovalView): Promise<boolean> {
    return new Promise((resolve) => {
      const approve = el('button', { type: 'button', class: 'primary', 'data-action': 'approve', disabled: '' }, 'Approve');
      const reject = el('button', { type: 'button', 'data-action': 'reject' }, 'Reject');
      const rows = el('dl', {}, ...view.rows.flatMap(([label, value]) => [el('dt', {}, label), el('dd', {}, value)]));
      const actions = el('div', { class: 'actions' }, reject, approve);
      const card = el('section', { class: 'approval', 'data-view': 'Approval', 'aria-labelledby': 'approval-title' },
        el('h1', { id: 'approval-title' }, view.title),
        el('p', { class: 'origin', 'data-testid': 'approval-origin' }, view.origin),
        ...(view.appName ? [el('p', { class: 'app-name' }, `calls itself “${view.appName}”`)] : []),
        el('p', { class: 'network' }, view.network),
        rows,
        ...(view.body === undefined ? [] : [el('pre', { 'data-testid': 'approval-body' }, view.body)]),
        actions,
      );
      this.root.replaceChildren(card);

      let visibleSince: number | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const setVisible = (visible: boolean) => {
        clearTimeout(timer);
        approve.disabled = true;
        visibleSince = visible ? performance.now() : undefined;
        if (visible) timer = setTimeout(() => { approve.disabled = false; }, APPROVE_VISIBLE_MS);
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

      const finish = (approved: boolean) => {
        observer.disconnect();
        clearTimeout(timer);
        this.root.replaceChildren();
        this.onIdle();
        resolve(approved);
      };
      approve.addEventListener('click', (event) => {
        if (!event.isTrusted || approve.disabled || visibleSince === undefined || performance.now() - visibleSince < APPROVE_VISIBLE_MS) return;
        finish(true);
      });
      reject.addEventListener('click', (event) => {
        if (event.isTrusted) finish(false);
      });
    });
  }
}
