// Analytics client: tracked events and rate-limited error telemetry, POST /e.
// Telemetry must never hurt the host: every send swallows its failure and reports only sent or not.
import * as z from 'zod/mini';
import { WalletDockError } from '../model/errors';
import type { AnalyticsBody, AnalyticsEventName } from './events';
import { httpStatusOf } from '../api/http';
import { createHostedApiClient, DEFAULT_ANALYTICS_URL, type HostedApiOptions } from '../api/sdk';

/** Error reports allowed per window. */
export const ERROR_TELEMETRY_MAX = 5;
/** Length of the sliding window for error reports. */
export const ERROR_TELEMETRY_WINDOW_MS = 60_000;

/** Options of createAnalytics. */
export interface AnalyticsOptions extends HostedApiOptions {
  /** features.analytics (default on); the remote config may still turn it off. */
  enabled?: boolean;
  /** Error telemetry switch, independent of event analytics (default on). */
  errorTelemetry?: boolean;
  /** The page the events come from; defaults to location.href read at send time (never at import). */
  pageUrl?: () => string | undefined;
  now?: () => number;
  /** Called once, on the first HTTP 403 (the "Invalid App Configuration" alert). */
  onForbidden?: () => void;
}

/** Data of a tracked event. */
export interface TrackOptions {
  properties?: Record<string, unknown>;
  /** The connected address, added to props. */
  address?: string;
}

/** The analytics client. Each send resolves true when a request went out and was accepted, else false. */
export interface Analytics {
  readonly enabled: boolean;
  setEnabled(enabled: boolean): void;
  /** Applies GET /getAnalyticsConfig: analytics stays on only if the project wants it (failure turns it off). */
  loadConfig(source: { fetchAnalyticsEnabled(signal?: AbortSignal): Promise<boolean> }): Promise<boolean>;
  track(event: AnalyticsEventName, options?: TrackOptions): Promise<boolean>;
  /** Error telemetry: at most 5 reports per sliding 60 s; `event` names where it happened. */
  reportError(error: unknown, event?: string): Promise<boolean>;
  disableErrorTelemetry(): void;
}

function randomId(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const b = globalThis.crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

function domainOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

const defaultPageUrl = () => (globalThis as { location?: { href?: string } }).location?.href;

/** Creates the analytics client. Making it sends nothing; without a projectId it never sends. */
export function createAnalytics(options: AnalyticsOptions = {}): Analytics {
  const now = options.now ?? Date.now;
  const pageUrl = options.pageUrl ?? defaultPageUrl;
  const http = createHostedApiClient(options, DEFAULT_ANALYTICS_URL);
  let enabled = options.enabled ?? true;
  let errorTelemetry = options.errorTelemetry ?? true;
  let forbiddenReported = false;
  let errorTimes: number[] = [];

  async function send(props: AnalyticsBody['props']): Promise<boolean> {
    if (!options.projectId) return false;
    try {
      const url = pageUrl() ?? '';
      const body: AnalyticsBody = { eventId: randomId(), url, domain: domainOf(url), timestamp: now(), props };
      await http.post('/e', z.unknown(), { body });
      return true;
    } catch (error) {
      if (httpStatusOf(error) === 403 && !forbiddenReported) {
        forbiddenReported = true;
        options.onForbidden?.();
      }
      return false;
    }
  }

  return {
    get enabled() {
      return enabled;
    },
    setEnabled(value) {
      enabled = value;
    },
    async loadConfig(source) {
      const remote = await source.fetchAnalyticsEnabled().catch(() => false);
      enabled = enabled && remote;
      return enabled;
    },
    track(event, opts = {}) {
      // MODAL_CREATED is only an internal lifecycle marker; it is never worth a request.
      if (!enabled || event === 'MODAL_CREATED') return Promise.resolve(false);
      const props: AnalyticsBody['props'] = { type: 'track', event };
      if (opts.properties) props.properties = opts.properties;
      if (opts.address) props.address = opts.address;
      return send(props);
    },
    reportError(error, event = 'SDK_ERROR') {
      if (!errorTelemetry) return Promise.resolve(false);
      const t = now();
      errorTimes = errorTimes.filter((at) => at > t - ERROR_TELEMETRY_WINDOW_MS);
      if (errorTimes.length >= ERROR_TELEMETRY_MAX) return Promise.resolve(false);
      errorTimes.push(t);
      const e = error instanceof Error ? error : new Error(String(error));
      const errorType = e instanceof WalletDockError ? e.code : e.name;
      return send({ type: 'error', event, errorType, errorMessage: e.message, stackTrace: e.stack });
    },
    disableErrorTelemetry() {
      errorTelemetry = false;
    },
  };
}
