// useRestoreFailure: why a saved session could not be restored, for one namespace or the active one.
import { describe, expectTypeOf, test } from 'vitest';
import { useRestoreFailure, type RestoreFailure, type RestoreFailureReason } from 'walletdock';

describe('useRestoreFailure', () => {
  test('returns the failure or undefined: one of four reasons and the connector', () => {
    expectTypeOf(useRestoreFailure()).toEqualTypeOf<RestoreFailure | undefined>();
    expectTypeOf(useRestoreFailure({ namespace: 'solana' })).toEqualTypeOf<RestoreFailure | undefined>();
    expectTypeOf<RestoreFailure['reason']>().toEqualTypeOf<RestoreFailureReason>();
    expectTypeOf<RestoreFailureReason>().toEqualTypeOf<'walletGone' | 'refused' | 'timeout' | 'failed'>();
    expectTypeOf<RestoreFailure['connectorId']>().toEqualTypeOf<string | undefined>();
  });

  test('takes a namespace of ours only', () => {
    // @ts-expect-error not a chain namespace
    useRestoreFailure({ namespace: 'tron' });
    const failure = useRestoreFailure();
    // @ts-expect-error not a reason a restore gives
    if (failure?.reason === 'rejected') return;
  });
});
