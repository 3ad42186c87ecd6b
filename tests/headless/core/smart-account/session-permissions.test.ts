// What a smart session may hold: the wallet refuses, in words, a permission its enforcer could not check on every use
// (an unknown type, a contract permission without a contract, an allowance that is no quantity), and a session's
// scope is what its well-formed permissions add up to — a malformed one allows nothing.
import { describe, expect, it } from 'vitest';
import { sessionPermissionProblem, sessionScope } from '../../../../headless/core/smart-account/session-permissions';

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

describe('smart-session permissions', () => {
  it.each([
    [{ type: 'contract-call', data: { address: TOKEN } }, null],
    [{ type: 'erc20-token-transfer', data: { address: TOKEN } }, null],
    [{ type: 'native-token-transfer', data: { allowance: '0x2386f26fc10000' } }, null],
    [
      { type: 'native-token-recurring-allowance', data: { allowance: '0x1' } },
      'Permission type "native-token-recurring-allowance" cannot be granted: this wallet enforces contract-call, erc20-token-transfer, native-token-transfer',
    ],
    [{ type: 'contract-call', data: {} }, 'The contract-call permission needs data.address (the contract)'],
    [
      { type: 'erc20-token-transfer', data: { address: '0x1234' } },
      'The erc20-token-transfer permission needs data.address (the contract)',
    ],
    [
      { type: 'native-token-transfer', data: { allowance: '100' } },
      'The native-token-transfer permission needs data.allowance (a 0x quantity in wei)',
    ],
  ])('%j: %s', (permission, problem) => {
    expect(sessionPermissionProblem(permission)).toBe(problem);
  });

  it('the scope is the contracts and the allowance of the well-formed permissions only', () => {
    const scope = sessionScope([
      { type: 'erc20-token-transfer', data: { address: TOKEN } },
      { type: 'contract-call', data: { address: 'not an address' } },
      { type: 'unknown', data: { address: '0x0000000000000000000000000000000000000001' } },
      { type: 'native-token-transfer', data: { allowance: '0x10' } },
    ]);
    expect([...scope.contracts]).toEqual([TOKEN.toLowerCase()]);
    expect(scope.nativeAllowance).toBe(16n);
    expect(sessionScope([]).nativeAllowance).toBeNull();
  });
});
