// The servers' structured logs: one JSON object per line (pino), so an operator's log pipeline can filter by level,
// request id, route or dependency. Everything the servers log goes through this one module: pino stays a detail
// behind the small ServerLogger type, and secrets are removed here, whoever logs them — by field name (keys,
// passwords, tokens, cookies, URLs that carry credentials) and inside error messages and stacks (a database URL's
// password, a token in a query string).
import { destination, pino, stdSerializers, stdTimeFunctions, type DestinationStream } from 'pino';

/** The levels a server logs at; `silent` logs nothing. */
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'silent';

/** Fields of one log line (the message goes beside them). An `err` field is logged with its type, message and stack. */
export type LogFields = Record<string, unknown>;

/** What the servers log with. */
export interface ServerLogger {
  error(fields: LogFields, message: string): void;
  warn(fields: LogFields, message: string): void;
  info(fields: LogFields, message: string): void;
  debug(fields: LogFields, message: string): void;
  /** A logger that adds `fields` to every line (a component, an instance id). */
  child(fields: LogFields): ServerLogger;
}

/** Options of createServerLogger. */
export interface ServerLoggerOptions {
  /** The server's name, on every line as `name` (faucet, blockchain-api, frame). */
  name: string;
  /** Default info. */
  level?: LogLevel;
  /** Where lines go (default stdout); anything with `write(line)`, e.g. a test's collector. */
  destination?: DestinationStream;
  /** Fields on every line (an instance id). */
  fields?: LogFields;
}

/** Every value under these field names is replaced by "[redacted]", at the top of a line and one level down. */
const SECRET_FIELDS = new Set([
  'password',
  'secret',
  'token',
  'privateKey',
  'authorization',
  'cookie',
  'databaseUrl',
  'smtpUrl',
  'payoutKey',
  'apiKey',
  'sessionToken',
  'recoverySecret',
  'FAUCET_PRIVATE_KEY',
  'DATABASE_URL',
  'SMTP_URL',
  'FRAME_SECRET',
  'ONRAMP_PAYOUT_KEY',
  'PAY_EXCHANGE_PAYOUT_KEY',
]);
const CENSOR = '[redacted]';
/** Log bytes held while stdout is not taking them, at most. */
const LOG_BUFFER_BYTES = 16 * 1024 * 1024;
/** How long the last lines may wait at exit for a stdout that takes nothing at all. */
const EXIT_FLUSH_MS = 1_000;

// Every logger of the process writes to stdout through one destination: one buffer, so the 16 MiB bound is the
// process's, and one stream to flush at exit.
let stdout: (DestinationStream & { flushSync(): void }) | undefined;
const sharedStdout = () =>
  (stdout ??= destination({ dest: 1, sync: false, maxLength: LOG_BUFFER_BYTES, retryEAGAIN: retryFullPipe }));

// At exit pino writes what is left synchronously, and retries for as long as the reader's pipe stays full: a reader
// that stopped reading (a stuck log shipper) would hold the process forever, past every shutdown bound, until the
// orchestrator kills it. Registered before pino's own exit listener (that one is added with the first logger), this
// flushes stdout first, retrying a full pipe for as long as the reader takes bytes and for EXIT_FLUSH_MS after it
// stopped, then drops the rest and leaves pino nothing to wait for.
let exiting = false;
/** Since when the flush at exit has had `left` bytes to write (stdout took none since). */
let stalled = { since: 0, left: Infinity };
process.once('exit', () => {
  if (!stdout) return;
  exiting = true;
  stalled = { since: Date.now(), left: Infinity };
  try {
    stdout.flushSync();
  } catch {
    // Stdout took nothing for EXIT_FLUSH_MS (or is gone): the lines still waiting are dropped.
  }
  stdout.flushSync = () => undefined;
});
/** sonic-boom asks on each full-pipe (EAGAIN) write whether to try again; `writing + waiting` bytes are left. */
function retryFullPipe(_error: Error, writing: number, waiting: number): boolean {
  if (!exiting) return true;
  const left = writing + waiting;
  if (left < stalled.left) stalled = { since: Date.now(), left };
  return Date.now() - stalled.since < EXIT_FLUSH_MS;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Error);

