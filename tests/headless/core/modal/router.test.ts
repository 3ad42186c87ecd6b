// The modal's navigation: each rule as a table over the pure router functions.
import { describe, expect, it, vi } from 'vitest';
import {
  goBack,
  goBackToIndex,
  initialRouterState,
  popTransactionStack,
  push,
  pushTransactionStack,
  replace,
  reset,
  type RouterState,
  type RouterView,
} from '../../../../headless/core/modal/router';

const at = (...history: RouterView[]): RouterState =>
  ({ ...initialRouterState(history[0]), history, view: history[history.length - 1] }) as RouterState;

describe('Push a view (ignored if it is already the current view), reset, replace, go back, go back to an index', () => {
  it.each([
    ['push adds a view', push(at('Connect'), 'AllWallets'), ['Connect', 'AllWallets'], 'AllWallets', 'next'],
    [
      'push of the current view is ignored',
      push(at('Connect', 'AllWallets'), 'AllWallets'),
      ['Connect', 'AllWallets'],
      'AllWallets',
      'next',
    ],
    ['reset leaves a single view', reset(at('Connect', 'AllWallets'), 'Account'), ['Account'], 'Account', 'next'],
    [
      'replace swaps the current view',
      replace(at('Connect', 'AllWallets'), 'ConnectingExternal', { connectorId: 'x' }),
      ['Connect', 'ConnectingExternal'],
      'ConnectingExternal',
      'next',
    ],
    [
      'go back to an index keeps entries up to it',
      goBackToIndex(at('Connect', 'AllWallets', 'ConnectingExternal'), 0),
      ['Connect'],
      'Connect',
      'prev',
    ],
    [
      'go back to an out-of-range index is ignored',
      goBackToIndex(at('Connect', 'AllWallets'), 5),
      ['Connect', 'AllWallets'],
      'AllWallets',
      'next',
    ],
  ] as const)('%s', (_name, state, history, view, direction) => {
    expect(state.history).toEqual(history);
    expect(state.view).toBe(view);
    expect(state.direction).toBe(direction);
  });

  it('push of the current view returns the same state (no re-render)', () => {
    const state = at('Connect');
    expect(push(state, 'Connect')).toBe(state);
  });

  it('views carry data (ConnectingExternal carries a connector)', () => {
    expect(push(at('Connect'), 'ConnectingExternal', { connectorId: 'io.metamask' }).data).toEqual({
      connectorId: 'io.metamask',
    });
  });
});

describe('Going back with only one history entry, or when UnsupportedChain is in the history, closes the modal', () => {
  it.each([
    ['one entry closes', at('Connect'), true, 'Connect'],
    ['UnsupportedChain in history closes', at('UnsupportedChain', 'Account'), true, 'Account'],
    ['two entries go back', at('Connect', 'AllWallets'), false, 'Connect'],
  ] as const)('%s', (_name, state, closes, view) => {
    const result = goBack(state, { connected: false });
    expect(result.effects.some((e) => e.type === 'close')).toBe(closes);
    expect(result.state.view).toBe(view);
    if (!closes) expect(result.state.direction).toBe('prev');
  });
});

describe('Going back from ConnectingFarcaster without a connected address clears the Farcaster URL and reloads the frame', () => {
  it.each([
    [false, true],
    [true, false],
  ])('connected=%s asks for the Farcaster cleanup: %s', (connected, cleanup) => {
    const result = goBack(at('Connect', 'ConnectingFarcaster'), { connected });
    expect(result.effects.some((e) => e.type === 'farcasterReset')).toBe(cleanup);
  });
});

describe('A transaction stack flow finishes by going back, replacing back to before ConnectingSiwe (or closing), or resetting', () => {
  it('goBack: finishing goes back one view and calls the success handler', () => {
    const onSuccess = vi.fn();
    let state = pushTransactionStack(at('Account', 'ApproveTransaction'), { goBack: true, onSuccess });
    const result = popTransactionStack(state, 'success', { connected: true });
    state = result.state;
    expect(state.view).toBe('Account');
    expect(state.transactionStack).toEqual([]);
    result.effects.forEach((e) => e.type === 'call' && e.fn());
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  it('replace: back to the view before ConnectingSiwe', () => {
    const state = pushTransactionStack(at('Connect', 'AllWallets', 'ConnectingSiwe', 'ApproveTransaction'), {
      goBack: false,
      replace: true,
    });
    const result = popTransactionStack(state, 'success', { connected: true });
    expect(result.state.view).toBe('AllWallets');
    expect(result.effects).toEqual([]);
  });

  it('replace: closes the modal when ConnectingSiwe is not in history', () => {
    const state = pushTransactionStack(at('Account', 'ApproveTransaction'), { goBack: false, replace: true });
    const result = popTransactionStack(state, 'success', { connected: true });
    expect(result.effects).toEqual([{ type: 'close' }]);
  });

  it('view: resets to the given view', () => {
    const state = pushTransactionStack(at('Connect', 'ApproveTransaction'), { goBack: false, view: 'Account' });
    const result = popTransactionStack(state, 'success', { connected: true });
    expect(result.state.history).toEqual(['Account']);
  });

  it('On cancel it goes back and calls the cancel handler', () => {
    const onCancel = vi.fn();
    const onSuccess = vi.fn();
    const state = pushTransactionStack(at('Account', 'ApproveTransaction'), {
      goBack: false,
      view: 'Swap',
      onCancel,
      onSuccess,
    });
    const result = popTransactionStack(state, 'cancel', { connected: true });
    expect(result.state.view).toBe('Account');
    result.effects.forEach((e) => e.type === 'call' && e.fn());
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('with no open flow nothing happens', () => {
    const state = at('Account');
    expect(popTransactionStack(state, 'success', { connected: true })).toEqual({ state, effects: [] });
  });
});
