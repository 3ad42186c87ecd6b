// The eip155 adapter loads wagmi's signMessage, sendTransaction and getBalance on first use
// (eip155-actions.ts): viem's transaction code comes with them, and an app that only connects does
// not download it at start-up. Vite (rolldown) splits it off; esbuild cannot (the same viem modules
// are reached statically through the barrels), so this bundles with rolldown, as Vite does, with
// viem and @wagmi/core in the build. It fails as soon as the adapter imports one of the three again.
import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { root } from '../../../support/bundle';

const APP = `export { createWalletDock, eip155Adapter, WalletDockProvider, useConnect, useAccount } from '${root}headless/index.ts';`;
// viem, @wagmi/core and their ESM dependencies are bundled; every other package is a host dependency
// (external), so no CommonJS interop helper decides where chunks go.
const BUNDLED = /^(viem|@wagmi\/core|abitype|ox|@noble\/|@scure\/)(\/|$)/;
const isExternal = (id: string) => !BUNDLED.test(id) && !id.startsWith('/') && !id.startsWith('.') && id !== 'app';
const VIEM_SEND = 'node_modules/viem/_esm/actions/wallet/sendTransaction.js';

describe('wallet actions are loaded lazily', () => {
  it("keeps viem's transaction code out of the start-up chunks of an app that connects", async () => {
    const bundle = await rolldown({
      input: 'app',
      external: isExternal,
      logLevel: 'silent',
      plugins: [
        { name: 'app', resolveId: (id) => (id === 'app' ? id : null), load: (id) => (id === 'app' ? APP : null) },
      ],
    });
    const { output } = await bundle.generate({ format: 'es' });
    await bundle.close();
    const chunks = new Map(output.flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
    const eager = new Set<string>();
    const visit = (name: string) => {
      const chunk = chunks.get(name);
      if (!chunk || eager.has(name)) return;
      eager.add(name);
      chunk.imports.forEach(visit);
    };
    visit([...chunks.values()].find((c) => c.isEntry)?.fileName ?? '');
    const holding = (file: string) =>
      [...chunks.values()].filter((c) => Object.keys(c.modules).some((id) => id.endsWith(file)));
    // viem's sendTransaction is in the build, behind the adapter's dynamic import...
    expect(holding(VIEM_SEND).map((c) => c.fileName)).toHaveLength(1);
    expect(holding('headless/core/adapters/eip155-actions.ts').map((c) => c.fileName)).toEqual(
      holding(VIEM_SEND).map((c) => c.fileName),
    );
    // ...and not in what the app loads at start-up.
    expect(holding(VIEM_SEND).filter((c) => eager.has(c.fileName))).toEqual([]);
  }, 60_000);
});
