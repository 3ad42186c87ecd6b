// Deep links into a wallet: pairing links from a directory item's mobile/desktop/webapp links, and, on
// mobile, selecting a wallet may redirect to that wallet's browse deep link (for one mobile wallet when not
// injected, and for another wallet on solana when not injected).
import { describe, expect, it } from 'vitest';
import {
  COINBASE_WALLET_ID,
  PHANTOM_WALLET_ID,
  browseDeepLink,
  formatNativeUrl,
  formatUniversalUrl,
  isHttpUrl,
  pairingLinkTarget,
  walletPairingLink,
} from '../../../../headless/core/directory/deeplink';

const WC_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303';
const ENC = encodeURIComponent(WC_URI);

describe('isHttpUrl', () => {
  it.each([
    ['https://link.wallet.test', true],
    ['HTTP://link.wallet.test', true],
    ['rainbow://', false],
    ['metamask:', false],
    ['httpsfoo://x', false],
  ])('%s -> %s', (url, expected) => expect(isHttpUrl(url)).toBe(expected));
});

describe('formatNativeUrl', () => {
  it.each([
    ['rainbow://', `rainbow://wc?uri=${ENC}`],
    ['rainbow', `rainbow://wc?uri=${ENC}`],
    ['rainbow:', `rainbow://wc?uri=${ENC}`],
    ['trust://open', `trust://open/wc?uri=${ENC}`],
    ['zerion://app/', `zerion://app/wc?uri=${ENC}`],
    ['https://link.wallet.test', `https://link.wallet.test/wc?uri=${ENC}`],
  ])('%s', (scheme, expected) => expect(formatNativeUrl(scheme, WC_URI)).toBe(expected));

  it('encodes the pairing URI so that it survives as one query value', () => {
    const href = formatNativeUrl('rainbow://', WC_URI);
    expect(new URL(href).searchParams.get('uri')).toBe(WC_URI);
  });
});

describe('formatUniversalUrl', () => {
  it.each([
    ['https://link.wallet.test', `https://link.wallet.test/wc?uri=${ENC}`],
    ['https://link.wallet.test/', `https://link.wallet.test/wc?uri=${ENC}`],
    ['https://wallet.test/app', `https://wallet.test/app/wc?uri=${ENC}`],
    ['rainbow://', `rainbow://wc?uri=${ENC}`],
  ])('%s', (link, expected) => expect(formatUniversalUrl(link, WC_URI)).toBe(expected));
});

describe('walletPairingLink', () => {
  const wallet = {
    mobile_link: 'rainbow://',
    desktop_link: 'rainbow-desktop://',
    webapp_link: 'https://web.rainbow.test',
  };
  it.each([
    [
      'On mobile the mobile link opens the app in the same tab',
      wallet,
      true,
      { href: `rainbow://wc?uri=${ENC}`, kind: 'mobile', target: '_self' },
    ],
    [
      'On desktop the desktop link opens the app',
      wallet,
      false,
      { href: `rainbow-desktop://wc?uri=${ENC}`, kind: 'desktop', target: '_self' },
    ],
    [
      'Without a desktop link the web app opens in a new tab',
      { ...wallet, desktop_link: null },
      false,
      { href: `https://web.rainbow.test/wc?uri=${ENC}`, kind: 'webapp', target: '_blank' },
    ],
    [
      'On mobile a universal (https) link opens beside the page, which keeps its pairing',
      { mobile_link: 'https://link.rainbow.test' },
      true,
      { href: `https://link.rainbow.test/wc?uri=${ENC}`, kind: 'mobile', target: '_blank' },
    ],
    ['Without any link there is only the QR code', { mobile_link: null }, true, undefined],
  ] as const)('%s', (_rule, w, isMobile, expected) => {
    expect(walletPairingLink(w, WC_URI, isMobile)).toEqual(expected);
  });
});

describe('pairingLinkTarget', () => {
  it.each([
    [`rainbow://wc?uri=${ENC}`, '_self'],
    [`https://link.wallet.test/wc?uri=${ENC}`, '_blank'],
  ])('%s opens in %s', (href, target) => expect(pairingLinkTarget(href)).toBe(target));
});

describe('browseDeepLink', () => {
  const pageUrl = 'https://host.walletdock.test/shop?item=1';
  const base = { namespace: 'eip155' as const, isMobile: true, isInjected: false, pageUrl };
  const phantom = { id: PHANTOM_WALLET_ID, mobile_link: 'phantom://' };
  const coinbase = { id: COINBASE_WALLET_ID, mobile_link: 'cbwallet://' };
  const encPage = encodeURIComponent(pageUrl);
  const encOrigin = encodeURIComponent('https://host.walletdock.test');

  it.each([
    [
      'One mobile wallet redirects to its browse link when not injected',
      { ...base, wallet: phantom },
      `https://phantom.app/ul/browse/${encPage}?ref=${encOrigin}`,
    ],
    ['…but not when it is injected', { ...base, wallet: phantom, isInjected: true }, undefined],
    ['…and not on desktop', { ...base, wallet: phantom, isMobile: false }, undefined],
    [
      'Another wallet redirects on solana when not injected',
      { ...base, wallet: coinbase, namespace: 'solana' as const },
      `https://go.cb-w.com/dapp?cb_url=${encPage}`,
    ],
    ['…but not on eip155', { ...base, wallet: coinbase }, undefined],
    [
      'Other wallets never redirect',
      { ...base, wallet: { id: 'wallet-001', mobile_link: 'https://link.test' } },
      undefined,
    ],
  ])('%s', (_rule, input, expected) => {
    expect(browseDeepLink(input)).toBe(expected);
  });

  it("a rule without a template uses the wallet's https mobile link + /browse?url=&ref=", () => {
    const rules = [{ walletId: 'wallet-001' }];
    const wallet = { id: 'wallet-001', mobile_link: 'https://link.wallet.test/' };
    expect(browseDeepLink({ ...base, wallet, rules })).toBe(
      `https://link.wallet.test/browse?url=${encPage}&ref=${encOrigin}`,
    );
    expect(browseDeepLink({ ...base, wallet: { ...wallet, mobile_link: 'w1://' }, rules })).toBeUndefined();
  });
});
