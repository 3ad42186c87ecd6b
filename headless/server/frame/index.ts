// walletdock/server/frame: the reference wallet frame server (its own origin), for hosts that run their own.
export { startFrameServer, type FrameServer } from './server/app';
export {
  loadFrameConfig,
  describeFrameConfig,
  type FrameConfig,
  type FrameChain,
  type OidcProviderConfig,
} from './server/config';
export { frameMigrations } from './server/schema';
