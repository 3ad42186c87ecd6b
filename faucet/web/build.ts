/**
 * Builds the faucet page with Vite's JS API (used by `npm start` and the e2e stack). mode 'demo' offers the
 * development wallet; 'production' contains no test-wallet code. `rpcUrl`/`explorerUrl` are baked in.
 */
import { fileURLToPath } from 'node:url';

/** Options of buildFaucetWeb. */
export interface BuildFaucetWebOptions {
  outDir: string;
  mode: 'demo' | 'production';
  rpcUrl?: string;
  explorerUrl?: string;
  /** The wallet frame's URL (email and social login), baked in as VITE_EMBEDDED_FRAME_URL. */
  frameUrl?: string;
  /** The blockchain API the page's account data comes from (VITE_BLOCKCHAIN_API_URL). */
  blockchainApiUrl?: string;
}

/** Builds faucet/web into outDir. */
export async function buildFaucetWeb(options: BuildFaucetWebOptions): Promise<void> {
  await buildVite(fileURLToPath(new URL('./vite.config.ts', import.meta.url)), options);
}

/**
 * Builds any of our Vite apps (faucet/web, examples/*) into outDir with VITE_RPC_URL, VITE_EXPLORER_URL,
 * VITE_BLOCKCHAIN_API_URL and VITE_EMBEDDED_FRAME_URL set (read by the apps as import.meta.env.VITE_…).
 */
export async function buildVite(
  configFile: string,
  options: Omit<BuildFaucetWebOptions, 'mode'> & { mode: string },
): Promise<void> {
  const { build } = await import('vite');
  const vars: Record<string, string | undefined> = {
    VITE_RPC_URL: options.rpcUrl,
    VITE_EXPLORER_URL: options.explorerUrl,
    VITE_BLOCKCHAIN_API_URL: options.blockchainApiUrl,
    VITE_EMBEDDED_FRAME_URL: options.frameUrl,
  };
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  for (const [k, v] of Object.entries(vars)) if (v) process.env[k] = v;
  try {
    await build({
      configFile,
      mode: options.mode,
      logLevel: 'warn',
      build: { outDir: options.outDir, emptyOutDir: true },
    });
  } finally {
    for (const [k, v] of Object.entries(saved)) restore(k, v);
  }
}

function restore(key: string, value: string | undefined): void {
  if (value === undefined) delete process.env[key];
  else process.env[key] = value;
}
