// Connector rules: which connectors are shown, in what order (connect methods, then connector types), merged how.
// Pure functions over plain data; the store and the views call them with whatever connectors adapters offer.
import type { AdapterConnector, ConnectorType } from '../adapters/types';
import {
  CONNECT_METHOD_ORDER,
  CONNECT_METHOD_ORDER_WITH_INJECTED,
  CONNECTOR_TYPE_ORDER,
  RECENT_WALLETS_MAX,
} from '../model/constants';

/** Every connector type. */
export const CONNECTOR_TYPES = [
  'EXTERNAL',
  'WALLET_CONNECT',
  'INJECTED',
  'ANNOUNCED',
  'AUTH',
  'MULTI_CHAIN',
  'ID_AUTH',
] as const satisfies readonly ConnectorType[];

/** The connector fields the rules read; adapters' connectors (and anything richer) fit. */
export type ConnectorLike = Pick<AdapterConnector, 'id' | 'name' | 'type' | 'chain' | 'explorerId' | 'info'>;

/** One list entry: a connector plus every same-name connector on other chains (itself first). */
export type MergedConnector<C extends ConnectorLike> = C & { connectors: C[] };

/** Name of the generic injected connector shown when no wallet announced itself. */
export const BROWSER_WALLET_NAME = 'Browser Wallet';

// Some wallets announce themselves under a longer name on one chain than on another.
const NAME_ALIASES: Readonly<Record<string, string>> = { 'Trust Wallet': 'Trust' };

/** The name a connector is listed and merged under ("Trust Wallet" is treated as "Trust"). */
export function connectorDisplayName(name: string): string {
  return NAME_ALIASES[name] ?? name;
}

// What a connector is decides what it may merge with: WalletConnect's per-namespace connectors are one pairing (never
// an installed wallet, whose QR code and deep links it offers instead), the auth connectors one embedded wallet; only
// installed and external wallets of one name become a MULTI_CHAIN wallet.
type ConnectorKind = 'walletConnect' | 'auth' | 'wallet';
const kindOf = (type: ConnectorType): ConnectorKind =>
  type === 'WALLET_CONNECT' ? 'walletConnect' : type === 'AUTH' || type === 'ID_AUTH' ? 'auth' : 'wallet';

/**
 * Merges connectors of the same name and kind across chains into one entry holding the list. Per chain the first
 * connector of a name wins (an injected and an announced copy of one wallet are not two wallets). A merged wallet is
 * MULTI_CHAIN; merged WalletConnect and auth connectors keep their type (WalletConnect pairs, it is never installed).
 */
export function mergeConnectors<C extends ConnectorLike>(list: readonly C[]): MergedConnector<C>[] {
  const groups = new Map<string, { name: string; group: C[] }>();
  for (const connector of list) {
    const name = connectorDisplayName(connector.name);
    const key = `${kindOf(connector.type)}:${name}`;
    const entry = groups.get(key) ?? { name, group: [] };
    if (!entry.group.some((c) => c.chain === connector.chain)) entry.group.push(connector);
    groups.set(key, entry);
  }
  return [...groups.values()].map(({ name, group }) => {
    const first = group[0] as C;
    const keepType = group.length === 1 || kindOf(first.type) !== 'wallet';
    const type: ConnectorType = keepType ? first.type : 'MULTI_CHAIN';
    return { ...first, name, type, connectors: group };
  });
}

/** What hides a connector: excluded wallets' rdns and names, and whether the page runs on a phone. */
export interface VisibilityRules {
  excludedRdns?: readonly string[];
  excludedNames?: readonly string[];
  isMobile: boolean;
}

/** The exclusion lists of VisibilityRules, from the directory entries of the excluded wallet ids. */
export function exclusionsFromWallets(
  wallets: readonly { name: string; rdns?: string | null | undefined }[],
): Pick<VisibilityRules, 'excludedRdns' | 'excludedNames'> {
  return {
    excludedRdns: wallets.map((w) => w.rdns).filter((r): r is string => !!r),
    excludedNames: wallets.map((w) => w.name),
  };
}

function isExcluded(c: ConnectorLike, rules: VisibilityRules): boolean {
  const rdns = c.info?.rdns;
  if (rdns && rules.excludedRdns?.includes(rdns)) return true;
  const name = connectorDisplayName(c.name).toLowerCase();
  return !!rules.excludedNames?.some((n) => connectorDisplayName(n).toLowerCase() === name);
}

/** True when a connector is shown: not excluded by rdns or name; the generic "Browser Wallet" only on mobile. */
export function isConnectorVisible(
  connector: ConnectorLike & { connectors?: readonly ConnectorLike[] },
  rules: VisibilityRules,
): boolean {
  const members = connector.connectors ?? [connector];
  const isBrowserWallet = (c: ConnectorLike) => c.type === 'INJECTED' && c.name === BROWSER_WALLET_NAME;
  if (!rules.isMobile && (isBrowserWallet(connector) || members.some(isBrowserWallet))) return false;
  return !isExcluded(connector, rules) && !members.some((c) => isExcluded(c, rules));
}

/** The connectors to list, in their given order. */
export function visibleConnectors<C extends ConnectorLike>(list: readonly C[], rules: VisibilityRules): C[] {
  return list.filter((c) => isConnectorVisible(c, rules));
}

/** True when an installed browser wallet is among the (visible) connectors. */
export function hasInstalledWallet(list: readonly ConnectorLike[]): boolean {
  return list.some((c) => c.type === 'INJECTED' || c.type === 'ANNOUNCED');
}

