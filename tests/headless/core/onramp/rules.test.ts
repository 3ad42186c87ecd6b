// Where Buy is offered: the on-ramp serves eip155 and solana accounts; the Account view hides Buy elsewhere.
import { describe, expect, it } from 'vitest';
import { onrampSupportedOn } from 'walletdock/utils';

describe('onrampSupportedOn', () => {
  it('serves eip155 and solana, not bitcoin, polkadot, cosmos or an unknown network', () => {
    expect(onrampSupportedOn('eip155')).toBe(true);
    expect(onrampSupportedOn('solana')).toBe(true);
    for (const namespace of ['bip122', 'polkadot', 'cosmos'] as const)
      expect(onrampSupportedOn(namespace), namespace).toBe(false);
    expect(onrampSupportedOn(undefined)).toBe(false);
  });
});
