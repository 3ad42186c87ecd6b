// Analytics events: the tracked event names and the POST /e body.
import * as z from 'zod/mini';

/** Event names the SDK tracks, plus MODAL_CREATED which is never sent. */
export const ANALYTICS_EVENTS = [
  'MODAL_CREATED',
  'SIWX_AUTH_SUCCESS',
  'SIWX_AUTH_ERROR',
  'CLICK_CANCEL_SIWX',
  'SWITCH_NETWORK',
  'SEND_INITIATED',
  'SEND_SUCCESS',
  'PAY_MODAL_OPEN',
  'PAY_INITIATED',
  'PAY_SUCCESS',
  'PAY_ERROR',
  'DISCONNECT_SUCCESS',
  'DISCONNECT_ERROR',
  'CONNECT_SUCCESS',
  'ERROR_FETCH_TRANSACTIONS',
] as const;

/** One tracked event name. */
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/** props of a tracked event: its data plus the connected address (if any). */
export const trackPropsSchema = z.object({
  type: z.literal('track'),
  event: z.enum(ANALYTICS_EVENTS),
  properties: z.optional(z.record(z.string(), z.unknown())),
  address: z.optional(z.string()),
});

/** props of an error report. */
export const errorPropsSchema = z.object({
  type: z.literal('error'),
  event: z.string(),
  errorType: z.string(),
  errorMessage: z.string(),
  stackTrace: z.optional(z.string()),
});

/** The POST /e body; the fixtures and the client both go through it. */
export const analyticsBodySchema = z.object({
  eventId: z.uuid(),
  url: z.string(),
  domain: z.string(),
  timestamp: z.int().check(z.minimum(0)),
  props: z.discriminatedUnion('type', [trackPropsSchema, errorPropsSchema]),
});

/** A parsed analytics request body. */
export type AnalyticsBody = z.infer<typeof analyticsBodySchema>;
