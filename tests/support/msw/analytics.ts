// HTTP fixture of the analytics host (POST /e): records each body after parsing it with the production schema.
import { http, HttpResponse } from 'msw';
import { analyticsBodySchema, type AnalyticsBody } from '../../../headless/core/analytics/events';

/** Fake analytics host used by tests. */
export const ANALYTICS_URL = 'https://analytics.walletdock.test';

/** One received event: its parsed body and its query (projectId, st, sv). */
export interface ReceivedEvent {
  body: AnalyticsBody;
  query: URLSearchParams;
}

/** msw handler for POST /e; `status` makes the host fail, `networkError` drops the connection. */
export function analyticsFixture(options: { baseUrl?: string; status?: number; networkError?: boolean } = {}) {
  const received: ReceivedEvent[] = [];
  const handlers = [
    http.post(`${options.baseUrl ?? ANALYTICS_URL}/e`, async ({ request }) => {
      if (options.networkError) return HttpResponse.error();
      const body = analyticsBodySchema.parse(await request.json());
      received.push({ body, query: new URL(request.url).searchParams });
      if (options.status) return new HttpResponse(null, { status: options.status });
      return new HttpResponse(null, { status: 202 });
    }),
  ];
  return { handlers, received };
}
