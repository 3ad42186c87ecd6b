// The embedded-wallet message protocol between a host page (the app) and the secure frame, over postMessage.
// Every message is an envelope { protocol, version, ... }: requests carry a random id, and the frame answers each
// with exactly one reply of the same id, `<TYPE>_SUCCESS` with a result or `<TYPE>_ERROR` with an error; the frame
// also sends events (FRAME_READY, SESSION_UPDATE). Both sides parse every message they receive with this module and
// ignore anything that is not an envelope of this protocol. Checking who sent a message (event.origin and
// event.source) is the caller's job: this module sees only the data.
import * as z from 'zod/mini';
import { FrameRequestFailedError } from '../model/errors/embedded';
import { InvalidInputError } from '../model/errors/validation';
import {
  frameErrorSchema,
  frameEvents,
  frameRequests,
  type FrameError,
  type FrameEventPayload,
  type FrameEventType,
  type FrameRequestParams,
  type FrameRequestResult,
  type FrameRequestType,
} from './messages';

/** The envelope's protocol name. */
export const FRAME_PROTOCOL = 'walletdock-frame';
/** The envelope's version; a frame answers FRAME_READY with the version it speaks. */
export const FRAME_PROTOCOL_VERSION = 1;

const idSchema = z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/));
const base = { protocol: z.literal(FRAME_PROTOCOL), version: z.literal(FRAME_PROTOCOL_VERSION) };
const requestEnvelope = z.strictObject({ ...base, id: idSchema, type: z.string(), params: z.optional(z.unknown()) });
const replyEnvelope = z.strictObject({
  ...base,
  id: idSchema,
  type: z.string(),
  result: z.optional(z.unknown()),
  error: z.optional(frameErrorSchema),
});
const eventEnvelope = z.strictObject({ ...base, type: z.string(), payload: z.unknown() });

type Envelope = { protocol: typeof FRAME_PROTOCOL; version: typeof FRAME_PROTOCOL_VERSION };

/** An app-to-frame request. */
export interface FrameRequestMessage<T extends FrameRequestType = FrameRequestType> extends Envelope {
  id: string;
  type: T;
  params: FrameRequestParams<T>;
}

/** Any request, discriminated by type. */
export type AnyFrameRequest = { [T in FrameRequestType]: FrameRequestMessage<T> }[FrameRequestType];

/** The frame's reply to a request of type T. */
export type FrameReplyMessage<T extends FrameRequestType = FrameRequestType> =
  | (Envelope & { id: string; type: `${T}_SUCCESS`; result: FrameRequestResult<T> })
  | (Envelope & { id: string; type: `${T}_ERROR`; error: FrameError });

/** A frame event. */
export interface FrameEventMessage<E extends FrameEventType = FrameEventType> extends Envelope {
  type: E;
  payload: FrameEventPayload<E>;
}

const isRequestType = (type: string): type is FrameRequestType => Object.hasOwn(frameRequests, type);
const isEventType = (type: string): type is FrameEventType => Object.hasOwn(frameEvents, type);

/** The first issue of a failed parse, in words ("email: Invalid email address"). */
function issueText(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const path = issue.path.filter((p) => typeof p !== 'symbol').join('.');
  return issue.code === 'custom' || path === '' ? issue.message : `${path}: ${issue.message}`;
}

/** A random request id (a UUID from the platform CSPRNG). */
export function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * Builds a request with a fresh random id; throws a WalletDockError (INVALID_INPUT) naming the first bad field when
 * `params` break the frame's rules, so a bad request never leaves the app.
 *
 * @example
 * const request = createFrameRequest('CONNECT_EMAIL', { email: 'ada@example.com' });
 * frame.contentWindow.postMessage(request, frameOrigin);
 */
export function createFrameRequest<T extends FrameRequestType>(
  type: T,
  params: FrameRequestParams<T>,
): FrameRequestMessage<T> {
  const parsed = frameRequests[type].params.safeParse(params);
  if (!parsed.success) throw new InvalidInputError(issueText(parsed.error));
  return {
    protocol: FRAME_PROTOCOL,
    version: FRAME_PROTOCOL_VERSION,
    id: newRequestId(),
    type,
    params: parsed.data as FrameRequestParams<T>,
  };
}

/** What the frame makes of a message: a valid request, a request it must refuse (with why), or not ours (null). */
export type ParsedFrameRequest =
  | { ok: true; request: AnyFrameRequest }
  | { ok: false; id: string; type: FrameRequestType | undefined; error: FrameError }
  | null;

/**
 * Frame side: parses a received message. Not an envelope of this protocol → null (ignore it). An envelope whose type
 * is unknown or whose params break the rules → ok: false with the id to answer and the reason.
 *
 * @example
 * const parsed = parseFrameRequest(event.data);
 * if (parsed && !parsed.ok) reply(frameFailure(parsed, parsed.error));
 */
