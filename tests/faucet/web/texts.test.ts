// The faucet page's tables cover what it shows: every message the page or the faucet API writes for a visitor is one of
// FAUCET_TEXTS (a message added without a table entry would stay English in every language), and every locale's table
// has exactly those texts with the same `{name}` parts.
import { describe, expect, it, vi } from 'vitest';
import { FaucetApiErrors, FaucetPageMessages } from '../../../faucet/shared/messages';
import { FAUCET_TEXTS } from '../../../faucet/web/src/i18n/texts';
import { CAPTCHA_CORRECT, CAPTCHA_LOAD_FAILED } from '../../../faucet/web/src/useCaptcha';
import { DISCONNECT_WARNING, TRUST_HINT } from '../../../faucet/web/src/useWalletStatus';
import { LOCALES } from 'walletdock/utils';

// The page's build-time flag (vite's define), which useCaptcha's imports read.
vi.hoisted(() => Object.assign(globalThis, { __FAUCET_DEV_WALLET__: false }));

const filled = (message: string | ((...args: never[]) => string), names: string[]) =>
  typeof message === 'string' ? message : (message as (...args: string[]) => string)(...names.map((n) => `{${n}}`));
// The names the templated messages' parts have in the tables.
const NAMES: Record<string, string[]> = {
  cooldown: ['count'],
  openSelectorFailed: ['message'],
  connectionFailed: ['message'],
  connectionError: ['message'],
  installWallet: ['wallet'],
  useWallet: ['wallet'],
  walletInternalError: ['wallet'],
};
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('faucet page texts', () => {
  it('every message the page and the API write for a visitor has a table entry', () => {
    const texts: readonly string[] = FAUCET_TEXTS;
    const messages = [...Object.entries(FaucetPageMessages), ...Object.entries(FaucetApiErrors)].map(([key, m]) =>
      filled(m, NAMES[key] ?? []),
    );
    for (const message of [...messages, CAPTCHA_CORRECT, CAPTCHA_LOAD_FAILED, DISCONNECT_WARNING, TRUST_HINT])
      expect(texts).toContain(message);
  });

  it('every locale translates every text, with the same placeholders', async () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const table = (await import(`../../../faucet/web/src/i18n/locales/${locale}.ts`)).default as Record<
        string,
        string | Record<string, string>
      >;
      expect(Object.keys(table).sort(), locale).toEqual([...FAUCET_TEXTS].sort());
      for (const [id, text] of Object.entries(table)) {
        const forms = typeof text === 'string' ? [text] : Object.values(text);
        expect(
          forms.every((form) => form.trim() !== ''),
          `${locale}: ${id}`,
        ).toBe(true);
        if (typeof text === 'string') expect(placeholders(text), `${locale}: ${id}`).toEqual(placeholders(id));
      }
    }
  });
});
