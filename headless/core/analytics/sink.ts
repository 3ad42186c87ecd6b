/**
 * Forwards an instance's tracked events to the hosted analytics API. The client and its event
 * list load on the first event worth sending, so hosts without analytics never download them.
 */
import type { Analytics } from './analytics';
import type { WalletDirectory } from '../directory/client';
import type { RemoteOptions } from '../directory/lazy';
import type { EventSink, WalletDockEvent } from '../model/events';

/**
 * The event sink that forwards tracked events to analytics when it is on and a projectId is set
 * (otherwise undefined: nothing to load, nothing to send).
 */
export function analyticsSink(options: RemoteOptions, directory: WalletDirectory): EventSink | undefined {
  if (!options.projectId || !options.analytics) return undefined;
  let analytics: Promise<{ client: Analytics; names: readonly string[] }> | undefined;
  const load = async () => {
    const [{ createAnalytics }, { ANALYTICS_EVENTS }] = await Promise.all([import('./analytics'), import('./events')]);
    const client = createAnalytics({
      projectId: options.projectId,
      baseUrl: options.analyticsUrl,
      fetch: options.fetch,
    });
    // The project's remote switch decides; a failed config fetch turns analytics off.
    await client.loadConfig(directory);
    return { client, names: ANALYTICS_EVENTS };
  };
  return (event: WalletDockEvent) => {
    if (event.data.event === 'MODAL_CREATED') return;
    analytics ??= load();
    void analytics
      .then(({ client, names }) => {
        if (!names.includes(event.data.event)) return;
        return client.track(event.data.event as Parameters<Analytics['track']>[0], {
          properties: event.data.properties,
          address: options.address(),
        });
      })
      .catch(() => undefined);
  };
}
