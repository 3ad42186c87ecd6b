// The wallet frame page. It answers only its parent window, and only when the parent (and every ancestor) is an
// allowed origin: the browser already refuses other embedders (CSP frame-ancestors), and the page checks again
// (location.ancestorOrigins, else the referrer) before it listens. Messages are accepted only from the parent
// window at that origin, replies go only to that origin, and every message is parsed by the protocol module.
import {
  createFrameEvent,
  frameFailure,
  frameSuccess,
  parseFrameRequest,
  FRAME_PROTOCOL_VERSION,
  type AnyFrameRequest,
} from '../../../core/embedded/protocol';
import type { FrameError } from '../../../core/embedded/messages';
import * as ErrorMessages from '../../../core/model/error-messages';
import { isOriginAllowed } from '../../../core/model/validation';
import { configReplySchema } from '../api-schemas';
import { ApiError, FrameApi } from './api';
import { Approvals } from './approve';
import { createHandlers, type Handlers } from './handlers';
import { setFrameLocale, t } from './i18n/language';
import { RpcError } from './rpc/common';
import { FrameSession } from './session';
import { Vault } from './vault';

function refuse(root: HTMLElement, text: string): void {
  const p = document.createElement('p');
  p.className = 'refused';
  p.textContent = text;
  root.replaceChildren(p);
}

function toFrameError(error: unknown): FrameError {
  if (error instanceof RpcError) return { message: error.message, rpcCode: error.rpcCode };
  if (error instanceof ApiError)
    return {
      message: error.message,
      ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: Math.round(error.retryAfterMs) }),
    };
  // viem errors: their short message only (the long one lists request details).
  const e = error as { shortMessage?: unknown; message?: unknown; code?: unknown };
  const message =
    typeof e?.shortMessage === 'string'
      ? e.shortMessage
      : typeof e?.message === 'string'
        ? e.message
        : ErrorMessages.anErrorOccurred;
  return {
    message: message || ErrorMessages.anErrorOccurred,
    ...(typeof e?.code === 'number' ? { rpcCode: e.code } : {}),
  };
}

function ancestorOrigins(): string[] {
  const list = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  if (list) return Array.from(list);
  try {
    return document.referrer ? [new URL(document.referrer).origin] : [];
  } catch {
    return [];
  }
}

async function boot(): Promise<void> {
  const root = document.getElementById('app')!;
  // The browser's language until the app names its own (SYNC_DAPP_DATA).
  const browserLanguage = setFrameLocale();
  if (window.parent === window)
    return browserLanguage.then(() => refuse(root, t('This is a wallet frame. Open it from an app.')));
  const api = new FrameApi();
  const config = await api.call('/api/config', configReplySchema);
  const ancestors = ancestorOrigins();
  const hostOrigin = ancestors[0];
  if (!hostOrigin || !ancestors.every((origin) => isOriginAllowed(origin, config.allowedOrigins))) {
    return browserLanguage.then(() => refuse(root, t('This app is not allowed to use this wallet.')));
  }
  const post = (message: unknown) => window.parent.postMessage(message, hostOrigin);
  let user: () => Promise<unknown> = async () => null;
  // Reading the user may read the chain (the smart account's deployment): updates are posted in the order they came.
  let updates = Promise.resolve();
  const notify = () => {
    updates = updates.then(async () => {
      try {
        post(createFrameEvent('SESSION_UPDATE', { user: (await user()) as never }));
      } catch (error) {
        console.warn('[wallet frame] the user could not be read', error);
      }
    });
  };
  const vault = new Vault();
  const session = new FrameSession(api, vault, hostOrigin, notify);
  const restored = session.restore().catch(() => undefined);
  const approvals = new Approvals(root, () => undefined);
  const created = createHandlers({ config, api, session, vault, approvals, root, hostOrigin, restored, notify });
  user = created.user;
  const handlers: Handlers = created.handlers;

  window.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== window.parent || event.origin !== hostOrigin) return;
    const parsed = parseFrameRequest(event.data);
    if (!parsed) return;
    if (!parsed.ok) return post(frameFailure(parsed, parsed.error));
    const request: AnyFrameRequest = parsed.request;
    const run = handlers[request.type] as (params: unknown) => Promise<never>;
    run(request.params).then(
      (result) => post(frameSuccess(request, result)),
      (error: unknown) => post(frameFailure(request, toFrameError(error))),
    );
  });
  post(createFrameEvent('FRAME_READY', { version: FRAME_PROTOCOL_VERSION }));
}

void boot().catch(async (error: unknown) => {
  await setFrameLocale();
  refuse(
    document.getElementById('app')!,
    t('The wallet could not start: {message}', { message: error instanceof Error ? error.message : String(error) }),
  );
});
