// `npm run api`: the blockchain API configured by environment (see config.ts and README.md). Logs JSON lines on
// stdout, the first "blockchain API listening on <url>" once it serves; SIGINT/SIGTERM stop taking requests, let those
// in hand finish, hand the indexer lease over and exit.
import { exitOnSignals } from '../http/shutdown';
import { createServerLogger } from '../log';
import { createBlockchainApi } from './app';
import { describeBlockchainApiConfig, loadBlockchainApiConfig } from './config';

async function main(): Promise<void> {
  const config = loadBlockchainApiConfig();
  const logger = createServerLogger({
    name: 'blockchain-api',
    level: config.logLevel,
    fields: { instance: config.instanceId },
  });
  const api = await createBlockchainApi({ ...config, logger });
  logger.info({ url: api.url, config: describeBlockchainApiConfig(config) }, `blockchain API listening on ${api.url}`);
  exitOnSignals('blockchain API', () => api.close(), { logger, forceAfterMs: config.shutdownGraceMs + 5_000 });
}

main().catch((error: unknown) => {
  createServerLogger({ name: 'blockchain-api' }).error(
    { err: error },
    `blockchain API did not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
