// `npm run frame`: the wallet frame server, configured by environment (see README.md in this folder): PORT, HOST,
// PUBLIC_URL, DATABASE_URL or DATA_DIR, FRAME_SECRET, ALLOWED_ORIGINS, SMTP_URL, OIDC_PROVIDERS, CHAINS, LOG_LEVEL,
// SHUTDOWN_GRACE_MS, … Run from the source tree without PAGE_DIR, it first builds the page into .data/frame-page.
// Logs JSON lines on stdout, the first "frame listening on <url>"; secrets are never logged.
import { resolve } from 'node:path';
import { createServerLogger, exitOnSignals } from 'walletdock/server/node';
import { describeFrameConfig, loadFrameConfig, pageBuilt } from './config';
import { startFrameServer } from './app';

async function main(): Promise<void> {
  const config = loadFrameConfig();
  const logger = createServerLogger({ name: 'frame', level: config.logLevel, fields: { instance: config.instanceId } });
  if (!pageBuilt(config) && !process.env.PAGE_DIR) {
    config.pageDir = resolve('.data/frame-page');
    const { buildFramePage } = await import('../page/build');
    await buildFramePage(config.pageDir);
  }
  const frame = await startFrameServer(config, { logger });
  logger.info({ url: frame.url, config: describeFrameConfig(config) }, `frame listening on ${frame.url}`);
  exitOnSignals('frame', () => frame.close(), { logger, forceAfterMs: config.shutdownGraceMs + 5_000 });
}

main().catch((error: unknown) => {
  createServerLogger({ name: 'frame' }).error(
    { err: error },
    `frame did not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
