// @vitest-environment jsdom
// Announced wallets on a real instance (eip155 adapter on wagmi, the EIP-1193 test wallet on the devnet): a page where
// extensions announced malformed metadata lists the good wallets, each once, connects them, and names each dropped one
// in a single console warning. On wagmi's own discovery the same page threw from the list's name normalisation.
import { afterEach, describe, expect, it, inject, vi } from 'vitest';
import { createTestWallet, defineDevnetChain } from 'walletdock/testing';
import { createConfig, http } from '@wagmi/core';
import { createWalletDock, eip155Adapter, memoryStorage, type WalletDock } from 'walletdock';

const rpcUrl = inject('rpcUrl');
const chain = defineDevnetChain(rpcUrl);
const docks: WalletDock[] = [];
const stops: Array<() => void> = [];

afterEach(() => {
  for (const dock of docks.splice(0)) dock.destroy();
  for (const stop of stops.splice(0)) stop();
  vi.restoreAllMocks();
});

/** Announces `detail` now and on every request, as an extension does. */
function announce(detail: unknown) {
  const send = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', send);
  stops.push(() => window.removeEventListener('eip6963:requestProvider', send));
  send();
}

const icon = 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E';
const hostile = (n: number, patch: Record<string, unknown>) => ({
  info: {
    uuid: `00000000-0000-4000-8000-00000000000${n}`,
    name: `Hostile ${n}`,
    icon,
    rdns: `dev.hostile${n}.wallet`,
    ...patch,
  },
  provider: { request: async () => [] },
});

function announceThePage() {
  const wallet = createTestWallet({
    privateKey: '0x'.padEnd(66, '1') as `0x${string}`,
    rpcUrl,
    chains: [chain],
    announce: false,
  });
  announce(hostile(1, { name: undefined }));
  announce({ info: {}, provider: { request: async () => [] } });
  announce({ provider: { request: async () => [] } });
  announce(hostile(2, { name: 42 }));
  announce(hostile(3, { name: { toString: () => 'object' } }));
  announce(hostile(4, { icon: 7 }));
  announce(hostile(5, { icon: 'data:text/html,<script>window.__ran = true</script>', name: 'N'.repeat(1024 * 1024) }));
  announce({ info: wallet.info, provider: wallet });
  announce({ info: wallet.info, provider: wallet }); // the same wallet again
  return wallet;
}

describe('announced wallets on an instance', () => {
  it('lists the good and the neutralised wallets, warns once per dropped one, and connects', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const wallet = announceThePage();
    const dock = createWalletDock({
      networks: [chain],
      storage: memoryStorage(),
      adapters: [eip155Adapter({ genericInjected: false })],
    });
    docks.push(dock);
    await dock.mount();

    // Announced wallets join once wagmi's store has been read (a task after mount, as with wagmi's own discovery).
    await vi.waitFor(() => expect(dock.stores.connectors.getState()).toHaveLength(2));
    const listed = dock.stores.connectors.getState();
    expect(listed.map((c) => c.id)).toEqual(['dev.hostile5.wallet', 'dev.walletdock.testwallet']);
    const neutralised = listed[0];
    expect(neutralised?.name).toHaveLength(64);
    expect(neutralised?.fullName).toBeUndefined(); // a megabyte is not read out
    expect(neutralised?.imageUrl).toBeUndefined(); // the HTML icon falls back to the letter
    expect(listed[1]?.imageUrl).toBe(wallet.info.icon);

    const warnings = warn.mock.calls.map(([message]) => String(message));
    expect(warnings.filter((w) => w.includes('Ignored the EIP-6963 wallet'))).toHaveLength(6);
    expect(warnings).toContain('[walletdock] Ignored the EIP-6963 wallet "dev.hostile2.wallet": its info has no name.');
    expect(warnings).toContain('[walletdock] Ignored the EIP-6963 wallet "Hostile 4": its info has no icon.');

    const connection = await dock.connect({ connectorId: 'dev.walletdock.testwallet' });
    expect(connection.address.toLowerCase()).toBe(wallet.address.toLowerCase());
    expect((window as { __ran?: boolean }).__ran).toBeUndefined();
  });

  it('keeps a host config’s malformed connectors out of the lists (its own wagmi discovery took them)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    announce(hostile(6, { name: 42 }));
    const wagmiConfig = createConfig({ chains: [chain], transports: { [chain.id]: http(rpcUrl) } });
    const dock = createWalletDock({
      networks: [chain],
      storage: memoryStorage(),
      adapters: [eip155Adapter({ wagmiConfig })],
    });
    docks.push(dock);
    await dock.mount();
    // wagmi made a connector of it; walletdock lists none.
    expect(wagmiConfig.connectors.some((c) => c.id === 'dev.hostile6.wallet')).toBe(true);
    expect(dock.stores.connectors.getState().some((c) => c.id === 'dev.hostile6.wallet')).toBe(false);
    expect(warn.mock.calls.map(([m]) => String(m))).toContain(
      '[walletdock] Ignored the wallet "dev.hostile6.wallet": it has no usable id or name.',
    );
  });
});
