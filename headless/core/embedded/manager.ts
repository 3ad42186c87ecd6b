// The host side of the frame protocol: one frame per instance, created on demand. Messages are accepted only from
// the frame's own window at the frame's own origin and parsed by the protocol module (anything else is ignored);
// requests carry a random id and each is settled by the reply with that id. The frame counts as ready 500 ms after
// it reported FRAME_READY; it gets 20 s to do so (else IFRAME_LOAD_FAILED), and the login requests 30 s to answer
// (else IFRAME_REQUEST_TIMEOUT). Destroying the manager aborts what is pending. A frame that reports FRAME_READY
// again has reloaded (RELOAD, or on its own): what it had not answered is aborted, and it is ready again 500 ms later.
import { IFRAME_LOAD_TIMEOUT_MS, IFRAME_READY_DELAY_MS, IFRAME_REQUEST_TIMEOUT_MS } from '../model/constants';
import { EmbeddedWalletAlerts, type WalletDockError, type WalletDockErrorCode } from '../model/errors';
import { FrameRequestFailedError } from '../model/errors/embedded';
import { NotInitializedError } from '../model/errors/sdk';
import { errorOfCode } from '../model/errors/kinds';
import * as ErrorMessages from '../model/error-messages';
import type { FrameEventPayload, FrameRequestParams, FrameRequestResult, FrameRequestType } from './messages';
import {
  createFrameRequest,
  parseFrameMessage,
  replyResult,
  type FrameRequestMessage,
  type ParsedFrameMessage,
} from './protocol';
import { createFrameElement, type FrameElement } from './frame-element';

/** Requests that time out after IFRAME_REQUEST_TIMEOUT_MS (the email, device, code and social logins). */
export const TIMED_REQUESTS: readonly FrameRequestType[] = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
];

/** The alerts the manager raises. */
export type FrameAlert = 'IFRAME_LOAD_FAILED' | 'IFRAME_REQUEST_TIMEOUT';

/** Options of createFrameManager. */
export interface FrameManagerOptions {
  /** The frame's URL; its origin is the only one listened to. */
  frameUrl: string;
  /** The page to put the frame in (default: the global document). */
  document?: Document;
  /** The element the shown frame is placed over (default: none, centred). */
  anchor?: () => HTMLElement | null;
  /** Called for each alert (the load and request time-outs), with the alert's error. */
  onAlert?: (alert: FrameAlert, error: WalletDockError) => void;
  /** Called with every valid SESSION_UPDATE. */
  onSessionUpdate?: (payload: FrameEventPayload<'SESSION_UPDATE'>) => void;
  /** Called when the frame did not understand a request, or its reply was not understood (after the request failed). */
  onUnknown?: (reason: string) => void;
  /** Called each time a reloaded frame is ready again (its theme and app data must be sent again). */
  onReload?: () => void;
  /** Overrides of the time limits, in ms (tests). */
  timeouts?: Partial<{ load: number; request: number; readyDelay: number }>;
}

/** Per-request options. */
export interface FrameRequestOptions {
  /** Time limit in ms (default: 30 s for the login requests, none for the others). */
  timeoutMs?: number;
}

/** A frame and its messages. */
export interface FrameManager {
  readonly frameOrigin: string;
  readonly element: FrameElement;
  /** Resolves once the frame is ready (FRAME_READY + 500 ms); rejects with IFRAME_LOAD_FAILED after 20 s. */
  ready(): Promise<void>;
  /** Sends a request and resolves with its result; rejects with the frame's error, a time-out or an abort. */
  request<T extends FrameRequestType>(
    type: T,
    params: FrameRequestParams<T>,
    options?: FrameRequestOptions,
  ): Promise<FrameRequestResult<T>>;
  /** Sends a request built with createFrameRequest (so a caller can check its params before anything else). */
  send<T extends FrameRequestType>(
    request: FrameRequestMessage<T>,
    options?: FrameRequestOptions,
  ): Promise<FrameRequestResult<T>>;
  /** Asks the frame to reload itself (RELOAD): requests then wait until it is ready again. */
  reload(): void;
  /** Removes the frame, stops listening and rejects every pending request. */
  destroy(): void;
}

