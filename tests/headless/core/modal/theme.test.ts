// The theme's mode: 'system' by default, following the visitor's colour scheme as it changes; an explicit mode stays.
import { describe, expect, it } from 'vitest';
import { createWalletDock, eip155Adapter } from '../../../../headless/index';
import type { MatchMedia } from '../../../../headless/core/modal/theme';

const devnet = {
  id: 33322,
  name: 'Devnet',
  nativeCurrency: { name: 'AVENT', symbol: 'AVENT', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
};

/** The browser's media query list for prefers-color-scheme, switched by the test as a visitor would in their system settings. */
function colourScheme(dark: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const list = {
    matches: dark,
    addEventListener: (_: string, l: (event: { matches: boolean }) => void) => void listeners.add(l),
    removeEventListener: (_: string, l: (event: { matches: boolean }) => void) => void listeners.delete(l),
  };
  const matchMedia = ((query: string) => {
    expect(query).toBe('(prefers-color-scheme: dark)');
    return list;
  }) as unknown as MatchMedia;
  return {
    matchMedia,
    listeners,
    set(next: boolean) {
      list.matches = next;
      for (const l of listeners) l({ matches: next });
    },
  };
}

const dockWith = (themeMode?: 'light' | 'dark' | 'system') =>
  createWalletDock({ networks: [devnet], adapters: [eip155Adapter()], ...(themeMode ? { themeMode } : {}) });

describe('theme mode', () => {
  it("defaults to 'system': light until the preference is read, then the visitor's scheme, live", () => {
    const dock = dockWith();
    expect(dock.stores.theme.getState()).toMatchObject({ themeMode: 'light', themeModeSetting: 'system' });
    const scheme = colourScheme(true);
    const stop = dock.theme.followSystemTheme(scheme.matchMedia);
    expect(dock.stores.theme.getState().themeMode).toBe('dark');
    scheme.set(false);
    expect(dock.stores.theme.getState().themeMode).toBe('light');
    stop();
    expect(scheme.listeners.size).toBe(0);
    scheme.set(true);
    expect(dock.stores.theme.getState().themeMode).toBe('light');
  });

  it('an explicit mode ignores the scheme; switching back to system takes the scheme known now', () => {
    const dock = dockWith('light');
    const scheme = colourScheme(true);
    dock.theme.followSystemTheme(scheme.matchMedia);
    expect(dock.stores.theme.getState()).toMatchObject({ themeMode: 'light', themeModeSetting: 'light' });
    scheme.set(false);
    scheme.set(true);
    expect(dock.stores.theme.getState().themeMode).toBe('light');
    dock.theme.setThemeMode('system');
    expect(dock.stores.theme.getState()).toMatchObject({ themeMode: 'dark', themeModeSetting: 'system' });
    dock.theme.setThemeMode('dark');
    scheme.set(false);
    expect(dock.stores.theme.getState().themeMode).toBe('dark');
  });

  it('without matchMedia (a server) system stays light', () => {
    const dock = dockWith('system');
    dock.theme.followSystemTheme(undefined)();
    expect(dock.stores.theme.getState().themeMode).toBe('light');
  });
});
