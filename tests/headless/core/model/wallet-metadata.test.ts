// What a wallet calls itself, as rows show it: names cleaned and cut, the whole name kept only when it can be read
// out, icons only as image data URLs or https.
import { describe, expect, it } from 'vitest';
import {
  WALLET_ICON_MAX,
  WALLET_NAME_MAX,
  walletDisplayName,
  walletIconUrl,
  walletLabel,
} from '../../../../headless/core/model/wallet-metadata';

describe('wallet names', () => {
  it('keeps a plain name as it is, trimmed', () => {
    expect(walletDisplayName('  MetaMask ')).toEqual({ name: 'MetaMask' });
  });

  it('removes control and bidirectional characters, and collapses white space', () => {
    expect(walletDisplayName('Ra\u202Ebby\u0000 \n\t Wallet\u2066')).toEqual({ name: 'Rabby Wallet' });
  });

  it('has no name when nothing readable is left', () => {
    expect(walletDisplayName('')).toBeUndefined();
    expect(walletDisplayName(' \u200b\u202e\n ')).toBeUndefined();
  });

  it('cuts a long name with an ellipsis and keeps the whole name for the accessible description', () => {
    const long = `${'Long '.repeat(20)}Wallet`;
    const shown = walletDisplayName(long);
    expect(shown?.name).toHaveLength(WALLET_NAME_MAX);
    expect(shown?.name.endsWith('…')).toBe(true);
    expect(shown?.fullName).toBe(long);
  });

  it('cuts a megabyte of name, and does not keep it for reading out', () => {
    const huge = 'A'.repeat(1024 * 1024);
    expect(walletDisplayName(huge)).toEqual({ name: `${'A'.repeat(WALLET_NAME_MAX - 1)}…` });
  });

  it('never cuts an emoji in half', () => {
    const shown = walletDisplayName(`${'a'.repeat(WALLET_NAME_MAX - 2)}🦊🦊🦊`);
    expect(shown?.name).toBe(`${'a'.repeat(WALLET_NAME_MAX - 2)}…`);
  });

  it('names a wallet in a warning by the start of its name, else its rdns, never a hostile whole', () => {
    expect(walletLabel(42, 'io.metamask')).toBe('"io.metamask"');
    expect(walletLabel({}, undefined)).toBe('a wallet without a name');
    expect(walletLabel('x'.repeat(10_000)).length).toBeLessThan(WALLET_NAME_MAX + 3);
  });
});

describe('wallet icons', () => {
  it.each([
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'data:image/webp;base64,UklGRg==',
    'data:image/jpeg;base64,/9j/4AAQ',
    'data:image/gif;base64,R0lGODlh',
    'https://wallet.example/icon.png',
  ])('draws %s', (icon) => {
    expect(walletIconUrl(icon)).toBe(icon);
  });

  it.each([
    ['an HTML data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a JavaScript URL', 'javascript:alert(1)'],
    ['a plain http URL', 'http://tracker.example/pixel.png'],
    ['a relative path', '/icon.png'],
    ['an image type outside the list', 'data:image/x-icon;base64,AAAB'],
    ['a number', 42],
    ['an object', { src: 'https://wallet.example/icon.png' }],
    ['an icon longer than the limit', `data:image/png;base64,${'A'.repeat(WALLET_ICON_MAX)}`],
  ])('falls back to the letter for %s', (_what, icon) => {
    expect(walletIconUrl(icon)).toBeUndefined();
  });
});
