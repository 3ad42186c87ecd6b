// The frame server's environment for development and tests: the local mailbox, the local OpenID provider, the
// devnet, and the host pages allowed to embed the frame. Not for production (the secret is passed in, or random).
import { DEVNET_CHAIN_NAME } from 'walletdock/testing';
import { randomBytes } from 'node:crypto';
import type { FrameChain, OidcProviderConfig } from 'walletdock/server/frame';

/** What a development frame needs to know. */
export interface DevFrameEnvOptions {
  port: number;
  smtpUrl: string;
  providers: OidcProviderConfig[];
  /** Host pages that may embed the frame (exact origins or patterns). */
  allowedOrigins: string[];
  chains: FrameChain[];
  /** The built page; without it the frame's `npm run frame` entry builds the page from source first. */
  pageDir?: string;
  dataDir?: string;
  databaseUrl?: string;
  /** The ERC-4337 bundler for smart accounts on `smartAccountNetworks` (chain numbers). */
  bundlerUrl?: string;
  smartAccountNetworks?: number[];
  /** The blockchain API the smart accounts use for gas sponsorship and smart sessions. */
  blockchainApiUrl?: string;
  /** Default: 32 random bytes (sessions then end when the server restarts with another one). */
  secret?: string;
  /** Sign In With Farcaster through this relay (farcaster-relay.ts), verified against this RPC's ID registry. */
  farcaster?: { relayUrl: string; rpcUrl: string };
}

/** The devnet as a frame network. */
export function devnetChain(rpcUrl: string, chainId = 33322): FrameChain {
  // The name the modal shows for the devnet: the frame's approval names the same network the same way.
  return {
    id: `eip155:${chainId}`,
    name: DEVNET_CHAIN_NAME,
    rpcUrl,
    nativeCurrency: { name: 'Avent', symbol: 'AVENT', decimals: 18 },
  };
}

/** The environment variables of a development frame server. */
export function devFrameEnv(o: DevFrameEnvOptions): Record<string, string> {
  return {
    PORT: String(o.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${o.port}`,
    FRAME_SECRET: o.secret ?? randomBytes(32).toString('hex'),
    SMTP_URL: o.smtpUrl,
    MAIL_FROM: 'Wallet (development) <wallet@localhost>',
    OIDC_PROVIDERS: JSON.stringify(o.providers),
    OIDC_ALLOW_HTTP: '1',
    ALLOWED_ORIGINS: o.allowedOrigins.join(','),
    CHAINS: JSON.stringify(o.chains),
    ...(o.pageDir ? { PAGE_DIR: o.pageDir } : {}),
    ...(o.dataDir ? { DATA_DIR: o.dataDir } : {}),
    ...(o.databaseUrl ? { DATABASE_URL: o.databaseUrl } : {}),
    ...(o.bundlerUrl
      ? { BUNDLER_URL: o.bundlerUrl, SMART_ACCOUNT_NETWORKS: (o.smartAccountNetworks ?? []).join(',') }
      : {}),
    ...(o.blockchainApiUrl ? { BLOCKCHAIN_API_URL: o.blockchainApiUrl } : {}),
    ...(o.farcaster ? { FARCASTER_RELAY_URL: o.farcaster.relayUrl, FARCASTER_RPC_URL: o.farcaster.rpcUrl } : {}),
  };
}
