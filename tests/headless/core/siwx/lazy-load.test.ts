// A host that imports only the connection hooks never downloads the sign-in flow: the client
// loads it by dynamic import when `siwx` or `siweConfig` is set. esbuild keeps in the start-up
// chunk any module that the package root also reaches statically, so this fails as soon as the
// flow (or something only it uses) is re-exported from `walletdock` again.
import { describe, expect, it } from 'vitest';
import { splitBundle } from '../../../support/bundle';

const APP = `export { createWalletDock, eip155Adapter, WalletDockProvider, useAccount, useConnect, useDisconnect, useNetwork } from './headless/index.ts';`;
const FLOW = ['headless/core/siwx/attach.ts', 'headless/core/siwx/flow.ts', 'headless/core/siwx/legacy.ts'];

describe('sign-in is loaded lazily', () => {
  it('keeps the sign-in flow out of the start-up chunks of an app that imports only connection hooks', async () => {
    const { bundled, eager } = await splitBundle({ contents: APP });
    // The flow is in the build, behind the client's dynamic import...
    expect(FLOW.filter((file) => bundled.has(file))).toEqual(FLOW);
    // ...and not in what the app loads at start-up.
    expect(FLOW.filter((file) => eager.has(file))).toEqual([]);
  }, 60_000);
});
