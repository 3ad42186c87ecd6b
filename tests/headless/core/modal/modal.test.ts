// Which view opening the modal shows, and the close rules, as tables over the pure decisions.
import { describe, expect, it } from 'vitest';
import {
  decideClose,
  isCloseDisabled,
  resolveOpenView,
  shouldCloseAfterConnect,
  type CloseContext,
} from '../../../../headless/core/modal/modal';

describe('Opening: a requested view wins; otherwise Account if connected, else Connect; no adapters and no address gives AllWallets on mobile, otherwise ConnectingWalletConnectBasic', () => {
  it.each([
    ['a requested view wins', { requestedView: 'Swap', connected: true, hasAdapters: true, isMobile: false }, 'Swap'],
    [
      'requested wins without adapters',
      { requestedView: 'Connect', connected: false, hasAdapters: false, isMobile: true },
      'Connect',
    ],
    ['connected opens Account', { connected: true, hasAdapters: true, isMobile: false }, 'Account'],
    ['connected without adapters opens Account', { connected: true, hasAdapters: false, isMobile: true }, 'Account'],
    ['not connected opens Connect', { connected: false, hasAdapters: true, isMobile: false }, 'Connect'],
    [
      'no adapters, no address, mobile: AllWallets',
      { connected: false, hasAdapters: false, isMobile: true },
      'AllWallets',
    ],
    [
      'no adapters, no address, desktop: ConnectingWalletConnectBasic',
      { connected: false, hasAdapters: false, isMobile: false },
      'ConnectingWalletConnectBasic',
    ],
  ] as const)('%s', (_name, context, view) => {
    expect(resolveOpenView(context)).toBe(view);
  });
});

const base: CloseContext = {
  view: 'Account',
  signInRequired: false,
  hasSession: false,
  embedded: false,
  connected: true,
};

describe('Closing while on ApproveTransaction is ignored unless forced; closing is disabled on the sign-in or approve views when sign-in is required and there are no sessions; in embedded mode close returns to Account if connected, otherwise Connect', () => {
  it.each([
    ['plain close', {}, 'close'],
    ['ApproveTransaction is ignored', { view: 'ApproveTransaction' }, 'ignore'],
    ['ApproveTransaction forced closes', { view: 'ApproveTransaction', force: true }, 'close'],
    ['SIWXSignMessage, required, no session: disabled', { view: 'SIWXSignMessage', signInRequired: true }, 'ignore'],
    ['ConnectingSiwe, required, no session: disabled', { view: 'ConnectingSiwe', signInRequired: true }, 'ignore'],
    [
      'SIWXSignMessage, required, with a session: closes',
      { view: 'SIWXSignMessage', signInRequired: true, hasSession: true },
      'close',
    ],
    ['SIWXSignMessage, not required: closes', { view: 'SIWXSignMessage' }, 'close'],
    ['Account, required, no session: closes (not a sign-in view)', { signInRequired: true }, 'close'],
  ] as const)('%s', (_name, overrides, type) => {
    expect(decideClose({ ...base, ...overrides }).type).toBe(type);
  });

  it.each([
    [true, 'Account'],
    [false, 'Connect'],
  ] as const)('embedded, connected=%s: shows %s', (connected, view) => {
    expect(decideClose({ ...base, embedded: true, connected })).toEqual({ type: 'show', view });
  });

  it('the UI reads isCloseDisabled for the close button', () => {
    expect(isCloseDisabled({ view: 'ApproveTransaction', signInRequired: true, hasSession: false })).toBe(true);
    expect(isCloseDisabled({ view: 'ApproveTransaction', signInRequired: false, hasSession: false })).toBe(false);
  });
});

describe('A successful connect closes the modal unless another flow took it over meanwhile', () => {
  it.each([
    ['still on ConnectingExternal: closes', 'ConnectingExternal', 'ConnectingExternal', true],
    ['the sign-in flow opened SIWXSignMessage: stays', 'ConnectingExternal', 'SIWXSignMessage', false],
    ['the user went back to Connect: stays', 'ConnectingExternal', 'Connect', false],
    ['still pairing on ConnectingWalletConnect: closes', 'ConnectingWalletConnect', 'ConnectingWalletConnect', true],
    [
      'a pairing moved between the two WalletConnect views: closes',
      'ConnectingWalletConnectBasic',
      'ConnectingWalletConnect',
      true,
    ],
    ['a pairing whose modal moved to sign-in: stays', 'ConnectingWalletConnectBasic', 'SIWXSignMessage', false],
    [
      'a connect started elsewhere does not count WalletConnect as its own: stays',
      'ConnectingExternal',
      'ConnectingWalletConnect',
      false,
    ],
  ] as const)('%s', (_name, startedOn, view, closes) => {
    expect(shouldCloseAfterConnect({ startedOn, view })).toBe(closes);
  });
});
