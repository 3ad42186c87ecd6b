// walletdock/server/node: the floor the package's own servers (the faucet, the blockchain API, the wallet frame)
// build on, for Node (node:http, worker threads): the database (db/), HTTP (http/), worker threads (worker/) and the
// environment (env.ts).
// Kept apart from walletdock/server, whose sign-in helpers must stay bundleable for edge runtimes.
export * from './db';
export * from './http';
export { startModuleWorker, type WorkerRpc } from './worker/rpc';
export { readEnv, serverEnv, serverEnvShape, envInt, envBool, describeDatabase, type ServerEnv } from './env';
export * from './blockchain-api';
