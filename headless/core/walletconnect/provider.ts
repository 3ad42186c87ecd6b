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
  /** Receives every message the provider logs at warn level or above (alert mapping). */
  onLoggedError: (message: unknown) => void;
}

// pino's numeric levels.
const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

/** Imports the universal provider and initialises it (restoring any stored session). */
export async function loadUniversalProvider(options: LoadProviderOptions): Promise<WcUniversalProvider> {
  const [{ UniversalProvider }, { pino }] = await Promise.all([
    import('@walletconnect/universal-provider'),
    import('@walletconnect/logger'),
  ]);
  // Relay rejections ("Unauthorized: invalid key", ...) only surface through the logger, mostly
  // at warn level: every warn+ record is scanned, but only the host's level is printed. pino runs
  // as its browser build in bundles (transmit/write) and as Node pino elsewhere (hooks).
  const printFrom = LEVELS[options.logLevel] ?? 50;
  const print = (level: number) => (record: object) => {
    if (level >= printFrom) console.error(record);
  };
  const logger = pino({
    level: 'warn',
    hooks: {
      logMethod(args, method, level) {
        for (const arg of args) options.onLoggedError(arg);
        if (level >= printFrom) method.apply(this, args);
      },
    },
    browser: {
      write: { warn: print(40), error: print(50), fatal: print(60) },
      transmit: {
        level: 'warn',
        send: (_level, event) => {
          for (const message of event.messages) options.onLoggedError(message);
        },
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
