// Loads and starts @walletconnect/universal-provider. The only runtime imports of WalletConnect
// code are the dynamic ones below: a host that only uses browser wallets never downloads it.
import type UniversalProviderClass from '@walletconnect/universal-provider';
import type { WcKeyValueStorage } from './storage';

/** The universal provider instance type. */
export type WcUniversalProvider = UniversalProviderClass;

/** App metadata shown to the wallet (SPEC §3 "App metadata"). */
export interface WcMetadata {
  name: string;
  description: string;
  url: string;
  icons: string[];
}

export interface LoadProviderOptions {
  projectId: string;
  relayUrl: string | undefined;
  metadata: WcMetadata;
  storage: WcKeyValueStorage;
  customStoragePrefix: string | undefined;
  telemetryEnabled: boolean;
  /** pino level of the provider's logger. */
  logLevel: string;
  /** Receives every message the provider logs at error level or above (alert mapping). */
  onLoggedError: (message: unknown) => void;
}

/** Imports the universal provider and initialises it (restoring any stored session). */
export async function loadUniversalProvider(options: LoadProviderOptions): Promise<WcUniversalProvider> {
  const [{ UniversalProvider }, { pino }] = await Promise.all([
    import('@walletconnect/universal-provider'),
    import('@walletconnect/logger'),
  ]);
  const logger = pino({
    level: options.logLevel,
    hooks: {
      // Relay rejections ("Unauthorized: invalid key", ...) only surface through the logger.
      logMethod(args, method, level) {
        if (level >= 50) for (const arg of args) options.onLoggedError(arg);
        method.apply(this, args);
      },
    },
  });
  return UniversalProvider.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: options.metadata,
    // The core only calls the IKeyValueStorage methods ours implements.
    storage: options.storage as never,
    customStoragePrefix: options.customStoragePrefix,
    telemetryEnabled: options.telemetryEnabled,
    logger,
  });
}
