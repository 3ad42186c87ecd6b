// useConnectGate: whether Connect is locked behind the terms, how consent is asked, and the setter for the checkbox.
import { describe, expectTypeOf, test } from 'vitest';
import { useConnectGate, type ConsentKind } from 'walletdock';

describe('useConnectGate', () => {
  test('returns the gate state and setAgreed', () => {
    const gate = useConnectGate();
    expectTypeOf(gate.locked).toEqualTypeOf<boolean>();
    expectTypeOf(gate.agreed).toEqualTypeOf<boolean>();
    expectTypeOf(gate.consent).toEqualTypeOf<ConsentKind>();
    expectTypeOf<ConsentKind>().toEqualTypeOf<'checkbox' | 'footer' | 'none'>();
    expectTypeOf(gate.termsConditionsUrl).toEqualTypeOf<string | undefined>();
    gate.setAgreed(true);
  });

  test('setAgreed takes a boolean', () => {
    // @ts-expect-error agreement is a boolean
    useConnectGate().setAgreed('yes');
  });
});
