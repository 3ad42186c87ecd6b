// wagmi's connection state, read by the names both majors export: wagmi 3 renamed getAccount/watchAccount to
// getConnection/watchConnection and keeps the old names as aliases, wagmi 2 (what RainbowKit and ConnectKit apps run)
// has only the old ones. Importing them from here lets one build of walletdock run on a host's @wagmi/core 2 or 3,
// with no second copy of wagmi in the host's bundle.
export {
  getAccount as getConnection,
  watchAccount as watchConnection,
  type GetAccountReturnType as GetConnectionReturnType,
} from '@wagmi/core';
