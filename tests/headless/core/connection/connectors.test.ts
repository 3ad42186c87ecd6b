// Connector rules, one table row per rule: connectors merged and named, wallet visibility, the connect method
// order, the connector type order, and the 2 recent wallets kept.
import { describe, expect, it } from 'vitest';
import {
  CONNECTOR_TYPES,
  connectMethodOrder,
  connectorDisplayName,
  exclusionsFromWallets,
  hasInstalledWallet,
  mergeConnectors,
  orderWalletSections,
  visibleConnectors,
  type ConnectorLike,
  type WalletSectionItem,
} from '../../../../headless/core/connection/connectors';
import { fixtureWallet } from '../../../support/msw/directory';

const c = (
  id: string,
  name: string,
  type: ConnectorLike['type'],
  chain: ConnectorLike['chain'],
  rdns?: string,
): ConnectorLike => ({
  id,
  name,
  type,
  chain,
  info: rdns ? { rdns } : undefined,
});

const metamaskEvm = c('io.metamask', 'MetaMask', 'ANNOUNCED', 'eip155', 'io.metamask');
const metamaskSol = c('mm-sol', 'MetaMask', 'ANNOUNCED', 'solana', 'io.metamask');
const trustEvm = c('com.trustwallet.app', 'Trust Wallet', 'ANNOUNCED', 'eip155', 'com.trustwallet.app');
const trustSol = c('trust-sol', 'Trust', 'ANNOUNCED', 'solana');
const wcEvm = c('walletConnect', 'WalletConnect', 'WALLET_CONNECT', 'eip155');
const wcSol = c('walletConnect', 'WalletConnect', 'WALLET_CONNECT', 'solana');
const authEvm = c('AUTH', 'Auth', 'AUTH', 'eip155');
const authSol = c('AUTH', 'Auth', 'AUTH', 'solana');
const browserWallet = c('injected', 'Browser Wallet', 'INJECTED', 'eip155');
const phantom = c('app.phantom', 'Phantom', 'ANNOUNCED', 'solana', 'app.phantom');
const phantomAgain = c('phantom-injected', 'Phantom', 'INJECTED', 'solana');
const coinbase = c('coinbaseWallet', 'Coinbase Wallet', 'EXTERNAL', 'eip155');

describe('connector types', () => {
  it('are EXTERNAL, WALLET_CONNECT, INJECTED, ANNOUNCED, AUTH, MULTI_CHAIN, ID_AUTH', () => {
    expect(CONNECTOR_TYPES).toEqual([
      'EXTERNAL',
      'WALLET_CONNECT',
      'INJECTED',
      'ANNOUNCED',
      'AUTH',
      'MULTI_CHAIN',
      'ID_AUTH',
    ]);
  });
});

