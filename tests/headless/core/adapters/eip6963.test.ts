// EIP-6963 announcements checked at the boundary: each malformed one dropped with one warning naming it, the others
// kept; and the hand-written check in the first chunk gives the zod schema's verdict on every one of them.
import { describe, expect, it } from 'vitest';
import { readAnnouncement, watchAnnouncements, type AnnouncedWallet } from '../../../../headless/core/adapters/eip6963';
import { announcedInfoSchema } from '../../../../headless/core/adapters/wallet-metadata-schema';

const provider = { request: async () => null, on() {}, removeListener() {} };
const info = (patch: Record<string, unknown> = {}) => ({
  uuid: '350670db-19fa-4704-a166-e52e178b59d2',
  name: 'Good Wallet',
  icon: 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
  rdns: 'dev.good.wallet',
  ...patch,
});
const withoutName = (() => {
  const { name: _name, ...rest } = info();
  return rest;
})();

/** Hostile and careless announcements as extensions have sent them, with what the boundary must say. */
const MALFORMED: [string, unknown][] = [
  ['no detail', undefined],
  ['a detail that is a string', 'hello'],
  ['no info', { provider }],
  ['an empty info', { info: {}, provider }],
  ['an info without a name', { info: withoutName, provider }],
  ['a name that is a number', { info: info({ name: 42 }), provider }],
  ['a name that is an object', { info: info({ name: { en: 'Wallet' } }), provider }],
  ['a name of white space and controls', { info: info({ name: ' \u202e\u0000 ' }), provider }],
  ['an icon that is a number', { info: info({ icon: 7 }), provider }],
  ['a uuid that is not one', { info: info({ uuid: 'x' }), provider }],
  ['an rdns that is not a domain', { info: info({ rdns: 'not a domain' }), provider }],
  ['an rdns of a megabyte', { info: info({ rdns: `a.${'b'.repeat(1024 * 1024)}` }), provider }],
  ['no provider', { info: info() }],
  ['a provider without request', { info: info(), provider: {} }],
  ['a provider that is a function', { info: info(), provider: Object.assign(() => undefined, provider) }],
  [
    'an info whose getters throw',
    {
      info: new Proxy(
        {},
        {
          get() {
            throw new Error('gotcha');
          },
        },
      ),
      provider,
    },
  ],
];

/** Announcements that are well formed, however odd, with their display left to the display rules. */
const WELL_FORMED: [string, unknown][] = [
  ['a plain wallet', { info: info(), provider }],
  ['a megabyte of name', { info: info({ name: 'N'.repeat(1024 * 1024) }), provider }],
  ['an HTML icon', { info: info({ icon: 'data:text/html,<script>alert(1)</script>' }), provider }],
  ['a javascript: icon', { info: info({ icon: 'javascript:alert(1)' }), provider }],
  ['an HTML name', { info: info({ name: '<img src=x onerror=alert(1)>' }), provider }],
];

describe('readAnnouncement', () => {
  it.each(MALFORMED)('drops an announcement with %s', (_what, detail) => {
    expect(readAnnouncement(detail)).toHaveProperty('problem');
  });

  it.each(WELL_FORMED)('keeps %s', (_what, detail) => {
    expect(readAnnouncement(detail)).toHaveProperty('wallet');
  });

  it('copies the info out: a later change to the event object is not seen', () => {
    const mutable = info();
    const reading = readAnnouncement({ info: mutable, provider });
    mutable.name = 'Someone Else';
    expect('wallet' in reading && reading.wallet.info.name).toBe('Good Wallet');
  });

  it.each([...MALFORMED, ...WELL_FORMED])('gives the zod schema’s verdict for %s', (_what, detail) => {
    const fields = (() => {
      try {
        const i = (detail as { info?: Record<string, unknown> } | undefined)?.info;
        return i && typeof i === 'object' ? { uuid: i.uuid, name: i.name, icon: i.icon, rdns: i.rdns } : undefined;
      } catch {
        return undefined;
      }
    })();
    const reading = readAnnouncement(detail);
    // The schema checks the info; the provider is the boundary's own rule.
    const providerOk =
      typeof (detail as { provider?: { request?: unknown } })?.provider?.request === 'function' &&
      typeof (detail as { provider?: unknown }).provider === 'object';
    const schemaOk = fields !== undefined && announcedInfoSchema.safeParse(fields).success;
    expect('wallet' in reading).toBe(schemaOk && providerOk);
  });
});

describe('watchAnnouncements', () => {
  it('asks wallets to announce, keeps the good ones once each and warns once per malformed one', () => {
    const target = new EventTarget();
    const announce = (detail: unknown) => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
    const good = { info: info(), provider };
    const bad = { info: info({ name: 42, rdns: 'dev.bad.wallet' }), provider };
    // Wallets answer every request, as EIP-6963 asks them to.
    target.addEventListener('eip6963:requestProvider', () => [good, bad].forEach(announce));
    const wallets: AnnouncedWallet[] = [];
    const warnings: string[] = [];
    const stop = watchAnnouncements(target, (w) => wallets.push(w), { warn: (m) => warnings.push(m) });
    announce(good);
    announce(bad);
    announce({ info: info({ uuid: 'f1b2a3c4-0000-4000-8000-000000000000', name: 'Second' }), provider });
    target.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(wallets.map((w) => w.info.name)).toEqual(['Good Wallet']);
    expect(warnings).toEqual(['[walletdock] Ignored the EIP-6963 wallet "dev.bad.wallet": its info has no name.']);
    stop();
    announce({ info: info({ uuid: 'a1b2a3c4-0000-4000-8000-000000000000', rdns: 'dev.late.wallet' }), provider });
    expect(wallets).toHaveLength(1);
  });
});
