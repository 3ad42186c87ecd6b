// `npm run api`: the blockchain API configured by environment (see config.ts and README.md). Prints
// "blockchain API listening on <url>" once it serves; SIGINT/SIGTERM hand the indexer lease over and exit.
import { exitOnSignals } from '../http/shutdown';
import { createBlockchainApi } from './app';
import { describeBlockchainApiConfig, loadBlockchainApiConfig } from './config';

async function main(): Promise<void> {
  const config = loadBlockchainApiConfig();
  const api = await createBlockchainApi(config);
  console.log(`blockchain API listening on ${api.url}`, JSON.stringify(describeBlockchainApiConfig(config)));
  exitOnSignals('blockchain API', () => api.close());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
