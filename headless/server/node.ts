// walletdock/server/node: the floor the package's own servers (the faucet, the blockchain API, the wallet frame)
// build on, for Node (node:http, worker threads): the database (db/), HTTP (http/), worker threads (worker/), the
// environment (env.ts), the structured logs (log.ts) and what a dependency outage is (unavailable.ts).
// Kept apart from walletdock/server, whose sign-in helpers must stay bundleable for edge runtimes.
export * from './db';
export * from './http';
export { startModuleWorker, type WorkerRpc } from './worker/rpc';
export { readEnv, serverEnv, serverEnvShape, envInt, envBool, describeDatabase, type ServerEnv } from './env';
export {
  createServerLogger,
  redactText,
  silentLogger,
  LogThrottle,
  type LogFields,
  type LogLevel,
  type ServerLogger,
  type ServerLoggerOptions,
} from './log';
export {
  DependencyUnavailableError,
  DependencyWatch,
  isConnectionFailure,
  loopErrorReporter,
  outageOf,
  RETRY_AFTER_SECONDS,
  ServerBusyError,
  UnavailableMessages,
  type Dependency,
} from './unavailable';
export * from './blockchain-api';
