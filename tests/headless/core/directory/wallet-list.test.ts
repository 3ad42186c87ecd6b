// The wallet list's rules: entries from connectors, recent, custom and directory wallets; the Connect
// sections; the AllWallets list; and what selecting a wallet does.
import { describe, expect, it } from 'vitest';
import type { AdapterConnector } from '../../../../headless/core/adapters/types';
import { mergeConnectors } from '../../../../headless/core/connection/connectors';
import {
  allWalletEntries,
  findListedConnector,
  selectWalletEntry,
  walletConnectView,
  walletListSections,
  type WalletListSources,
} from '../../../../headless/core/directory/wallet-list';
import type { WalletDirectoryItem } from '../../../../headless/core/directory/schemas';
import { COINBASE_WALLET_ID, PHANTOM_WALLET_ID } from '../../../../headless/core/directory/deeplink';

const connector = (
  id: string,
  name: string,
  type: AdapterConnector['type'],
  extra: Partial<AdapterConnector> = {},
): AdapterConnector => ({
  id,
  name,
  type,
  chain: 'eip155',
  ...extra,
});
const connectors = mergeConnectors([
  connector('io.metamask', 'MetaMask', 'ANNOUNCED', { info: { rdns: 'io.metamask' }, explorerId: 'mm-explorer' }),
  { ...connector('mm-sol', 'MetaMask', 'ANNOUNCED'), chain: 'solana' },
  connector('coinbaseWallet', 'Coinbase Wallet', 'EXTERNAL'),
  connector('walletConnect', 'WalletConnect', 'WALLET_CONNECT'),
  connector('dev.rabby', 'Rabby Wallet', 'INJECTED'),
]);
const item = (id: string, name: string, extra: Partial<WalletDirectoryItem> = {}): WalletDirectoryItem => ({
  id,
  name,
  ...extra,
});
const sources: WalletListSources = {
  connectors,
  custom: [
    { id: 'custom-1', name: 'My Wallet', homepage: 'https://my.example', image_url: 'https://img.example/my.png' },
  ],
  imageUrl: (id) => `https://images.example/${id}`,
};
const none: readonly WalletDirectoryItem[] = [];

