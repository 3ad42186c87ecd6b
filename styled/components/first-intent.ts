/**
 * Runs `task` once, on the visitor's first sign of reaching for a control: the pointer moving anywhere on the page
 * (a mouse or pen heading for a button is moving long before it arrives; a touch moves only once pressed), a button
 * taking focus, or a press anywhere (a pointer or touch going down, a key). A button of the host's own whose `onClick`
 * calls `open()` is reached for well before its click, so the dialog's download starts ahead of that click, while a
 * visitor who only reads the page, moving and pressing nothing, downloads nothing for it.
 * Listens in the capture phase, so a handler that stops the event does not hide it. Returns a cancel function, so an
 * effect can return it.
 */
export function onFirstIntent(task: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const onButton = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(BUTTONS)) run();
  };
  const listeners = [
    ['pointerdown', run],
    ['keydown', run],
    ['pointermove', run],
    ['focusin', onButton],
  ] as const;
  const cancel = () => {
    for (const [type, listener] of listeners) window.removeEventListener(type, listener, options);
  };
  function run() {
    cancel();
    task();
  }
  for (const [type, listener] of listeners) window.addEventListener(type, listener, options);
  return cancel;
}

/** What a host's open button is drawn as. */
const BUTTONS = 'button, [role="button"]';
