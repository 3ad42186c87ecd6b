// Mobile and desktop links into a wallet (the directory item's links, and two wallets whose links are special-cased).
// Pure string rules: the caller reads location and decides to navigate; nothing here touches window.
import type { ChainNamespace } from '../model/caip';

/** True for an http(s) URL (a universal link), false for a custom scheme such as `rainbow://`. */
export function isHttpUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/** `scheme://wc?uri=…` for a native app link; a bare `scheme` or `scheme:` gets `://`, an existing path is kept. */
export function formatNativeUrl(appUrl: string, wcUri: string): string {
  if (isHttpUrl(appUrl)) return formatUniversalUrl(appUrl, wcUri);
  const base = appUrl.includes('://') ? appUrl : `${appUrl.replace(/[:/]/g, '')}://`;
  return `${withSlash(base)}wc?uri=${encodeURIComponent(wcUri)}`;
}

/** `https://host/path/wc?uri=…` for a universal (https) link; a trailing slash is not doubled. */
export function formatUniversalUrl(appUrl: string, wcUri: string): string {
  if (!isHttpUrl(appUrl)) return formatNativeUrl(appUrl, wcUri);
  return `${withSlash(appUrl)}wc?uri=${encodeURIComponent(wcUri)}`;
}

/** The link fields of a wallet-directory item. */
export interface WalletLinks {
  mobile_link?: string | null | undefined;
  desktop_link?: string | null | undefined;
  webapp_link?: string | null | undefined;
}

/**
 * How a pairing link is opened. A custom scheme (`rainbow://…`) replaces nothing: the phone hands it to the app and
 * the page stays. A universal (https) link opens beside the page: with the app installed the phone hands it over
 * too, without it the wallet's site opens in a tab of its own while the page keeps its pairing alive. Either way it
 * must happen inside the user's tap: browsers refuse a new tab opened later.
 */
export function pairingLinkTarget(href: string): '_self' | '_blank' {
  return isHttpUrl(href) ? '_blank' : '_self';
}

/** Where a pairing link for one wallet goes and how to open it. */
export interface WalletPairingLink {
  href: string;
  kind: 'mobile' | 'desktop' | 'webapp';
  /** `_self` for custom-scheme app links (the phone opens the app, the page stays); https links open beside the page. */
  target: '_self' | '_blank';
}

/**
 * The link that hands the pairing URI to a wallet: on mobile its mobile link, on desktop its desktop app link,
 * else its web app; undefined when the wallet has none (the QR code is then the only way).
 */
export function walletPairingLink(
  wallet: WalletLinks,
  wcUri: string,
  isMobile: boolean,
): WalletPairingLink | undefined {
  const app = isMobile ? wallet.mobile_link : wallet.desktop_link;
  if (app) {
    const href = formatNativeUrl(app, wcUri);
    return { href, kind: isMobile ? 'mobile' : 'desktop', target: pairingLinkTarget(href) };
  }
  if (wallet.webapp_link)
    return { href: formatUniversalUrl(wallet.webapp_link, wcUri), kind: 'webapp', target: '_blank' };
  return undefined;
}

/**
 * A wallet whose in-app browser should open the host page on mobile when the wallet is not injected.
 * `template` uses `{url}` (the encoded page URL) and `{ref}` (the encoded page origin); without one the rule
 * falls back to the wallet's https mobile link + `/browse?url={url}&ref={ref}`.
 */
export interface BrowseDeepLinkRule {
  walletId: string;
  /** Only on these namespaces (all when absent). */
  namespaces?: readonly ChainNamespace[];
  template?: string;
}

/** Directory id of the wallet redirected on every namespace (Phantom). */
export const PHANTOM_WALLET_ID = 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393';
/** Directory id of the wallet redirected on solana only (Coinbase). */
export const COINBASE_WALLET_ID = 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa';

/** The two special-cased wallets, with their published browse links. */
export const BROWSE_DEEPLINK_RULES: readonly BrowseDeepLinkRule[] = [
  { walletId: PHANTOM_WALLET_ID, template: 'https://phantom.app/ul/browse/{url}?ref={ref}' },
  { walletId: COINBASE_WALLET_ID, namespaces: ['solana'], template: 'https://go.cb-w.com/dapp?cb_url={url}' },
];

/** Input of browseDeepLink. */
export interface BrowseDeepLinkInput {
  wallet: { id: string; mobile_link?: string | null | undefined };
  namespace: ChainNamespace;
  isMobile: boolean;
  /** True when the wallet is already injected in this browser: its connector is used instead. */
  isInjected: boolean;
  /** The host page's URL (location.href). */
  pageUrl: string;
  rules?: readonly BrowseDeepLinkRule[];
}

/** The browse deep link to redirect to on mobile when a special-cased wallet is picked, else undefined. */
export function browseDeepLink(input: BrowseDeepLinkInput): string | undefined {
  if (!input.isMobile || input.isInjected) return undefined;
  const rule = (input.rules ?? BROWSE_DEEPLINK_RULES).find(
    (r) => r.walletId === input.wallet.id && (!r.namespaces || r.namespaces.includes(input.namespace)),
  );
  if (!rule) return undefined;
  const link = input.wallet.mobile_link;
  const template =
    rule.template ?? (link && isHttpUrl(link) ? `${link.replace(/\/+$/, '')}/browse?url={url}&ref={ref}` : undefined);
  if (!template) return undefined;
  let origin = '';
  try {
    origin = new URL(input.pageUrl).origin;
  } catch {
    // An unparsable page URL still gets a link; only the referrer is lost.
  }
  return template.replace('{url}', encodeURIComponent(input.pageUrl)).replace('{ref}', encodeURIComponent(origin));
}
