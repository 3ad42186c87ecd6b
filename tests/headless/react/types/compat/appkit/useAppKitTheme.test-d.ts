// useAppKitTheme (walletdock/compat/appkit): the theme in AppKit's shape and its two setters.
import { describe, expectTypeOf, test } from 'vitest';
import type { ThemeMode } from 'walletdock';
import { useAppKitTheme } from 'walletdock/compat/appkit';

describe('useAppKitTheme', () => {
  test('returns the resolved mode and the setters', () => {
    const theme = useAppKitTheme();
    expectTypeOf(theme.themeMode).toEqualTypeOf<ThemeMode>();
    theme.setThemeMode('system');
    theme.setThemeVariables({});
  });

  test('a mode is light, dark or system', () => {
    // @ts-expect-error not a mode
    useAppKitTheme().setThemeMode('auto');
  });
});
