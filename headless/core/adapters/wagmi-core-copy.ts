/**
 * One copy of @wagmi/core: walletdock runs its actions on the host's wagmi config, which only works when both come
 * from the copy the host's wagmi uses. `npm install walletdock @wagmi/core` in a wagmi 2 app saves @wagmi/core 3 beside
 * wagmi's own 2.x; the app then fails `npm ls` and a type check three files away from the cause. The config tells
 * which copy made it: wagmi keeps its store under the major version of its @wagmi/core (absent with `storage: null`,
 * when nothing can be told).
 */
import { version, type Config } from '@wagmi/core';

/** The major version of the @wagmi/core copy that created a config, when its store says. */
export function wagmiCoreMajorOf(config: Config): number | undefined {
  const { persist } = config._internal.store as { persist?: { getOptions?(): { version?: unknown } } };
  const stored = persist?.getOptions?.().version;
  return typeof stored === 'number' && stored > 0 ? stored : undefined;
}

/** The one line naming a second @wagmi/core and the install that fixes it; undefined when there is one copy. */
export function secondWagmiCoreMessage(config: Config, ownVersion: string = version): string | undefined {
  const theirs = wagmiCoreMajorOf(config);
  const ours = Number.parseInt(ownVersion, 10);
  if (theirs === undefined || theirs === ours) return undefined;
  return `[walletdock] two copies of @wagmi/core: your wagmi config comes from @wagmi/core ${theirs}, walletdock runs on the @wagmi/core ${ownVersion} installed beside it. Install the one your wagmi uses: npm i @wagmi/core@${theirs}`;
}
