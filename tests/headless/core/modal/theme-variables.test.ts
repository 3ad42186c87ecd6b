// Theme variables by walletdock's names or AppKit's: an AppKit app's '--w3m-accent' is the modal's accent, the newer
// '--apkt-*' names too, '--wd-*' wins when one setting is named several ways, and a name nobody reads is left out with
// one console warning (not one per render).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWalletDock, eip155Adapter, type ThemeVariables } from '../../../../headless/index';
import { resolveThemeVariables } from '../../../../headless/core/modal/theme-variables';

const devnet = {
  id: 33322,
  name: 'Devnet',
  nativeCurrency: { name: 'AVENT', symbol: 'AVENT', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
};
// What untyped code (a JavaScript app, a spread of a wider object) can pass.
const untyped = (variables: Record<string, unknown>) => variables as ThemeVariables;
const dockWith = (themeVariables: ThemeVariables) =>
  createWalletDock({ networks: [devnet], adapters: [eip155Adapter()], themeVariables });

afterEach(() => vi.restoreAllMocks());

describe('theme variables', () => {
  it("reads AppKit's --w3m-* and --apkt-* names as walletdock's", () => {
    const dock = dockWith({
      '--w3m-accent': '#000000',
      '--w3m-color-mix': '#00bb7f',
      '--w3m-color-mix-strength': 40,
      '--w3m-font-family': 'Georgia, serif',
      '--apkt-border-radius-master': '2px',
      '--apkt-z-index': 5000,
      '--w3m-font-size-master': '9px',
      '--w3m-qr-color': '#222222',
    });
    expect(dock.stores.theme.getState().themeVariables).toEqual({
      '--wd-accent': '#000000',
      '--wd-color-mix': '#00bb7f',
      '--wd-color-mix-strength': 40,
      '--wd-font-family': 'Georgia, serif',
      '--wd-border-radius-master': '2px',
      '--wd-z-index': 5000,
      '--wd-font-size-master': '9px',
      '--wd-qrcode-color': '#222222',
    });
  });

  it('--wd-* wins over --apkt-*, which wins over --w3m-*, whatever their order in the object', () => {
    expect(
      resolveThemeVariables({ '--wd-accent': '#111', '--apkt-accent': '#222', '--w3m-accent': '#333' }).variables,
    ).toEqual({ '--wd-accent': '#111' });
    expect(resolveThemeVariables({ '--apkt-accent': '#222', '--w3m-accent': '#333' }).variables).toEqual({
      '--wd-accent': '#222',
    });
  });

  it('leaves a name it does not read out, with one console warning naming it, once per instance', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const dock = dockWith(untyped({ '--w3m-acent': '#000000', '--w3m-accent': '#111111' }));
    expect(dock.stores.theme.getState().themeVariables).toEqual({ '--wd-accent': '#111111' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /^\[walletdock\] themeVariables: '--w3m-acent' is not a variable walletdock reads, ignored/,
    );
    // The same mistake in a setter a component calls on every render: still the one line.
    dock.theme.setThemeVariables(untyped({ '--w3m-acent': '#000000' }));
    dock.theme.setThemeVariables(untyped({ '--w3m-acent': '#000000' }));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a value that is not a string or a number is left out with its own warning; the rest applies', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const dock = dockWith({});
    dock.theme.setThemeVariables(untyped({ '--wd-accent': { color: 'red' }, '--wd-z-index': 10 }));
    expect(dock.stores.theme.getState().themeVariables).toEqual({ '--wd-z-index': 10 });
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      "[walletdock] themeVariables: '--wd-accent' must be a string or a number, ignored",
    ]);
  });

  it("a later setThemeVariables by an AppKit name replaces the accent set before by walletdock's", () => {
    const dock = dockWith({ '--wd-accent': '#111111', '--wd-z-index': 10 });
    dock.theme.setThemeVariables({ '--w3m-accent': '#222222' });
    expect(dock.stores.theme.getState().themeVariables).toEqual({ '--wd-accent': '#222222', '--wd-z-index': 10 });
  });
});