describe('Connect sections', () => {
  it('list installed wallets once, matching recent and directory wallets to them by rdns, explorer id or name', () => {
    const sections = walletListSections({
      ...sources,
      recent: [
        { id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask' },
        { id: 'gone', name: 'Gone Wallet' },
      ],
      featured: [item('mm-explorer', 'MetaMask'), item('w-2', 'Featured Two', { image_id: 'img-2' })],
      recommended: [item('w-3', ' rabby wallet '), item('w-4', 'Recommended Four', { rdns: 'test.w4' })],
      walletConnect: true,
    });
    expect(sections.map((s) => [s.type, s.items.map((i) => i.id)])).toEqual([
      ['walletConnect', []],
      ['recent', ['gone']],
      ['injected', ['io.metamask', 'dev.rabby']],
      ['featured', ['w-2']],
      ['custom', ['custom-1']],
      ['external', ['coinbaseWallet']],
      ['recommended', ['w-4']],
    ]);
    const featured = sections.find((s) => s.type === 'featured')?.items[0];
    expect(featured).toMatchObject({
      name: 'Featured Two',
      imageUrl: 'https://images.example/img-2',
      connectorId: undefined,
    });
  });

  it('leave the walletConnect section out when no WalletConnect connector is configured', () => {
    const sections = walletListSections({
      ...sources,
      recent: [],
      featured: none,
      recommended: none,
      walletConnect: false,
    });
    expect(sections.map((s) => s.type)).toEqual(['injected', 'custom', 'external']);
  });
});

describe('The WalletConnect row', () => {
  it('is listed once, in its own section, and never as installed, with WalletConnect in every namespace', () => {
    const everyNamespace = mergeConnectors(
      (['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'] as const).map((chain) => ({
        ...connector('walletConnect', 'WalletConnect', 'WALLET_CONNECT'),
        chain,
      })),
    );
    const sections = walletListSections({
      connectors: everyNamespace,
      custom: [],
      imageUrl: () => undefined,
      recent: [],
      featured: none,
      recommended: none,
      walletConnect: true,
    });
    expect(sections.map((s) => [s.type, s.items.map((i) => i.id)])).toEqual([['walletConnect', []]]);
  });

  it('opens the QR code on a desktop and the wallet list (deep links) on a phone', () => {
    expect(walletConnectView({ isMobile: false })).toBe('ConnectingWalletConnectBasic');
    expect(walletConnectView({ isMobile: true })).toBe('AllWallets');
  });
});

describe('AllWallets list', () => {
  it('holds installed and custom wallets first, then the directory, each wallet once', () => {
    const entries = allWalletEntries({
      ...sources,
      directory: [item('mm-explorer', 'MetaMask'), item('w-9', 'Nine')],
      search: '',
    });
    expect(entries.map((e) => e.connectorId ?? e.id)).toEqual(['io.metamask', 'dev.rabby', 'custom-1', 'w-9']);
  });

  it('keeps the installed and custom wallets whose name holds the search text; the directory searched itself', () => {
    const entries = allWalletEntries({ ...sources, directory: [item('w-9', 'Nine')], search: ' WALLET ' });
    expect(entries.map((e) => e.name)).toEqual(['Rabby Wallet', 'My Wallet', 'Nine']);
  });
});

describe('Selecting a wallet', () => {
  it('connects an installed wallet on ConnectingExternal', () => {
    expect(
      selectWalletEntry({ id: 'io.metamask', name: 'MetaMask', connectorId: 'io.metamask' }, { walletConnect: true }),
    ).toEqual({
      type: 'view',
      view: 'ConnectingExternal',
      data: { connectorId: 'io.metamask' },
    });
  });

  it('pairs a wallet that is not installed by WalletConnect when configured, carrying its deep link', () => {
    expect(
      selectWalletEntry(
        { id: 'w-2', name: 'Two', mobileLink: 'two://', link: 'https://two.example' },
        { walletConnect: true },
      ),
    ).toEqual({
      type: 'view',
      view: 'ConnectingWalletConnect',
      data: { wallet: { id: 'w-2', name: 'Two', mobile_link: 'two://' } },
    });
  });

  it('opens its page without WalletConnect, and does nothing for a wallet without one', () => {
    expect(
      selectWalletEntry({ id: 'w-2', name: 'Two', link: 'https://two.example' }, { walletConnect: false }),
    ).toEqual({
      type: 'link',
      url: 'https://two.example',
    });
    expect(selectWalletEntry({ id: 'w-3', name: 'Three' }, { walletConnect: false })).toEqual({ type: 'none' });
  });

  it('on a phone, pairs and opens the deep link inside the tap; sends a special-cased wallet that is not injected to its browse link', () => {
    const phone = {
      walletConnect: true,
      isMobile: true,
      namespace: 'eip155' as const,
      pageUrl: 'https://host.example/app',
    };
    expect(selectWalletEntry({ id: 'w-2', name: 'Two', mobileLink: 'two://' }, phone)).toEqual({
      type: 'view',
      view: 'ConnectingWalletConnect',
      data: { wallet: { id: 'w-2', name: 'Two', mobile_link: 'two://' } },
      deepLink: true,
    });
    // Without a mobile link there is nothing to open: the QR view alone.
    expect(selectWalletEntry({ id: 'w-3', name: 'Three' }, phone)).not.toHaveProperty('deepLink');
    const phantom = { id: PHANTOM_WALLET_ID, name: 'Phantom', mobileLink: 'phantom://' };
    expect(selectWalletEntry(phantom, phone)).toEqual({
      type: 'browse',
      url: `https://phantom.app/ul/browse/${encodeURIComponent(phone.pageUrl)}?ref=${encodeURIComponent('https://host.example')}`,
    });
    // Injected (an installed connector), on a desktop, or Coinbase outside solana: no redirect.
    expect(selectWalletEntry({ ...phantom, connectorId: 'app.phantom' }, phone).type).toBe('view');
    expect(selectWalletEntry(phantom, { ...phone, isMobile: false })).toMatchObject({
      type: 'view',
      view: 'ConnectingWalletConnect',
    });
    const coinbase = { id: COINBASE_WALLET_ID, name: 'Coinbase', mobileLink: 'cbwallet://' };
    expect(selectWalletEntry(coinbase, phone).type).toBe('view');
    expect(selectWalletEntry(coinbase, { ...phone, namespace: 'solana' }).type).toBe('browse');
  });
});

describe('The connector a connector id names', () => {
  it('is the listed entry, also when the id is one of its other chains', () => {
    expect(findListedConnector(connectors, 'mm-sol')?.id).toBe('io.metamask');
    expect(findListedConnector(connectors, 'coinbaseWallet')?.name).toBe('Coinbase Wallet');
    expect(findListedConnector(connectors, 'nope')).toBeUndefined();
    expect(findListedConnector(connectors, undefined)).toBeUndefined();
  });
});
