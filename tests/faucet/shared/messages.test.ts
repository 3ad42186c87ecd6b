// The faucet's texts word for word: its validation messages (address, captcha) and its claim and wallet messages.
import { describe, expect, it } from 'vitest';
import { FaucetApiErrors, FaucetPageMessages } from '../../../faucet/shared/messages';

describe('faucet texts', () => {
  it.each([
    [FaucetPageMessages.invalidAddress, 'Please enter a valid wallet address'],
    [FaucetPageMessages.solveCaptcha, 'Please solve the math problem'],
    [FaucetPageMessages.enterAnswer, 'Please enter an answer'],
    [FaucetPageMessages.noCaptcha, 'No captcha loaded. Please refresh.'],
    [FaucetPageMessages.incorrectAnswer, 'Incorrect answer. Try again.'],
    [FaucetPageMessages.walletInternalError('MetaMask'), 'MetaMask internal error. Please refresh and try again.'],
    [FaucetPageMessages.openSelectorFailed('boom'), 'Failed to open wallet selector: boom'],
    [FaucetPageMessages.readyToClaim, 'Ready to claim!'],
    [FaucetApiErrors.cooldown(42), 'Please wait 42 seconds before claiming again.'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
