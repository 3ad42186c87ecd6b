// One copy of @wagmi/core: a wagmi 2 app that ran `npm install walletdock @wagmi/core` has wagmi's @wagmi/core 2 and
// a @wagmi/core 3 beside it. Its config (made by the copy wagmi uses: the real @wagmi/core 2.22, installed here as
// @wagmi/core-v2) handed to walletdock (on @wagmi/core 3) is said at start, in one console error naming the install
// that fixes it; a config of walletdock's own copy says nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConfig as createConfigV2, http as httpV2 } from '@wagmi/core-v2';
import { createConfig, http, type Config } from '@wagmi/core';
import { createWalletDock, eip155Adapter } from '../../../../headless/index';

const devnet = {
  id: 33322,
  name: 'Devnet',
  nativeCurrency: { name: 'AVENT', symbol: 'AVENT', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
} as const;

afterEach(() => vi.restoreAllMocks());

describe('a second @wagmi/core beside the host wagmi', () => {
  it('is named at start in one console error with the npm i that fixes it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const wagmi2Config = createConfigV2({ chains: [devnet], transports: { [devnet.id]: httpV2() } });
    createWalletDock({
      networks: [devnet],
      // What the app's tsc reports as TS2322 at this line: two copies' Config types.
      adapters: [eip155Adapter({ wagmiConfig: wagmi2Config as unknown as Config })],
    });
    expect(error.mock.calls).toEqual([
      [
        '[walletdock] two copies of @wagmi/core: your wagmi config comes from @wagmi/core 2, walletdock runs on the @wagmi/core 3.6.5 installed beside it. Install the one your wagmi uses: npm i @wagmi/core@2',
      ],
    ]);
  });

  it('says nothing when the config comes from the copy walletdock runs on', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const config = createConfig({ chains: [devnet], transports: { [devnet.id]: http() } });
    createWalletDock({ networks: [devnet], adapters: [eip155Adapter({ wagmiConfig: config })] });
    expect(error).not.toHaveBeenCalled();
  });
});
