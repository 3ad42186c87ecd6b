// The other side of the frame protocol for jsdom unit tests, which cannot run the real frame page (no IndexedDB keys,
// no IntersectionObserver v2): it takes the requests the host posts to the frame element the manager created, and
// answers with the production protocol module (frameSuccess / frameFailure / createFrameEvent), as messages from the
// frame's window at the frame's origin. Answers are scripted per request type; a signer with a real key makes
// signatures verifiable. The real frame is exercised by the e2e tests.
import { vi } from 'vitest';
import {
  createFrameEvent,
  frameFailure,
  frameSuccess,
  parseFrameRequest,
  type AnyFrameRequest,
} from '../../../../headless/core/embedded/protocol';
import type {
  FrameError,
  FrameEventPayload,
  FrameEventType,
  FrameRequestType,
} from '../../../../headless/core/embedded/messages';

/** What a script returns: a result, an error, or 'hold' (no answer yet: answer later with `reply`). */
export type ScriptAnswer = { result: unknown } | { error: FrameError } | 'hold';
type Script = (params: never, request: AnyFrameRequest) => ScriptAnswer | Promise<ScriptAnswer>;

/** A scripted frame bound to the manager's iframe in `document`. */
export interface ScriptedFrame {
  origin: string;
  iframe: HTMLIFrameElement;
  /** Every request received, in order. */
  requests: AnyFrameRequest[];
  /** Answers requests of `type` (replaces an earlier script). */
  on<T extends FrameRequestType>(
    type: T,
    script: (
      params: Extract<AnyFrameRequest, { type: T }>['params'],
      request: AnyFrameRequest,
    ) => ScriptAnswer | Promise<ScriptAnswer>,
  ): void;
  /** Sends a frame event (FRAME_READY, SESSION_UPDATE). */
  event<E extends FrameEventType>(type: E, payload: FrameEventPayload<E>): void;
  /** Answers a held request. */
  reply(request: AnyFrameRequest, answer: { result: unknown } | { error: FrameError }): void;
  /** Posts any data to the host as the frame (origin and source of the frame). */
  post(data: unknown, options?: { origin?: string; source?: Window | null }): void;
}

const scripted = new WeakSet<HTMLIFrameElement>();

/** Waits for the manager's iframe and takes over its messages. */
export async function scriptedFrame(origin: string): Promise<ScriptedFrame> {
  // The newest frame element not scripted yet (an instance's frame is created on demand, after a dynamic import).
  const fresh = () =>
    [...document.querySelectorAll<HTMLIFrameElement>('[data-walletdock-frame] iframe')]
      .reverse()
      .find((f) => f.contentWindow && !scripted.has(f));
  const find = () => {
    const found = fresh();
    if (!found) throw new Error('no frame yet');
    return found;
  };
  // Waits without moving fake clocks when it is already there.
  const iframe = fresh() ?? (await vi.waitFor(find));
  scripted.add(iframe);
  const target = iframe.contentWindow as Window;
  const scripts = new Map<FrameRequestType, Script>();
  const requests: AnyFrameRequest[] = [];
  const post: ScriptedFrame['post'] = (data, options = {}) => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: options.origin ?? origin,
        source: options.source === undefined ? target : options.source,
      }),
    );
  };
  const reply: ScriptedFrame['reply'] = (request, answer) =>
    post('result' in answer ? frameSuccess(request, answer.result as never) : frameFailure(request, answer.error));
  // What the host posts to the frame lands here (structured-cloned, like postMessage would).
  Object.defineProperty(target, 'postMessage', {
    configurable: true,
    value: (data: unknown, targetOrigin: string) => {
      if (targetOrigin !== origin) throw new Error(`posted to ${targetOrigin}, not the frame's origin`);
      const parsed = parseFrameRequest(structuredClone(data));
      if (!parsed) return;
      if (!parsed.ok) return post(frameFailure(parsed, parsed.error));
      requests.push(parsed.request);
      const script = scripts.get(parsed.request.type);
      if (!script) return;
      void Promise.resolve(script(parsed.request.params as never, parsed.request)).then((answer) => {
        if (answer !== 'hold') reply(parsed.request, answer);
      });
    },
  });
  return {
    origin,
    iframe,
    requests,
    on: (type, script) => scripts.set(type, script as Script),
    event: (type, payload) => post(createFrameEvent(type, payload)),
    reply,
    post,
  };
}
