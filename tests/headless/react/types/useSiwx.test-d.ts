// useSiwx: the sign-in flow's state (or what `select` picks), its status and session, and signIn/signOut/cancel.
import { describe, expectTypeOf, test } from 'vitest';
import { useSiwx, type SIWXSession, type SiwxFlowState, type SiwxStatus } from 'walletdock';

describe('useSiwx', () => {
  test('returns the flow state, status and session; signIn resolves to the session', () => {
    const siwx = useSiwx();
    expectTypeOf(siwx.state).toEqualTypeOf<SiwxFlowState>();
    expectTypeOf(siwx.status).toEqualTypeOf<SiwxStatus>();
    expectTypeOf(siwx.session).toEqualTypeOf<SIWXSession | undefined>();
    expectTypeOf(siwx.signIn()).toEqualTypeOf<Promise<SIWXSession>>();
    expectTypeOf(siwx.isCloseBlocked('Account')).toEqualTypeOf<boolean>();
    expectTypeOf(useSiwx({ select: (s) => s.status === 'signed' }).state).toEqualTypeOf<boolean>();
  });

  test('refuses a field the state lacks and a status not ours', () => {
    // @ts-expect-error the flow state has no nonce
    useSiwx({ select: (s) => s.nonce });
    // @ts-expect-error 'expired' is not a status
    const status: SiwxStatus = 'expired';
    void status;
  });
});
