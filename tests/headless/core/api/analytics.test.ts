// The analytics call: POST /e with query projectId, st, sv; body eventId, url, domain, timestamp, props; skipped
// for MODAL_CREATED and when analytics is off; error telemetry limited to 5 events per 60 s and can be disabled.
import { describe, expect, it, vi } from 'vitest';
import { createAnalytics, type AnalyticsOptions } from '../../../../headless/core/analytics/analytics';
import { createWalletDirectory } from '../../../../headless/core/directory/client';
import { WalletDockError } from '../../../../headless/core/model/errors';
import { ANALYTICS_EVENTS } from '../../../../headless/core/analytics/events';
import { ANALYTICS_URL, analyticsFixture } from '../../../support/msw/analytics';
import { DIRECTORY_URL, directoryFixture } from '../../../support/msw/directory';
import { useMswServer } from '../../../support/msw/server';

const msw = useMswServer();
const PAGE = 'https://host.walletdock.test/shop?x=1';

function setup(options: Partial<AnalyticsOptions> = {}, fixture: Parameters<typeof analyticsFixture>[0] = {}) {
  const host = analyticsFixture(fixture);
  msw.server.use(...host.handlers);
  let clock = 1_700_000_000_000;
  const analytics = createAnalytics({
    baseUrl: ANALYTICS_URL,
    projectId: 'project-test',
    pageUrl: () => PAGE,
    now: () => clock,
    ...options,
  });
  return { analytics, received: host.received, tick: (ms: number) => (clock += ms) };
}

const TRACKED = ANALYTICS_EVENTS.filter((e) => e !== 'MODAL_CREATED');

describe('tracked events', () => {
  it('enumerates every tracked event', () => {
    expect(TRACKED).toEqual([
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
    ]);
  });

  it('POST /e carries projectId, st, sv and a body of eventId, url, domain, timestamp, props (data plus address)', async () => {
    const { analytics, received } = setup();
    expect(await analytics.track('CONNECT_SUCCESS', { properties: { method: 'qrcode' }, address: '0xabc' })).toBe(true);
    const [event] = received;
    expect(event!.query.get('projectId')).toBe('project-test');
    expect(event!.query.get('st')).toBe('walletdock');
    expect(event!.query.get('sv')).toBeTruthy();
    expect(event!.body).toMatchObject({ url: PAGE, domain: 'host.walletdock.test', timestamp: 1_700_000_000_000 });
    expect(event!.body.props).toEqual({
      type: 'track',
      event: 'CONNECT_SUCCESS',
      properties: { method: 'qrcode' },
      address: '0xabc',
    });
  });

  it('gives every event a fresh random uuid', async () => {
    const { analytics, received } = setup();
    for (const event of TRACKED) await analytics.track(event);
    expect(received.map((r) => r.body.props.event)).toEqual(TRACKED);
    expect(new Set(received.map((r) => r.body.eventId)).size).toBe(TRACKED.length);
  });

  it('is skipped for MODAL_CREATED', async () => {
    const { analytics } = setup();
    expect(await analytics.track('MODAL_CREATED')).toBe(false);
    expect(msw.requests).toBe(0);
  });

  it('is skipped when analytics is off', async () => {
    const { analytics } = setup({ enabled: false });
    expect(await analytics.track('SEND_SUCCESS')).toBe(false);
    analytics.setEnabled(true);
    expect(await analytics.track('SEND_SUCCESS')).toBe(true);
    expect(msw.requests).toBe(1);
  });

  it('sends nothing without a projectId', async () => {
    const { analytics } = setup({ projectId: undefined });
    expect(await analytics.track('SEND_SUCCESS')).toBe(false);
    expect(await analytics.reportError(new Error('x'))).toBe(false);
    expect(msw.requests).toBe(0);
  });
});

describe('analytics config from the directory', () => {
  const withConfig = (config: Parameters<typeof directoryFixture>[0]) => {
    const dir = directoryFixture(config);
    msw.server.use(...dir.handlers);
    return createWalletDirectory({ baseUrl: DIRECTORY_URL, projectId: 'project-test' });
  };

  it.each([
    ['isAnalyticsEnabled true keeps it on', { analyticsEnabled: true }, true],
    ['isAnalyticsEnabled false turns it off', { analyticsEnabled: false }, false],
    ['a failed analytics config fetch turns analytics off', { analyticsEnabled: { status: 500 } }, false],
  ] as const)('%s', async (_name, config, expected) => {
    const { analytics } = setup();
    expect(await analytics.loadConfig(withConfig(config))).toBe(expected);
    expect(await analytics.track('SWITCH_NETWORK')).toBe(expected);
  });

  it('a project that enables analytics cannot override the host turning it off', async () => {
    const { analytics } = setup({ enabled: false });
    expect(await analytics.loadConfig(withConfig({ analyticsEnabled: true }))).toBe(false);
  });
});

describe('error telemetry', () => {
  it('reports type, event, errorType, errorMessage and stackTrace', async () => {
    const { analytics, received } = setup();
    const error = new WalletDockError('HTTP status code: 500', { code: 'HTTP_ERROR' });
    expect(await analytics.reportError(error, 'FETCH_BALANCE')).toBe(true);
    const props = received[0]!.body.props;
    expect(props).toMatchObject({
      type: 'error',
      event: 'FETCH_BALANCE',
      errorType: 'HTTP_ERROR',
      errorMessage: 'HTTP status code: 500',
    });
    expect(props.type === 'error' && props.stackTrace).toContain('HTTP status code: 500');
  });

  it('is limited to 5 events per 60 s (sliding window)', async () => {
    const { analytics, received, tick } = setup();
    const sent: boolean[] = [];
    for (let i = 0; i < 7; i += 1) {
      sent.push(await analytics.reportError(new Error(`e${i}`)));
      tick(1_000);
    }
    expect(sent).toEqual([true, true, true, true, true, false, false]);
    tick(60_000 - 7_000 - 1); // 1 ms short of 60 s after the first report: still 5 in the window
    expect(await analytics.reportError(new Error('late'))).toBe(false);
    tick(1); // 60 s after the first report: it leaves the window
    expect(await analytics.reportError(new Error('later'))).toBe(true);
    expect(await analytics.reportError(new Error('full again'))).toBe(false);
    expect(received.map((r) => r.body.props.type === 'error' && r.body.props.errorMessage)).toEqual([
      'e0',
      'e1',
      'e2',
      'e3',
      'e4',
      'later',
    ]);
  });

  it('can be disabled', async () => {
    const off = setup({ errorTelemetry: false });
    expect(await off.analytics.reportError(new Error('x'))).toBe(false);
    const on = setup();
    on.analytics.disableErrorTelemetry();
    expect(await on.analytics.reportError(new Error('x'))).toBe(false);
    expect(msw.requests).toBe(0);
  });
});

describe('network failures never throw into the app', () => {
  it.each([
    ['a refused connection', { networkError: true }],
    ['an HTTP 500', { status: 500 }],
  ])('%s resolves false', async (_name, fixture) => {
    const { analytics } = setup({}, fixture);
    await expect(analytics.track('SEND_INITIATED')).resolves.toBe(false);
    await expect(analytics.reportError(new Error('x'))).resolves.toBe(false);
  });

  it('an HTTP 403 raises the invalid-app-configuration callback once', async () => {
    const onForbidden = vi.fn();
    const { analytics } = setup({ onForbidden }, { status: 403 });
    await analytics.track('SEND_INITIATED');
    await analytics.track('SEND_SUCCESS');
    expect(onForbidden).toHaveBeenCalledTimes(1);
  });
});