function withoutSecrets(fields: Record<string, unknown>): Record<string, unknown> | null {
  let out: Record<string, unknown> | null = null;
  for (const key of Object.keys(fields)) if (SECRET_FIELDS.has(key)) (out ??= { ...fields })[key] = CENSOR;
  return out;
}

/**
 * The line's fields with secret-named values censored, at the top and one level down; the same object when there is
 * none (a request line), so the common case copies nothing. pino's own `redact` does the same by path, but its
 * wildcard paths (`*.password`) cost ~18 µs a line, six times the rest of the line: at thousands of requests a second
 * that is a measurable share of a core.
 */
function censorSecrets(fields: Record<string, unknown>): Record<string, unknown> {
  let out: Record<string, unknown> | null = null;
  for (const key of Object.keys(fields)) {
    const value = fields[key];
    const censored = SECRET_FIELDS.has(key) ? CENSOR : isPlainObject(value) ? withoutSecrets(value) : null;
    if (censored !== null) (out ??= { ...fields })[key] = censored;
  }
  return out ?? fields;
}

/**
 * Removes secrets from free text (error messages, stacks): the password of a URL (`postgres://user:pw@host` →
 * `postgres://user:***@host`) and the value of a secret-named query or form parameter (`?token=…`).
 *
 * @example
 * redactText('connect to postgres://app:hunter2@db:5432/app failed'); // 'connect to postgres://app:***@db:5432/app failed'
 */
export function redactText(text: string): string {
  return text
    .replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^\s:@/]*):[^\s@/]*@/gi, '$1:***@')
    .replace(/([?&;](?:password|secret|token|key|code|pass|auth)=)[^&\s"']*/gi, '$1***');
}

function errorSerializer(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const out = stdSerializers.err(error) as unknown as Record<string, unknown>;
  for (const field of ['message', 'stack'])
    if (typeof out[field] === 'string') out[field] = redactText(out[field] as string);
  return out;
}

/**
 * A JSON-lines logger: `{"level":"warn","time":"…","name":"faucet","reqId":"…","msg":"…"}`.
 *
 * @example
 * const logger = createServerLogger({ name: 'faucet', level: 'info' });
 * logger.warn({ dependency: 'database', err }, 'database unavailable');
 */
export function createServerLogger(options: ServerLoggerOptions): ServerLogger {
  const config = {
    name: options.name,
    level: options.level ?? 'info',
    base: { pid: process.pid, ...options.fields },
    timestamp: stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }), log: censorSecrets },
    serializers: { err: errorSerializer, error: errorSerializer },
  };
  // Stdout is written asynchronously: lines logged while a write is under way go out together in the next one, so
  // under load a busy server makes one write per burst instead of one per request. pino flushes what is left when
  // the process exits (SIGTERM, a fatal error); a kill -9 can lose only the lines of the write in flight. A reader of
  // stdout that stops reading must not grow the server's memory without end (beyond 16 MiB waiting, lines are
  // dropped), nor hold its exit (see above).
  return pino(config, options.destination ?? sharedStdout());
}

/** A logger that drops every line. */
export const silentLogger: ServerLogger = createServerLogger({ name: 'silent', level: 'silent' });

/**
 * Says at most once per `intervalMs` per key whether to log, and how many were held back since: for errors of a loop
 * that repeats every few hundred milliseconds while a dependency is down.
 *
 * @example
 * const throttle = new LogThrottle(10_000);
 * const held = throttle.take('upkeep'); if (held !== null) logger.warn({ err, suppressed: held }, 'upkeep failed');
 */
export class LogThrottle {
  private readonly last = new Map<string, { at: number; held: number }>();

  constructor(private readonly intervalMs: number) {}

  /** null: skip this one; otherwise log it, and the number is how many were skipped since the last. */
  take(key: string, now = Date.now()): number | null {
    const entry = this.last.get(key);
    if (entry && now - entry.at < this.intervalMs) {
      entry.held += 1;
      return null;
    }
    this.last.set(key, { at: now, held: 0 });
    return entry?.held ?? 0;
  }
}
