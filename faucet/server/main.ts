// `npm run faucet:server`: the faucet API (and the faucet page when STATIC_DIR is set), configured by environment:
// PORT, HOST (127.0.0.1), RPC_URL, CHAIN_ID (33322), FAUCET_PRIVATE_KEY, FAUCET_AMOUNT, COOLDOWN_MS, DATABASE_URL or
// DATA_DIR, TRUST_PROXY, STATIC_DIR and the limits listed in faucet/server/README.md. Secrets are never logged.
import { exitOnSignals } from 'walletdock/server/node';
import { describeConfig, loadConfig } from './config';
import { startFaucetServer } from './app';

async function main(): Promise<void> {
  const config = loadConfig();
  const faucet = await startFaucetServer(config);
  console.log(`faucet listening on ${faucet.url}`, JSON.stringify({ ...describeConfig(config), faucetAddress: faucet.sender.account.address }));
  exitOnSignals('faucet', () => faucet.close());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
