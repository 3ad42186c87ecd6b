// useTheme: the theme's state (or what `select` picks) beside setThemeMode and setThemeVariables.
import { describe, expectTypeOf, test } from 'vitest';
import { useTheme, type ThemeMode, type ThemeModeSetting, type ThemeState } from 'walletdock';

describe('useTheme', () => {
  test('state is ThemeState; select narrows it; the setters come with it', () => {
    const theme = useTheme();
    expectTypeOf(theme.state).toEqualTypeOf<ThemeState>();
    expectTypeOf(useTheme({ select: (t) => t.themeMode }).state).toEqualTypeOf<ThemeMode>();
    expectTypeOf(theme.state.themeModeSetting).toEqualTypeOf<ThemeModeSetting>();
    theme.setThemeMode('system');
    theme.setThemeVariables({});
  });

  test('a mode is light, dark or system', () => {
    // @ts-expect-error not a mode
    useTheme().setThemeMode('sepia');
    // @ts-expect-error the resolved mode is never 'system'
    const mode: ThemeMode = 'system';
    void mode;
  });
});