interface Pending {
  request: FrameRequestMessage;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

const alertError = (code: FrameAlert) =>
  errorOfCode(EmbeddedWalletAlerts[code], { code: code satisfies WalletDockErrorCode });

/** The text of an aborted request: RPC requests were aborted; the others went wrong (the Farcaster URI request just failed). */
export function abortedRequestMessage(type: FrameRequestType): string {
  if (type === 'RPC_REQUEST') return ErrorMessages.requestAborted;
  return type === 'GET_FARCASTER_URI' ? ErrorMessages.anErrorOccurred : ErrorMessages.somethingWentWrong;
}

/** Creates the frame (hidden) in the page and starts listening to it. Browser only: call it on demand, never at import. */
export function createFrameManager(options: FrameManagerOptions): FrameManager {
  const doc = options.document ?? globalThis.document;
  const win = doc.defaultView as Window;
  const frameOrigin = new URL(options.frameUrl).origin;
  const limits = {
    load: IFRAME_LOAD_TIMEOUT_MS,
    request: IFRAME_REQUEST_TIMEOUT_MS,
    readyDelay: IFRAME_READY_DELAY_MS,
    ...options.timeouts,
  };
  const element = createFrameElement(doc, options.frameUrl, options.anchor ?? (() => null));
  const pending = new Map<string, Pending>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => (timers.delete(timer), fn()), ms);
    timers.add(timer);
    return timer;
  };
  let destroyed = false;

  let settleReady: { resolve(): void; reject(error: unknown): void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  const nextReady = () => {
    const promise = new Promise<void>((resolve, reject) => (settleReady = { resolve, reject }));
    // Nothing may wait on it unobserved: a failed load is reported through the requests that waited, and the alert.
    promise.catch(() => undefined);
    return promise;
  };
  let readyPromise = nextReady();
  let isReady = false;
  let loaded = false;
  const abortPending = () => {
    for (const [id, entry] of pending) {
      pending.delete(id);
      clearTimeout(entry.timer);
      entry.reject(new FrameRequestFailedError(abortedRequestMessage(entry.request.type)));
    }
  };
  const loadTimer = later(limits.load, () => {
    const error = alertError('IFRAME_LOAD_FAILED');
    settleReady.reject(error);
    options.onAlert?.('IFRAME_LOAD_FAILED', error);
  });

  const settle = (id: string, message: ParsedFrameMessage) => {
    const entry = pending.get(id);
    if (!entry) return;
    pending.delete(id);
    clearTimeout(entry.timer);
    if (message.kind === 'invalid') {
      entry.reject(new FrameRequestFailedError(ErrorMessages.anErrorOccurred, { cause: new Error(message.reason) }));
      options.onUnknown?.(message.reason);
      return;
    }
    try {
      entry.resolve(replyResult(entry.request, message));
    } catch (error) {
      entry.reject(error);
      // The frame did not know the request (a reply named `_ERROR`): an unknown request.
      if (message.kind === 'reply' && message.type === undefined)
        options.onUnknown?.(message.ok ? '' : message.error.message);
    }
  };

  const onMessage = (event: MessageEvent) => {
    // Only the frame's own window at the frame's origin speaks for the wallet.
    if (event.origin !== frameOrigin || event.source === null || event.source !== element.iframe.contentWindow) return;
    const message = parseFrameMessage(event.data);
    if (!message) return;
    if (message.kind === 'event') {
      if (message.type === 'FRAME_READY') {
        clearTimeout(loadTimer);
        timers.delete(loadTimer);
        const again = loaded;
        loaded = true;
        if (again) {
          // The frame reloaded: its pending requests died with the old page; new ones wait for this one.
          abortPending();
          if (isReady) readyPromise = nextReady();
          isReady = false;
        }
        later(limits.readyDelay, () => {
          if (isReady) return;
          isReady = true;
          settleReady.resolve();
          if (again) options.onReload?.();
        });
      } else if (message.type === 'SESSION_UPDATE') options.onSessionUpdate?.(message.payload);
      return;
    }
    // An event this version does not know is left alone (a newer frame may send more).
    if (message.id !== undefined) settle(message.id, message);
  };
  win.addEventListener('message', onMessage);

  const send = async <T extends FrameRequestType>(
    request: FrameRequestMessage<T>,
    requestOptions: FrameRequestOptions = {},
  ) => {
    // The current readiness (a reload starts a new one while earlier callers still wait on theirs).
    for (let current = readyPromise; ; current = readyPromise) {
      await current;
      if (current === readyPromise) break;
    }
    if (destroyed) throw new FrameRequestFailedError(abortedRequestMessage(request.type));
    const target = element.iframe.contentWindow;
    if (!target) throw new NotInitializedError(ErrorMessages.iframeNotSet);
    const timeoutMs = requestOptions.timeoutMs ?? (TIMED_REQUESTS.includes(request.type) ? limits.request : undefined);
    return new Promise<FrameRequestResult<T>>((resolve, reject) => {
      const entry: Pending = { request, resolve: resolve as (value: unknown) => void, reject, timer: undefined };
      if (timeoutMs !== undefined) {
        entry.timer = later(timeoutMs, () => {
          if (!pending.delete(request.id)) return;
          const error = alertError('IFRAME_REQUEST_TIMEOUT');
          reject(error);
          options.onAlert?.('IFRAME_REQUEST_TIMEOUT', error);
        });
      }
      pending.set(request.id, entry);
      target.postMessage(request, frameOrigin);
    });
  };

  return {
    frameOrigin,
    element,
    ready: () => readyPromise,
    // A request whose parameters break the protocol's rules rejects here, never reaching the frame.
    request: (type, params, requestOptions) =>
      Promise.resolve().then(() => send(createFrameRequest(type, params), requestOptions)),
    send,
    reload() {
      if (destroyed || !isReady) return;
      void send(createFrameRequest('RELOAD', {})).catch(() => undefined);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      win.removeEventListener('message', onMessage);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      abortPending();
      settleReady.reject(alertError('IFRAME_LOAD_FAILED'));
      element.remove();
    },
  };
}
