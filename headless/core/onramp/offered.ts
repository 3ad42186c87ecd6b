// Which providers this visitor is offered, loaded on demand with the Buy panel (query.ts imports this file only
// dynamically): the provider table and the timezone rule stay out of an app's start-up code.
import { resolveBlockchainApiUrl } from '../api/blockchain-api-url';
import type { DockCore } from '../instance/dock-core';
import * as OnrampErrorMessages from './messages';
import { resolveOnrampProviders, type OnrampConfig, type OnrampProvider } from './providers';
import { currentTimezone, isRestrictedTimezone } from './timezone';

/** An instance as the on-ramp reads it: what every capability reads, and the host's `onramp` option. */
export interface OnrampDock extends DockCore {
  readonly options: DockCore['options'] & { readonly onramp?: OnrampConfig | undefined };
}

/** The providers offered to this visitor, or none and why. */
export interface OnrampProviders {
  providers: OnrampProvider[];
  /** Set when none is offered because of where the visitor is (their timezone). */
  restricted: { timezone: string; explanation: string } | undefined;
}

/**
 * The providers the host enables (`onramp.providers`, default Coinbase), none in a restricted timezone (read from
 * Intl unless `timezone` is given). Generator-backed providers need a blockchain API.
 */
export function onrampProviders(dock: OnrampDock, timezone: string | undefined = currentTimezone()): OnrampProviders {
  if (timezone !== undefined && isRestrictedTimezone(timezone)) {
    return { providers: [], restricted: { timezone, explanation: OnrampErrorMessages.onrampRestrictedTimezone } };
  }
  return {
    providers: resolveOnrampProviders(dock.options.onramp, resolveBlockchainApiUrl(dock.options) !== undefined),
    restricted: undefined,
  };
}
