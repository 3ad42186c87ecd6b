// Every catalogue text people read is translated in every shipped locale, found by its exact English wording as the
// English functions build it (so a reworded English text that the tables no longer match fails here).
import { describe, expect, it } from 'vitest';
import { EmbeddedWalletAlerts } from '../../../../headless/core/model/errors';
import * as ErrorMessages from '../../../../headless/core/model/error-messages';
import * as NamesErrorMessages from '../../../../headless/core/names/messages';
import * as OnrampErrorMessages from '../../../../headless/core/onramp/messages';
import * as SendErrorMessages from '../../../../headless/core/send/messages';
import * as SmartAccountErrorMessages from '../../../../headless/core/smart-account/messages';
import * as SwapErrorMessages from '../../../../headless/core/swap/messages';
import * as TransferMessages from '../../../../headless/core/model/transfer-messages';
import { FrameTexts } from '../../../../headless/server/frame/server/texts';
import { catalogueTranslators } from '../../../../headless/core/i18n/catalogue/load';
import type { ShippedLocale } from 'walletdock';
import { createTranslator, LOCALES } from 'walletdock/utils';

const E = ErrorMessages;
/** The catalogue's texts as the English code builds them (with sample parts where a text is built). */
const SHOWN: readonly string[] = [
  E.siwxInitFailed,
  E.smartAccountsUnsupported,
  E.signatureDeclined,
  E.tokenBalanceUnavailable,
  E.fetchTransactionsFailed,
  ...Object.values(EmbeddedWalletAlerts),
  E.requestAborted,
  E.somethingWentWrong,
  E.anErrorOccurred,
  E.rpcCallNotAllowed,
  E.actionNotAllowed,
  E.tryAgainAfter(30),
  E.tryAgainAfter(1),
  E.httpStatus(503),
  E.httpRequestFailed,
  E.rpcRequestFailed,
  E.requestTimedOut,
  E.connectionTimeout,
  E.chainNotSupported,
  E.networkNotFound,
  E.failedToDisconnect,
  E.errorResolvingName,
  E.errorFetchingNameSuggestions,
  E.errorFetchingNamesForAddress,
  E.errorRegisteringName('alice.wd'),
  NamesErrorMessages.invalidName,
  NamesErrorMessages.nameTooLong(64),
  NamesErrorMessages.nameLegacySuffix('.wd', '.old'),
  NamesErrorMessages.namesNamespaceUnsupported('solana'),
  NamesErrorMessages.namesNeedBlockchainApi,
  E.gasPriceNetworkUnsupported,
  E.swapsNetworkUnsupported,
  ...Object.values(SwapErrorMessages).map((m) =>
    typeof m === 'function'
      ? (m as (a: string | number) => string)(
          m === SwapErrorMessages.swapReceiptTimedOut
            ? '0xabc'
            : m === SwapErrorMessages.swapInsufficientBalance
              ? 'TEST'
              : 6,
        )
      : m,
  ),
  TransferMessages.sendAmountRequired,
  SendErrorMessages.sendAmountNotNumber,
  SendErrorMessages.sendAmountNotPositive,
  SendErrorMessages.sendAmountTooManyDecimals('USDC', 6),
  SendErrorMessages.sendAmountTooManyDecimals('X', 1),
  SendErrorMessages.sendReceiverRequired,
  TransferMessages.sendReceiverInvalid,
  SendErrorMessages.sendReceiverChecksum,
  SendErrorMessages.sendTokenRequired,
  SendErrorMessages.sendTokenOtherNetwork('TEST'),
  TransferMessages.sendNamespaceUnsupported('bip122'),
  SendErrorMessages.insufficientFunds('ETH', true),
  SendErrorMessages.insufficientFunds('ETH', false),
  SendErrorMessages.insufficientFundsForFee('SOL'),
  SendErrorMessages.sendBelowAccountMinimum('0.00089 SOL'),
  SendErrorMessages.sendRemainderBelowMinimum('0.00089 SOL'),
  TransferMessages.transactionReverted,
  TransferMessages.receiptTimedOut('0xabc'),
  ...Object.values(OnrampErrorMessages),
  SmartAccountErrorMessages.sendCallsInvalid,
  SmartAccountErrorMessages.userOperationRejected("AA21 didn't pay prefund"),
  ...Object.values(FrameTexts).map((t) =>
    typeof t === 'function'
      ? (t as (a: number | string) => string)(t === FrameTexts.providerNotConfigured ? 'Google' : 3)
      : t,
  ),
  FrameTexts.wrongCode(1),
  FrameTexts.codeLocked(60_000),
  FrameTexts.codeLocked(598_000),
];

