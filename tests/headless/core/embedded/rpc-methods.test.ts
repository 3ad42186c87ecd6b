import { describe, expect, it } from 'vitest';
import {
  EIP155_NOT_SAFE_METHODS,
  EIP155_SAFE_METHODS,
  isAllowedMethod,
  isNotSafeMethod,
  isSafeMethod,
  SOLANA_NOT_SAFE_METHODS,
  SOLANA_SAFE_METHODS,
} from '../../../../headless/core/embedded/rpc-methods';

describe('embedded-wallet RPC methods', () => {
  it('signing and sending need approval; reads do not', () => {
    for (const m of [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'wallet_sendCalls',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'eth_sendUserOperation',
    ]) {
      expect(isNotSafeMethod('eip155', m)).toBe(true);
      expect(isSafeMethod('eip155', m)).toBe(false);
    }
    for (const m of ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'])
      expect(isNotSafeMethod('solana', m)).toBe(true);
    for (const m of ['eth_call', 'eth_getBalance', 'eth_chainId', 'wallet_getCapabilities'])
      expect(isSafeMethod('eip155', m)).toBe(true);
  });

  it('the lists do not overlap and nothing else is allowed', () => {
    expect(EIP155_SAFE_METHODS.filter((m) => (EIP155_NOT_SAFE_METHODS as readonly string[]).includes(m))).toEqual([]);
    expect(SOLANA_SAFE_METHODS.filter((m) => (SOLANA_NOT_SAFE_METHODS as readonly string[]).includes(m))).toEqual([]);
    expect(isAllowedMethod('eip155', 'eth_sign')).toBe(false);
    expect(isAllowedMethod('eip155', 'eth_signTransaction')).toBe(false);
    expect(isAllowedMethod('polkadot', 'polkadot_signMessage')).toBe(false);
    expect(isAllowedMethod('eip155', '__proto__')).toBe(false);
  });
});
