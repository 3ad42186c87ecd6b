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
}

/** Builds faucet/web into outDir. */
export async function buildFaucetWeb(options: BuildFaucetWebOptions): Promise<void> {
  await buildVite(fileURLToPath(new URL('./vite.config.ts', import.meta.url)), options);
}

/** Builds any of our Vite apps (faucet/web, examples/*) into outDir with VITE_RPC_URL/VITE_EXPLORER_URL set. */
export async function buildVite(configFile: string, options: Omit<BuildFaucetWebOptions, 'mode'> & { mode: string }): Promise<void> {
  const { build } = await import('vite');
  const saved = { rpc: process.env.VITE_RPC_URL, explorer: process.env.VITE_EXPLORER_URL };
  if (options.rpcUrl) process.env.VITE_RPC_URL = options.rpcUrl;
  if (options.explorerUrl) process.env.VITE_EXPLORER_URL = options.explorerUrl;
  try {
    await build({ configFile, mode: options.mode, logLevel: 'warn', build: { outDir: options.outDir, emptyOutDir: true } });
  } finally {
    restore('VITE_RPC_URL', saved.rpc);
    restore('VITE_EXPLORER_URL', saved.explorer);
  }
}

function restore(key: string, value: string | undefined): void {
  if (value === undefined) delete process.env[key];
  else process.env[key] = value;
}
