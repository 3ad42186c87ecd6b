// `npm run faucet:server`: the faucet API (and the faucet page when STATIC_DIR is set), configured by environment:
// PORT, HOST (127.0.0.1), RPC_URL, CHAIN_ID (33322), FAUCET_PRIVATE_KEY, FAUCET_AMOUNT, COOLDOWN_MS, DATABASE_URL or
// DATA_DIR, TRUST_PROXY, STATIC_DIR, LOG_LEVEL, SHUTDOWN_GRACE_MS and the limits listed in faucet/server/README.md.
// Logs JSON lines on stdout, the first "faucet listening on <url>"; secrets are never logged. SIGTERM: no new claims,
// the claims in hand finish or stay queued in the ledger, then it exits.
import { createServerLogger, exitOnSignals } from 'walletdock/server/node';
import { describeConfig, loadConfig } from './config';
import { startFaucetServer } from './app';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createServerLogger({
    name: 'faucet',
    level: config.logLevel,
    fields: { instance: config.instanceId },
  });
  const faucet = await startFaucetServer(config, { logger });
  logger.info(
    { url: faucet.url, config: describeConfig(config), faucetAddress: faucet.sender.account.address },
    `faucet listening on ${faucet.url}`,
  );
  exitOnSignals('faucet', () => faucet.close(), { logger, forceAfterMs: config.shutdownGraceMs + 8_000 });
}

main().catch((error: unknown) => {
  createServerLogger({ name: 'faucet' }).error(
    { err: error },
    `faucet did not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
