// useLocaleTable (walletdock/utils): a per-locale table from a loader, typed by the loader, undefined until it loads.
import { describe, expectTypeOf, test } from 'vitest';
import { createLocaleLoader, useLocaleTable } from 'walletdock/utils';

const loader = createLocaleLoader(async (locale) => ({ title: `Hello (${locale})` }));

describe('useLocaleTable', () => {
  test('returns the loader’s table or undefined', () => {
    expectTypeOf(useLocaleTable(loader)).toEqualTypeOf<{ title: string } | undefined>();
    expectTypeOf(useLocaleTable(loader)?.title).toEqualTypeOf<string | undefined>();
  });

  test('takes a loader, not the load function itself', () => {
    // @ts-expect-error wrap it in createLocaleLoader
    useLocaleTable(async () => ({ title: 'x' }));
  });
});
