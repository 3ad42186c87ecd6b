// Which port `npm run devnet` listens on (kept apart from cli.ts so it can be imported without starting anything).

/** Default port of `npm run devnet` (the usual local node port, as hardhat/anvil). */
export const DEVNET_DEFAULT_PORT = 8545;

/** The port from `--port N`, DEVNET_PORT, PORT, or the default; throws on a non-port value. */
export function devnetPort(argv: readonly string[], env: Record<string, string | undefined>): number {
  const flag = argv.indexOf('--port');
  // An empty variable counts as unset (e.g. `DEVNET_PORT= npm run devnet`).
  const set = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);
  const raw =
    set(flag >= 0 ? argv[flag + 1] : undefined) ?? set(env.DEVNET_PORT) ?? set(env.PORT) ?? String(DEVNET_DEFAULT_PORT);
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`invalid devnet port: ${raw}`);
  return port;
}
