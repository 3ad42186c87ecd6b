// Identity of this SDK on the hosted APIs (requests carry projectId, st = sdk type, sv = sdk version),
// and the HTTP client every hosted-API client (directory, analytics) makes from it.
import { version } from '../../../package.json';
import { createHttpClient, type HttpClient } from './http';

/** Sent as `st` on every hosted-API request. */
export const SDK_TYPE = 'walletdock';

/**
 * Sent as `sv`: the package's own version. The named JSON import is resolved when the code is
 * bundled (tsup for the published build, Vite/esbuild for tests and examples), which keeps only
 * `version` and never reads package.json at run time.
 */
export const SDK_VERSION = `walletdock-${version}`;

/** Default wallet-directory host; a host can always pass its own `baseUrl`. */
export const DEFAULT_DIRECTORY_URL = 'https://api.web3modal.org';

/** Default analytics host (POST /e); overridable like the directory's. */
export const DEFAULT_ANALYTICS_URL = 'https://pulse.walletconnect.org';

/** Where a hosted-API client sends its requests and who it says it is. */
export interface HostedApiOptions {
  /** Without a projectId no hosted request is ever made (a missing projectId only raises an alert). */
  projectId?: string;
  baseUrl?: string;
  sdkType?: string;
  sdkVersion?: string;
  clientId?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The HTTP client of a hosted API: `defaultBaseUrl` unless overridden, with projectId, st and sv on every request. */
export function createHostedApiClient(options: HostedApiOptions, defaultBaseUrl: string): HttpClient {
  return createHttpClient({
    baseUrl: options.baseUrl ?? defaultBaseUrl,
    clientId: options.clientId,
    timeoutMs: options.timeoutMs,
    fetch: options.fetch,
    defaultQuery: {
      projectId: options.projectId,
      st: options.sdkType ?? SDK_TYPE,
      sv: options.sdkVersion ?? SDK_VERSION,
    },
  });
}
