// useAppKit (walletdock/compat/appkit): AppKit's open and close, with AppKit's view names.
import { describe, expectTypeOf, test } from 'vitest';
import { useAppKit, type AppKitView } from 'walletdock/compat/appkit';

describe('useAppKit', () => {
  test('open takes an AppKit view; both resolve', () => {
    const { open, close } = useAppKit();
    expectTypeOf(open({ view: 'Account' })).toEqualTypeOf<Promise<void>>();
    void open({ view: 'OnRampProviders' });
    void open();
    expectTypeOf(close()).toEqualTypeOf<Promise<void>>();
  });

  test('a view is one of AppKit’s names, not walletdock’s', () => {
    // @ts-expect-error walletdock's name for it; AppKit calls it OnRampProviders
    void useAppKit().open({ view: 'OnRamp' });
    // @ts-expect-error no such AppKit view
    const view: AppKitView = 'Settings';
    void view;
  });
});
