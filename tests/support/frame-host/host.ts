// A minimal host page for the wallet frame's tests (the real frame manager is the app's own): it embeds the frame
// given by `?frame=`, speaks the protocol with the production protocol module, keeps every message it receives
// (to scan them for key material) and exposes `window.host` to the test.
import { createFrameRequest, parseFrameMessage, replyResult } from '../../../headless/core/embedded/protocol';
import type { FrameRequestParams, FrameRequestType } from '../../../headless/core/embedded/messages';

const params = new URLSearchParams(location.search);
const frameUrl = params.get('frame')!;
const frameOrigin = new URL(frameUrl).origin;
const iframe = document.createElement('iframe');
iframe.id = 'wallet-frame';
iframe.title = 'Wallet';
iframe.style.cssText = 'width:400px;height:560px;border:1px solid #ccc;display:block';

const received: Array<{ origin: string; data: unknown }> = [];
const sessionUpdates: unknown[] = [];
const pending = new Map<string, (message: ReturnType<typeof parseFrameMessage>) => void>();
let markReady: (at: number) => void = () => undefined;
const ready = new Promise<number>((resolve) => (markReady = resolve));
const insertedAt = performance.now();

window.addEventListener('message', (event) => {
  received.push({ origin: event.origin, data: event.data });
  if (event.origin !== frameOrigin || event.source !== iframe.contentWindow) return;
  const message = parseFrameMessage(event.data);
  if (!message) return;
  if (message.kind === 'event' && message.type === 'FRAME_READY') markReady(performance.now());
  if (message.kind === 'event' && message.type === 'SESSION_UPDATE') sessionUpdates.push(message.payload.user);
  if ((message.kind === 'reply' || message.kind === 'invalid') && message.id) pending.get(message.id)?.(message);
});

async function request<T extends FrameRequestType>(type: T, p: FrameRequestParams<T>): Promise<unknown> {
  await ready;
  const req = createFrameRequest(type, p);
  const reply = new Promise<ReturnType<typeof parseFrameMessage>>((resolve) => pending.set(req.id, resolve));
  iframe.contentWindow!.postMessage(req, frameOrigin);
  const message = await reply;
  pending.delete(req.id);
  return replyResult(req, message!);
}

/** Sends a request and records its outcome without awaiting it (for tests that race it). */
function start<T extends FrameRequestType>(type: T, p: FrameRequestParams<T>): { id: number } {
  const slot = outcomes.length;
  outcomes.push({ state: 'pending' });
  request(type, p).then(
    (result) => (outcomes[slot] = { state: 'ok', result }),
    (error: { message?: string; rpcCode?: number }) =>
      (outcomes[slot] = { state: 'error', message: error.message, rpcCode: error.rpcCode }),
  );
  return { id: slot };
}
const outcomes: Array<{ state: 'pending' | 'ok' | 'error'; result?: unknown; message?: string; rpcCode?: number }> = [];

Object.assign(window, {
  host: {
    frameOrigin,
    iframe,
    received,
    sessionUpdates,
    outcomes,
    request,
    start,
    readyAfterMs: ready.then((at) => at - insertedAt),
  },
});
iframe.src = frameUrl;
document.body.append(iframe);