describe('mergeConnectors', () => {
  const cases: [string, ConnectorLike[], { name: string; type: string; chains: string[] }[]][] = [
    [
      'Connectors of the same name across chains are merged into one entry holding a list',
      [metamaskEvm, metamaskSol],
      [{ name: 'MetaMask', type: 'MULTI_CHAIN', chains: ['eip155', 'solana'] }],
    ],
    [
      'A connector named "Trust Wallet" is treated as "Trust"',
      [trustEvm, trustSol],
      [{ name: 'Trust', type: 'MULTI_CHAIN', chains: ['eip155', 'solana'] }],
    ],
    [
      'A connector on one chain stays a single entry of its own type',
      [coinbase],
      [{ name: 'Coinbase Wallet', type: 'EXTERNAL', chains: ['eip155'] }],
    ],
    [
      'Two connectors of one name on the same chain are one wallet: the first wins',
      [phantom, phantomAgain],
      [{ name: 'Phantom', type: 'ANNOUNCED', chains: ['solana'] }],
    ],
    [
      'The auth connector merged across chains stays AUTH',
      [authEvm, authSol],
      [{ name: 'Auth', type: 'AUTH', chains: ['eip155', 'solana'] }],
    ],
    [
      'WalletConnect in every namespace (the default five) stays one WALLET_CONNECT entry: it pairs, it is never installed',
      ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'].map((chain) =>
        c('walletConnect', 'WalletConnect', 'WALLET_CONNECT', chain as ConnectorLike['chain']),
      ),
      [{ name: 'WalletConnect', type: 'WALLET_CONNECT', chains: ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'] }],
    ],
    [
      'A wallet announcing itself as "WalletConnect" is not merged into the WalletConnect pairing',
      [wcEvm, c('fake', 'WalletConnect', 'ANNOUNCED', 'eip155', 'evil.example'), wcSol],
      [
        { name: 'WalletConnect', type: 'WALLET_CONNECT', chains: ['eip155', 'solana'] },
        { name: 'WalletConnect', type: 'ANNOUNCED', chains: ['eip155'] },
      ],
    ],
    [
      'Entries keep the order in which their names first appear',
      [wcEvm, metamaskEvm, wcSol, coinbase, metamaskSol],
      [
        { name: 'WalletConnect', type: 'WALLET_CONNECT', chains: ['eip155', 'solana'] },
        { name: 'MetaMask', type: 'MULTI_CHAIN', chains: ['eip155', 'solana'] },
        { name: 'Coinbase Wallet', type: 'EXTERNAL', chains: ['eip155'] },
      ],
    ],
  ];
  it.each(cases)('%s', (_rule, input, expected) => {
    const merged = mergeConnectors(input);
    expect(merged.map((m) => ({ name: m.name, type: m.type, chains: m.connectors.map((x) => x.chain) }))).toEqual(
      expected,
    );
  });

  it('keeps the first connector of a merged entry as its identity, and the originals in the list', () => {
    const [entry] = mergeConnectors([trustEvm, trustSol]);
    expect(entry!.id).toBe(trustEvm.id);
    expect(entry!.connectors).toEqual([trustEvm, trustSol]);
    expect(connectorDisplayName('Trust Wallet')).toBe('Trust');
    expect(connectorDisplayName('Rainbow')).toBe('Rainbow');
  });
});

describe('visibleConnectors', () => {
  const all = [metamaskEvm, trustEvm, browserWallet, phantom, wcEvm];
  const cases: [string, Parameters<typeof visibleConnectors>[1], ConnectorLike[], string[]][] = [
    [
      'Wallets excluded by rdns are hidden',
      { excludedRdns: ['io.metamask'], isMobile: false },
      all,
      ['Trust Wallet', 'Phantom', 'WalletConnect'],
    ],
    [
      'Wallets excluded by name are hidden (any case; "Trust Wallet" is "Trust")',
      { excludedNames: ['phantom', 'Trust'], isMobile: false },
      all,
      ['MetaMask', 'WalletConnect'],
    ],
    [
      'The generic "Browser Wallet" injected connector shows only on mobile (desktop)',
      { isMobile: false },
      all,
      ['MetaMask', 'Trust Wallet', 'Phantom', 'WalletConnect'],
    ],
    [
      'The generic "Browser Wallet" injected connector shows only on mobile (mobile)',
      { isMobile: true },
      all,
      ['MetaMask', 'Trust Wallet', 'Browser Wallet', 'Phantom', 'WalletConnect'],
    ],
    [
      'The generic "Browser Wallet" merged across chains still shows only on mobile',
      { isMobile: false },
      mergeConnectors([browserWallet, c('injected', 'Browser Wallet', 'INJECTED', 'solana'), wcEvm]),
      ['WalletConnect'],
    ],
    [
      'A merged entry is hidden when any of its connectors is excluded',
      { excludedRdns: ['io.metamask'], isMobile: false },
      mergeConnectors([c('x', 'MetaMask', 'ANNOUNCED', 'solana'), metamaskEvm, wcEvm]),
      ['WalletConnect'],
    ],
  ];
  it.each(cases)('%s', (_rule, rules, input, names) => {
    expect(visibleConnectors(input, rules).map((x) => x.name)).toEqual(names);
  });

  it('takes the exclusion lists from the directory entries of the excluded wallet ids', () => {
    const excluded = [
      fixtureWallet(1, { name: 'MetaMask', rdns: 'io.metamask' }),
      fixtureWallet(2, { name: 'Phantom', rdns: null }),
    ];
    const rules = { ...exclusionsFromWallets(excluded), isMobile: false };
    expect(rules).toMatchObject({ excludedRdns: ['io.metamask'], excludedNames: ['MetaMask', 'Phantom'] });
    expect(visibleConnectors(all, rules).map((x) => x.name)).toEqual(['Trust Wallet', 'WalletConnect']);
  });
});

describe('connect method order', () => {
  const cases: [string, Parameters<typeof connectMethodOrder>[0], string[]][] = [
    [
      'Connect methods are shown in the order email, social, wallet by default',
      { hasInjected: false },
      ['email', 'social', 'wallet'],
    ],
    [
      'When an installed browser wallet is detected the order becomes wallet, email, social',
      { hasInjected: true },
      ['wallet', 'email', 'social'],
    ],
    [
      'An explicit connectMethodsOrder wins over detection',
      { hasInjected: true, features: { connectMethodsOrder: ['social', 'wallet', 'email'] } },
      ['social', 'wallet', 'email'],
    ],
    ['Email off removes the email method', { hasInjected: false, features: { email: false } }, ['social', 'wallet']],
    ['No socials removes the social method', { hasInjected: true, features: { socials: false } }, ['wallet', 'email']],
    [
      'An empty socials list removes the social method',
      { hasInjected: false, features: { socials: [] } },
      ['email', 'wallet'],
    ],
  ];
  it.each(cases)('%s', (_rule, input, expected) => {
    expect(connectMethodOrder(input)).toEqual(expected);
  });

  it('an installed browser wallet means a visible injected or announced connector', () => {
    expect(hasInstalledWallet(visibleConnectors([browserWallet, wcEvm], { isMobile: false }))).toBe(false);
    expect(hasInstalledWallet(visibleConnectors([browserWallet, wcEvm], { isMobile: true }))).toBe(true);
    expect(hasInstalledWallet([metamaskEvm])).toBe(true);
    expect(hasInstalledWallet([wcEvm, coinbase, authEvm])).toBe(false);
  });
});

describe('wallet sections', () => {
  const w = (n: number, extra: Partial<WalletSectionItem> = {}): WalletSectionItem => ({
    id: `wallet-${n}`,
    rdns: `test.w${n}`,
    ...extra,
  });
  const types = (s: ReturnType<typeof orderWalletSections>) => s.map((x) => x.type);
  const ids = (s: ReturnType<typeof orderWalletSections>, type: string) =>
    s.find((x) => x.type === type)?.items.map((i) => i.id);

  const full = {
    recommended: [w(7)],
    external: [{ id: 'coinbaseWallet' }],
    custom: [w(5)],
    featured: [w(4)],
    injected: [{ id: 'io.metamask', info: { rdns: 'io.metamask' } }],
    recent: [w(1)],
  };

  it('Connector type order: walletConnect, recent, injected, featured, custom, external, recommended', () => {
    expect(types(orderWalletSections(full))).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ]);
  });

  it('Empty sections are left out, and walletConnect when it is off', () => {
    expect(types(orderWalletSections({ featured: [w(4)], recommended: [] }, { walletConnect: false }))).toEqual([
      'featured',
    ]);
  });

  it('Types named in connectorTypeOrder come first, the rest keep the default order', () => {
    expect(types(orderWalletSections(full, { order: ['recommended', 'injected'] }))).toEqual([
      'recommended',
      'injected',
      'walletConnect',
      'recent',
      'featured',
      'custom',
      'external',
    ]);
  });

  it('An installed wallet is listed once, as the installed connector, not again from the directory', () => {
    const metamaskInDirectory = w(9, { rdns: 'io.metamask' });
    const s = orderWalletSections({
      ...full,
      recent: [metamaskInDirectory, w(1)],
      featured: [w(4), metamaskInDirectory],
    });
    expect(ids(s, 'injected')).toEqual(['io.metamask']);
    expect(ids(s, 'recent')).toEqual(['wallet-1']);
    expect(ids(s, 'featured')).toEqual(['wallet-4']);
  });

  it('A connector is matched to its directory entry by explorer id', () => {
    const s = orderWalletSections({ injected: [{ id: 'x', explorerId: 'wallet-4' }], featured: [w(4), w(6)] });
    expect(ids(s, 'featured')).toEqual(['wallet-6']);
  });

  it('A directory wallet matched to an installed connector (its connectorId) is listed once, as the connector', () => {
    const s = orderWalletSections({
      injected: [{ id: 'dev.rabby' }],
      recommended: [{ id: 'wallet-3', connectorId: 'dev.rabby' }, w(6)],
    });
    expect(ids(s, 'recommended')).toEqual(['wallet-6']);
  });

  it('A wallet shown as recent or featured is not repeated in recommended', () => {
    const s = orderWalletSections({ recent: [w(1)], featured: [w(2)], recommended: [w(1), w(2), w(3)] });
    expect(ids(s, 'recommended')).toEqual(['wallet-3']);
  });

  it('Recent wallets kept: 2', () => {
    const s = orderWalletSections({ recent: [w(1), w(2), w(3)] });
    expect(ids(s, 'recent')).toEqual(['wallet-1', 'wallet-2']);
  });
});
