// The modal's texts in every shipped locale: every English text translated (names that are the same everywhere
// excepted), with the same placeholders.
import { describe, expect, it } from 'vitest';
import type { ShippedLocale } from 'walletdock';
import { LOCALES } from 'walletdock/utils';
import { embeddedMessages } from '../../../styled/embedded-messages';
import { loadLocaleMessages } from '../../../styled/i18n/tables';
import { defaultMessages } from '../../../styled/messages';
import { accountMessages } from '../../../styled/views/Account/messages';
import { walletHelpMessages } from '../../../styled/views/GetWallet/messages';
import { onrampMessages } from '../../../styled/views/OnRamp/messages';
import { payMessages } from '../../../styled/views/Pay/messages';
import { nameMessages } from '../../../styled/views/RegisterAccountName/messages';
import { swapMessages } from '../../../styled/views/Swap/messages';
import { panelMessages } from '../../../styled/views/panel-messages';

const ENGLISH: Record<string, string> = {
  ...defaultMessages,
  ...accountMessages,
  ...nameMessages,
  ...onrampMessages,
  ...payMessages,
  ...swapMessages,
  ...panelMessages,
  ...embeddedMessages,
  ...walletHelpMessages,
};
/** Texts that read the same in every language: brand names, a bare name, a range of numbers. */
const SAME_EVERYWHERE = new Set([
  'connectingTitle',
  'walletConnectName',
  'socialGoogle',
  'socialX',
  'socialDiscord',
  'socialGithub',
  'socialApple',
  'socialFacebook',
  'socialFarcaster',
  'accountTypeEoa',
  'nftOf',
  'onrampLimits',
  'amountWorth',
  'platformIos',
  'platformAndroid',
  'walletPlatforms',
]);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const OTHER_LOCALES = LOCALES.filter((l): l is Exclude<ShippedLocale, 'en'> => l !== 'en');

describe('the modal in every locale', () => {
  it.each(OTHER_LOCALES)('%s has every text, with the English placeholders and nothing else', async (locale) => {
    const table = (await loadLocaleMessages(locale)) as Record<string, string>;
    const missing = Object.keys(ENGLISH).filter((key) => !SAME_EVERYWHERE.has(key) && !table[key]?.trim());
    expect(missing, `${locale} lacks`).toEqual([]);
    expect(
      Object.keys(table).filter((key) => !(key in ENGLISH)),
      `${locale} has keys English does not`,
    ).toEqual([]);
    for (const [key, text] of Object.entries(table)) {
      expect(placeholders(text), `${locale}.${key}: ${text}`).toEqual(placeholders(ENGLISH[key]!));
    }
  });
});
