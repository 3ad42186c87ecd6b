/**
 * walletdock/embedded/protocol: for hosts that talk to a wallet frame themselves (walletdock's own host side is
 * `walletdock/embedded`): the message protocol between an app and the frame (every message parsed by zod, a random id
 * per request matched to its reply), the RPC methods the frame accepts (safe ones answered at once, not-safe ones after
 * the user's click in the frame), and the frame manager (the frame element, its readiness, the time-outs).
 *
 * ```ts
 * import { createFrameManager } from 'walletdock/embedded/protocol';
 * const frame = createFrameManager({ frameUrl: 'https://wallet.example.com' });
 * const { isConnected } = await frame.request('IS_CONNECTED', {});
 * ```
 *
 * @module walletdock/embedded/protocol
 */
export { createFrameManager, TIMED_REQUESTS, abortedRequestMessage } from './core/embedded/manager';
export type { FrameAlert, FrameManager, FrameManagerOptions, FrameRequestOptions } from './core/embedded/manager';
export { FRAME_MIN_HEIGHT, FRAME_MIN_WIDTH } from './core/embedded/frame-element';
export type { FrameElement } from './core/embedded/frame-element';
export {
  FRAME_PROTOCOL,
  FRAME_PROTOCOL_VERSION,
  createFrameRequest,
  newRequestId,
  parseFrameMessage,
  replyResult,
} from './core/embedded/protocol';
export type {
  AnyFrameRequest,
  FrameEventMessage,
  FrameReplyMessage,
  FrameRequestMessage,
  ParsedFrameMessage,
} from './core/embedded/protocol';
export { frameEvents, frameRequests } from './core/embedded/messages';
export type {
  FrameError,
  FrameEventPayload,
  FrameEventType,
  FrameRequestParams,
  FrameRequestResult,
  FrameRequestType,
} from './core/embedded/messages';
export {
  EIP155_NOT_SAFE_METHODS,
  EIP155_SAFE_METHODS,
  SOLANA_NOT_SAFE_METHODS,
  SOLANA_SAFE_METHODS,
  isAllowedMethod,
  isNotSafeMethod,
  isSafeMethod,
} from './core/embedded/rpc-methods';
export type { EmbeddedNamespace, NotSafeMethod } from './core/embedded/rpc-methods';