export function parseFrameRequest(data: unknown): ParsedFrameRequest {
  const envelope = requestEnvelope.safeParse(data);
  if (!envelope.success) return null;
  const { id, type } = envelope.data;
  if (!isRequestType(type))
    return { ok: false, id, type: undefined, error: { message: `Unknown request ${type.slice(0, 64)}` } };
  const params = frameRequests[type].params.safeParse(envelope.data.params ?? {});
  if (!params.success) {
    const message = issueText(params.error);
    return {
      ok: false,
      id,
      type,
      error: {
        message,
        ...(type === 'RPC_REQUEST' ? { rpcCode: message.startsWith('Invalid params') ? -32602 : 4200 } : {}),
      },
    };
  }
  return { ok: true, request: { ...envelope.data, type, params: params.data } as AnyFrameRequest };
}

/** Frame side: the success reply to a request (the result is checked against the request's result shape). */
export function frameSuccess<T extends FrameRequestType>(
  request: { id: string; type: T },
  result: FrameRequestResult<T>,
): FrameReplyMessage<T> {
  const checked = frameRequests[request.type].result.parse(result) as FrameRequestResult<T>;
  return {
    protocol: FRAME_PROTOCOL,
    version: FRAME_PROTOCOL_VERSION,
    id: request.id,
    type: `${request.type}_SUCCESS`,
    result: checked,
  };
}

/** Frame side: the error reply to a request; for an unknown type the reply is `ERROR`. */
export function frameFailure(
  request: { id: string; type: FrameRequestType | undefined },
  error: FrameError,
): FrameReplyMessage {
  const checked = frameErrorSchema.parse({
    message: error.message.slice(0, 1024),
    ...(error.rpcCode === undefined ? {} : { rpcCode: error.rpcCode }),
    ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }),
  });
  return {
    protocol: FRAME_PROTOCOL,
    version: FRAME_PROTOCOL_VERSION,
    id: request.id,
    type: `${request.type ?? ''}_ERROR` as `${FrameRequestType}_ERROR`,
    error: checked,
  };
}

/** Frame side: an event message (payload checked). */
export function createFrameEvent<E extends FrameEventType>(
  type: E,
  payload: FrameEventPayload<E>,
): FrameEventMessage<E> {
  const checked = frameEvents[type].parse(payload) as FrameEventPayload<E>;
  return { protocol: FRAME_PROTOCOL, version: FRAME_PROTOCOL_VERSION, type, payload: checked };
}

/** What the app makes of a message from the frame. */
export type ParsedFrameMessage =
  | { kind: 'reply'; id: string; type: FrameRequestType; ok: true; result: unknown }
  | { kind: 'reply'; id: string; type: FrameRequestType | undefined; ok: false; error: FrameError }
  | { [E in FrameEventType]: { kind: 'event'; type: E; payload: FrameEventPayload<E> } }[FrameEventType]
  | { kind: 'invalid'; id: string | undefined; reason: string };

/**
 * App side: parses a message from the frame. Not an envelope of this protocol → null. A reply's result is checked
 * against its request type's result shape, an event's payload against its event shape; a reply or event that fails
 * its check is `invalid` (with the reply's id, so the pending request can fail instead of waiting for its time-out).
 *
 * @example
 * const message = parseFrameMessage(event.data);
 * if (message?.kind === 'reply') pending.get(message.id)?.settle(message);
 */
export function parseFrameMessage(data: unknown): ParsedFrameMessage | null {
  const reply = replyEnvelope.safeParse(data);
  if (reply.success) {
    const { id, type, result, error } = reply.data;
    const success = type.endsWith('_SUCCESS');
    const name = type.replace(/_(SUCCESS|ERROR)$/, '');
    const requestType = isRequestType(name) ? name : undefined;
    if (!success && type.endsWith('_ERROR') && error) return { kind: 'reply', id, type: requestType, ok: false, error };
    if (!success || !requestType) return { kind: 'invalid', id, reason: `Unknown reply ${type.slice(0, 64)}` };
    const checked = frameRequests[requestType].result.safeParse(result);
    if (!checked.success) return { kind: 'invalid', id, reason: issueText(checked.error) };
    return { kind: 'reply', id, type: requestType, ok: true, result: checked.data };
  }
  const event = eventEnvelope.safeParse(data);
  if (!event.success) return null;
  const { type, payload } = event.data;
  if (!isEventType(type)) return { kind: 'invalid', id: undefined, reason: `Unknown event ${type.slice(0, 64)}` };
  const checked = frameEvents[type].safeParse(payload);
  if (!checked.success) return { kind: 'invalid', id: undefined, reason: issueText(checked.error) };
  return { kind: 'event', type, payload: checked.data } as ParsedFrameMessage;
}

/**
 * App side: the typed result of a parsed reply to `request`, or a thrown WalletDockError with the frame's message
 * (and RPC code). Throws as well when the reply belongs to another request.
 */
export function replyResult<T extends FrameRequestType>(
  request: FrameRequestMessage<T>,
  reply: ParsedFrameMessage,
): FrameRequestResult<T> {
  if (reply.kind !== 'reply' || reply.id !== request.id || (reply.type !== undefined && reply.type !== request.type)) {
    throw new FrameRequestFailedError('Reply does not match the request');
  }
  if (!reply.ok)
    throw new FrameRequestFailedError(reply.error.message, {
      rpcCode: reply.error.rpcCode,
      retryAfterMs: reply.error.retryAfterMs,
    });
  return reply.result as FrameRequestResult<T>;
}
