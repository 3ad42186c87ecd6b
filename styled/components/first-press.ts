/**
 * Runs `task` once, on the visitor's first press anywhere on the page (a pointer or touch going down, or a key): the
 * earliest sign that a button of the host's own, whose `onClick` calls `open()`, is about to be clicked (a press comes
 * tens of milliseconds before its click), while a visitor who never touches the page downloads nothing for it.
 * Listens in the capture phase, so a handler that stops the event does not hide it. Returns a cancel function, so an
 * effect can return it.
 */
export function onFirstPress(task: () => void): () => void {
  const events = ['pointerdown', 'keydown'] as const;
  const options = { capture: true, passive: true } as const;
  const cancel = () => {
    for (const type of events) window.removeEventListener(type, run, options);
  };
  function run() {
    cancel();
    task();
  }
  for (const type of events) window.addEventListener(type, run, options);
  return cancel;
}
