// The first run without a cloud: walletdock's built-in wallets stand in for the directory, merged with the wallets
// the page announces (EIP-6963, by rdns), and a wallet that is not installed leads to where to get it.
import { describe, expect, it } from 'vitest';
import type { AdapterConnector } from '../../../../headless/core/adapters/types';
import { mergeConnectors } from '../../../../headless/core/connection/connectors';
import { knownWalletsQueryOptions } from '../../../../headless/core/directory/known-wallets-query';
import {
  allWalletEntries,
  selectWalletEntry,
  walletListSections,
  type WalletListSources,
} from '../../../../headless/core/directory/wallet-list';

const { wallets: known, walletConnectIcon } = await knownWalletsQueryOptions().queryFn();
const announced = (rdns: string, name: string): AdapterConnector => ({
  id: rdns,
  name,
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns },
});
const sources = (list: AdapterConnector[]): WalletListSources => ({
  connectors: mergeConnectors(list),
  custom: [],
  imageUrl: () => undefined,
});
const sectionsOf = (list: AdapterConnector[], extra: Partial<Parameters<typeof walletListSections>[0]> = {}) =>
  walletListSections({
    ...sources(list),
    recent: [],
    featured: [],
    recommended: [],
    walletConnect: false,
    known,
    ...extra,
  });

describe('built-in wallets', () => {
  it("hold the well-known wallets with a local icon and install links, and WalletConnect's mark", () => {
    expect(known.map((w) => w.name)).toEqual([
      'MetaMask',
      'Coinbase Wallet',
      'Rainbow',
      'Trust Wallet',
      'Phantom',
      'Rabby Wallet',
      'OKX Wallet',
      'Zerion',
    ]);
    for (const wallet of known) {
      expect(wallet.imageUrl).toMatch(/^data:image\/svg\+xml,/);
      expect(new URL(wallet.install.homepage).protocol).toBe('https:');
      expect(wallet.install.chrome ?? wallet.install.ios).toBeTruthy();
    }
    expect(walletConnectIcon).toMatch(/^data:image\/svg\+xml,/);
  });

  it('are featured on Connect when no directory answered, four of them, none twice: an announced one is listed as installed', () => {
    const first = sectionsOf([]);
    expect(first.map((s) => [s.type, s.items.map((i) => i.name)])).toEqual([
      ['featured', ['MetaMask', 'Coinbase Wallet', 'Rainbow', 'Trust Wallet']],
    ]);
    // MetaMask's extension announces itself (EIP-6963): it moves to the installed section, Phantom fills the fourth slot.
    const withMetaMask = sectionsOf([announced('io.metamask', 'MetaMask')]);
    expect(withMetaMask.map((s) => [s.type, s.items.map((i) => i.name)])).toEqual([
      ['injected', ['MetaMask']],
      ['featured', ['Coinbase Wallet', 'Rainbow', 'Trust Wallet', 'Phantom']],
    ]);
  });

  it("while their chunk loads, hold the featured section's place: as many pending rows as they will fill, after the installed wallets", () => {
    const loading = sectionsOf([announced('dev.some.wallet', 'Some Wallet')], { known: [], knownLoading: true });
    expect(loading.map((s) => [s.type, s.items.length, s.pending])).toEqual([
      ['injected', 1, undefined],
      ['featured', 0, 4],
    ]);
    // Once in, the same four places hold wallets and nothing is pending: the list keeps its length.
    const loaded = sectionsOf([announced('dev.some.wallet', 'Some Wallet')], { knownLoading: false });
    expect(loaded.map((s) => [s.type, s.items.length, s.pending])).toEqual([
      ['injected', 1, undefined],
      ['featured', 4, undefined],
    ]);
    // A directory that answered needs no built-in wallets: nothing pending, whatever their chunk does.
    const directory = sectionsOf([], {
      known: [],
      knownLoading: true,
      featured: [{ id: 'dir-1', name: 'From The Directory' }],
    });
    expect(directory.map((s) => [s.type, s.items.length, s.pending])).toEqual([['featured', 1, undefined]]);
  });

  it('give way to the directory once it answers', () => {
    const sections = sectionsOf([], { featured: [{ id: 'dir-1', name: 'From The Directory' }] });
    expect(sections.flatMap((s) => s.items.map((i) => i.name))).toEqual(['From The Directory']);
  });

  it('fill AllWallets without a directory, searchable, an installed one once (matched by rdns)', () => {
    const all = allWalletEntries({
      ...sources([announced('app.phantom', 'Phantom')]),
      directory: [],
      search: '',
      known,
    });
    expect(all.map((e) => e.name)).toEqual([
      'Phantom',
      'MetaMask',
      'Coinbase Wallet',
      'Rainbow',
      'Trust Wallet',
      'Rabby Wallet',
      'OKX Wallet',
      'Zerion',
    ]);
    expect(all[0]!.connectorId).toBe('app.phantom');
    const found = allWalletEntries({ ...sources([]), directory: [], search: 'ok', known });
    expect(found.map((e) => e.name)).toEqual(['OKX Wallet']);
  });

  it('lead to InstallWallet when not installed and not pairable, to pairing when WalletConnect is set up and the wallet pairs', () => {
    const [metamask] = sectionsOf([])[0]!.items;
    expect(selectWalletEntry(metamask!, { walletConnect: false })).toEqual({
      type: 'view',
      view: 'InstallWallet',
      data: { wallet: { id: known[0]!.id, name: 'MetaMask' } },
    });
    expect(selectWalletEntry(metamask!, { walletConnect: true })).toMatchObject({
      type: 'view',
      view: 'ConnectingWalletConnect',
    });
    const phantom = allWalletEntries({ ...sources([]), directory: [], search: 'phantom', known })[0]!;
    // Phantom pairs no other way than its own browser: WalletConnect or not, the visitor is shown where to get it.
    expect(selectWalletEntry(phantom, { walletConnect: true })).toMatchObject({ type: 'view', view: 'InstallWallet' });
  });
});
