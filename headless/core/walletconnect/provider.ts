// Loads and starts @walletconnect/universal-provider. The only runtime imports of WalletConnect
// code are the dynamic ones below: a host that only uses browser wallets never downloads it, and an app built
// without the package says how to add it when WalletConnect is first used (model/optional-peer.ts).
import type UniversalProviderClass from '@walletconnect/universal-provider';
import type { WcKeyValueStorage } from './storage';
import { optionalPeerError } from '../model/optional-peer';

/** The universal provider instance type. */
export type WcUniversalProvider = UniversalProviderClass;

/** App metadata shown to the wallet: name, description, url and icons. */
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
const LEVELS: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
};

/** The pino-shaped logger the WalletConnect clients use: level, child() and one method per level. */
interface WcLogger {
  level: string;
  child(bindings: Record<string, unknown>): WcLogger;
  trace(...args: unknown[]): void;
  debug(...args: unknown[]): void;
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
  fatal(...args: unknown[]): void;
}

/**
 * Relay rejections ("Unauthorized: invalid key", ...) only surface through the provider's logger,
 * mostly at warn level: every warn+ record is handed to `onRecord`, only the host's level is printed.
 * A small pino-shaped object rather than pino itself: no dependency on the SDK's logger package.
 */
function createWcLogger(level: string, onRecord: (record: unknown) => void): WcLogger {
  const printFrom = LEVELS[level] ?? 50;
  const method =
    (value: number) =>
    (...args: unknown[]) => {
      if (value >= 40) for (const arg of args) onRecord(arg);
      if (value >= printFrom) (value >= 50 ? console.error : console.warn)(...args);
    };
  const make = (): WcLogger => ({
    level,
    child: () => make(),
    trace: method(10),
    debug: method(20),
    info: method(30),
    warn: method(40),
    error: method(50),
    fatal: method(60),
  });
  return make();
}

/** Imports the universal provider and initialises it (restoring any stored session). */
export async function loadUniversalProvider(options: LoadProviderOptions): Promise<WcUniversalProvider> {
  let UniversalProvider: typeof import('@walletconnect/universal-provider').UniversalProvider;
  try {
    ({ UniversalProvider } = await import(/* turbopackOptional: true */ '@walletconnect/universal-provider'));
  } catch (error) {
    throw optionalPeerError(error, 'WalletConnect', '@walletconnect/universal-provider');
  }
  const logger = createWcLogger(options.logLevel, options.onLoggedError);
  return UniversalProvider.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: options.metadata,
    // The core only calls the IKeyValueStorage methods ours implements.
    storage: options.storage as never,
    customStoragePrefix: options.customStoragePrefix,
    telemetryEnabled: options.telemetryEnabled,
    // The clients only call level/child/trace..fatal on it (checked against 2.25's sources).
    logger: logger as never,
  });
}