/** A section of the connect list, in the order the list shows them. */
export type WalletSectionType = (typeof CONNECTOR_TYPE_ORDER)[number];

/**
 * Anything a section can list: a connector or a wallet-directory item; matched across kinds by
 * id/explorerId/rdns, and by the installed connector a wallet was matched to (connectorId).
 */
export interface WalletSectionItem {
  id: string;
  connectorId?: string | undefined;
  explorerId?: string | undefined;
  rdns?: string | null | undefined;
  info?: { rdns?: string | undefined } | undefined;
}

/** The candidate items per section; walletConnect has no items, only a switch. */
export type WalletSectionInput<T> = Partial<Record<Exclude<WalletSectionType, 'walletConnect'>, readonly T[]>>;

/** One shown section. */
export interface WalletSection<T> {
  type: WalletSectionType;
  items: T[];
  /**
   * Rows still to come while the section's wallets load (walletdock's built-in list is its own chunk): a view draws
   * that many placeholders, so the list keeps its height when they arrive. Absent once they are in.
   */
  pending?: number;
}

const INSTALLED_SECTIONS = ['injected', 'external'] as const;
const keysOf = (i: WalletSectionItem) =>
  [i.id, i.connectorId, i.explorerId, i.rdns, i.info?.rdns].filter((k): k is string => !!k);

/**
 * Orders the non-empty sections walletConnect, recent, injected, featured, custom, external, recommended
 * (types in `order` first, as features.connectorTypeOrder asks). A wallet appears once: installed connectors
 * claim it first, then directory sections in display order; recent keeps at most 2. An empty section whose wallets
 * are still loading (`pending`) is kept, with the number of rows it will show.
 */
export function orderWalletSections<T extends WalletSectionItem>(
  input: WalletSectionInput<T>,
  options: {
    walletConnect?: boolean;
    order?: readonly WalletSectionType[];
    pending?: Partial<Record<Exclude<WalletSectionType, 'walletConnect'>, number>>;
  } = {},
): WalletSection<T>[] {
  const seen = new Set<string>();
  const claim = (items: readonly T[] = []) =>
    items.filter((item) => {
      const keys = keysOf(item);
      if (keys.some((k) => seen.has(k))) return false;
      keys.forEach((k) => seen.add(k));
      return true;
    });
  const items: Partial<Record<WalletSectionType, T[]>> = {};
  for (const type of INSTALLED_SECTIONS) items[type] = claim(input[type]);
  items.recent = claim(input.recent).slice(0, RECENT_WALLETS_MAX);
  for (const type of ['featured', 'custom', 'recommended'] as const) items[type] = claim(input[type]);

  const order = [...new Set([...(options.order ?? []), ...CONNECTOR_TYPE_ORDER])];
  const pendingOf = (type: WalletSectionType, list: readonly T[]) =>
    type === 'walletConnect' || list.length > 0 ? 0 : (options.pending?.[type] ?? 0);
  return order
    .map((type): WalletSection<T> => {
      const list = items[type] ?? [];
      const pending = pendingOf(type, list);
      return pending > 0 ? { type, items: list, pending } : { type, items: list };
    })
    .filter(({ type, items: list, pending }) =>
      type === 'walletConnect' ? options.walletConnect !== false : list.length > 0 || Boolean(pending),
    );
}

/** A connect method of the Connect view: email, social login or a wallet. */
export type ConnectMethod = (typeof CONNECT_METHOD_ORDER)[number];

/** The feature switches that shape the connect methods. */
export interface ConnectMethodFeatures {
  email?: boolean;
  /** Social providers; false or empty hides the social method. */
  socials?: readonly string[] | false;
  /** An explicit order wins over the detected one. */
  connectMethodsOrder?: readonly ConnectMethod[];
}

/** email, social, wallet by default; wallet, email, social when an installed browser wallet is detected. */
export function connectMethodOrder(input: { hasInjected: boolean; features?: ConnectMethodFeatures }): ConnectMethod[] {
  const f = input.features ?? {};
  const base = f.connectMethodsOrder ?? (input.hasInjected ? CONNECT_METHOD_ORDER_WITH_INJECTED : CONNECT_METHOD_ORDER);
  const socialsOn = f.socials === undefined || (f.socials !== false && f.socials.length > 0);
  return base.filter((m) => (m === 'email' ? f.email !== false : m === 'social' ? socialsOn : true));
}

/**
 * The email and social methods an instance offers: both come with the embedded wallet (the `embeddedWallet` option),
 * email while `features.email` is on, socials as the embedded wallet lists them.
 */
export function embeddedMethodFeatures(
  embedded: { readonly options: { readonly socials: readonly string[] } } | undefined,
  email: boolean,
): ConnectMethodFeatures {
  return { email: Boolean(embedded) && email, socials: embedded?.options.socials ?? false };
}

/** An email or social login is among the methods (what features.collapseWallets needs to fold the wallets away). */
export function hasEmbeddedLogin(features: ConnectMethodFeatures): boolean {
  return connectMethodOrder({ hasInjected: false, features }).some((m) => m !== 'wallet');
}

/**
 * features.collapseWallets: Connect shows the embedded logins and one "Continue with a wallet" row in place of the
 * wallet list. It holds only beside an email or social login (alone, the row would hide the only way in).
 */
export function collapsesWallets(collapseWallets: boolean, methods: readonly ConnectMethod[]): boolean {
  return collapseWallets && methods.some((m) => m !== 'wallet');
}
