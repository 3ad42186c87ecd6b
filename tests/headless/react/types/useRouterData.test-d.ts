// useRouterData: a view's own payload, typed by the view named, undefined on any other view.
import { describe, expectTypeOf, test } from 'vitest';
import { useRouterData, type RouterViewData } from 'walletdock';

describe('useRouterData', () => {
  test('returns the named view’s data or undefined', () => {
    expectTypeOf(useRouterData('ConnectingExternal')).toEqualTypeOf<RouterViewData['ConnectingExternal'] | undefined>();
    expectTypeOf(useRouterData('ConnectingExternal')?.connectorId).toEqualTypeOf<string | undefined>();
  });

  test('refuses a view walletdock does not have and a field of another view', () => {
    // @ts-expect-error no such view
    useRouterData('Settings');
    // @ts-expect-error ConnectingExternal carries a connector, not an email
    void useRouterData('ConnectingExternal')?.email;
  });
});
