// WalletConnect code is loaded only when a WalletConnect connection starts or a stored session
// exists: bundling an app that configures walletConnectAdapters (walletdock/walletconnect) with the
// hooks, with code splitting, no chunk the app loads statically contains @walletconnect/* — it sits
// behind a dynamic import.
import { describe, expect, it } from 'vitest';
import { splitBundle } from '../../../support/bundle';

describe('WalletConnect is loaded lazily', () => {
  it('keeps @walletconnect/* out of every chunk the public entry loads statically', async () => {
    // Only our sources and WalletConnect are bundled; everything else is a host dependency.
    const { bundled, eager } = await splitBundle({
      contents: `export { createWalletDock, useConnect } from './headless/index.ts';
        export { walletConnectAdapters } from './headless/walletconnect.ts';`,
      bundle: (path) => path.startsWith('@walletconnect/'),
    });
    const isWc = (input: string) => input.includes('node_modules/@walletconnect/');
    // The provider is in the build (so the check below means something)...
    expect([...bundled].some(isWc)).toBe(true);
    // ...but only behind a dynamic import.
    expect([...eager].filter(isWc)).toEqual([]);
  }, 60_000);
});
