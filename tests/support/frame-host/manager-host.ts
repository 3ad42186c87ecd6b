// A minimal host page that talks to the wallet frame through walletdock's own frame manager (createFrameManager), for
// the frame benchmark: how long until the manager counts the frame ready (FRAME_READY + its 500 ms delay), and a
// request's round trip through it. `?frame=` names the frame; `window.host` is the test's handle.
import { createFrameManager } from '../../../headless/core/embedded/manager';
import type { FrameRequestParams, FrameRequestType } from '../../../headless/core/embedded/messages';

const frameUrl = new URLSearchParams(location.search).get('frame')!;
const insertedAt = performance.now();
const manager = createFrameManager({ frameUrl });
const ready = manager.ready().then(() => performance.now() - insertedAt);

Object.assign(window, {
  host: {
    request: <T extends FrameRequestType>(type: T, params: FrameRequestParams<T>) => manager.request(type, params),
    readyAfterMs: ready,
  },
});
