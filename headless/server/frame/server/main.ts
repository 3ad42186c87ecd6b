// `npm run frame`: the wallet frame server, configured by environment (see README.md in this folder): PORT, HOST,
// PUBLIC_URL, DATABASE_URL or DATA_DIR, FRAME_SECRET, ALLOWED_ORIGINS, SMTP_URL, OIDC_PROVIDERS, CHAINS, … Run from
// the source tree without PAGE_DIR, it first builds the page into .data/frame-page. Secrets are never logged.
import { resolve } from 'node:path';
import { exitOnSignals } from 'walletdock/server/node';
import { describeFrameConfig, loadFrameConfig, pageBuilt } from './config';
import { startFrameServer } from './app';

async function main(): Promise<void> {
  const config = loadFrameConfig();
  if (!pageBuilt(config) && !process.env.PAGE_DIR) {
    config.pageDir = resolve('.data/frame-page');
    const { buildFramePage } = await import('../page/build');
    await buildFramePage(config.pageDir);
  }
  const frame = await startFrameServer(config);
  console.log(`frame listening on ${frame.url}`, JSON.stringify(describeFrameConfig(config)));
  exitOnSignals('frame', () => frame.close());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