const OTHER_LOCALES = LOCALES.filter((l): l is Exclude<ShippedLocale, 'en'> => l !== 'en');

describe('the catalogue in every locale', () => {
  it.each(OTHER_LOCALES)(
    '%s translates every text people read, and keeps the parts it was built with',
    async (locale) => {
      const translate = await catalogueTranslators.load(locale);
      expect(translate).toBeDefined();
      for (const text of SHOWN) {
        const shown = translate!(text);
        expect(shown, `${locale}: ${text}`).not.toBe(text);
        expect(shown, `${locale}: ${text}`).not.toMatch(/\{\w+\}|^\s*$/);
      }
      expect(translate!(SendErrorMessages.sendTokenOtherNetwork('TEST'))).toContain('TEST');
      expect(translate!(E.errorRegisteringName('alice.wd'))).toContain('alice.wd');
      // A text walletdock does not know (a wallet's own) is shown as it came.
      expect(translate!('User rejected the request.')).toBe('User rejected the request.');
    },
  );

  it('plural forms follow each language, with its digits', async () => {
    const ru = (await catalogueTranslators.load('ru'))!;
    expect(ru(FrameTexts.wrongCode(1))).toBe('Неверный код. Осталась 1 попытка.');
    expect(ru(FrameTexts.wrongCode(3))).toBe('Неверный код. Осталось 3 попытки.');
    expect(ru(FrameTexts.wrongCode(5))).toBe('Неверный код. Осталось 5 попыток.');
    const ar = (await catalogueTranslators.load('ar'))!;
    expect(ar(E.tryAgainAfter(2))).toBe('يُرجى المحاولة مرة أخرى بعد ثانيتين');
    expect(ar(E.tryAgainAfter(5))).toBe('يُرجى المحاولة مرة أخرى بعد ٥ ثوانٍ');
    expect(ar(E.tryAgainAfter(30))).toBe('يُرجى المحاولة مرة أخرى بعد ٣٠ ثانية');
    const de = (await catalogueTranslators.load('de'))!;
    expect(de(SendErrorMessages.sendAmountTooManyDecimals('X', 1))).toBe('X hat höchstens 1 Nachkommastelle');
    expect(de(SendErrorMessages.sendAmountTooManyDecimals('USDC', 6))).toBe('USDC hat höchstens 6 Nachkommastellen');
  });

  it('the pseudo-locale accents every text; English translates nothing', async () => {
    const pseudo = (await catalogueTranslators.load('en-XA'))!;
    const shown = pseudo(E.signatureDeclined);
    expect(shown).toMatch(/^\[Šîĝñåţûŕé đéçļîñéđ .+\]$/);
    expect(shown.length).toBeGreaterThanOrEqual(E.signatureDeclined.length * 1.4);
    expect(await catalogueTranslators.load('en')).toBeUndefined();
  });

  it('a key with parts matches only the whole text', () => {
    const t = createTranslator('de', {
      'Insufficient {symbol} balance': 'Nicht genug {symbol}',
      'Signature declined': 'Signatur abgelehnt',
    });
    expect(t('Insufficient ETH balance')).toBe('Nicht genug ETH');
    expect(t('Insufficient ETH balance, sorry')).toBe('Insufficient ETH balance, sorry');
    expect(t('Signature declined!')).toBe('Signature declined!');
  });
});
