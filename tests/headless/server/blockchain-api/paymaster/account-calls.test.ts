// The calls the paymaster's policy reads out of a user operation's callData: the Safe's own encodings (made by
// permissionless, as the embedded wallet makes them), SimpleAccount's v0.7 and v0.8 batches, and what it must not
// vouch for: a Safe delegatecall into anything but MultiSend, or callData it does not know.
import { describe, expect, inject, it } from 'vitest';
import { concat, encodeFunctionData, encodePacked, parseAbi, size, type Address } from 'viem';
import { decodeAccountCalls } from '../../../../../headless/server/blockchain-api/paymaster/account-calls';
import { freshSafe, randomAddress } from '../../../../support/sponsorship';

const rpcUrl = inject('rpcUrl');
const [a, b] = [randomAddress(), randomAddress()];
const safeAbi = parseAbi([
  'function executeUserOp(address to, uint256 value, bytes data, uint8 operation)',
  'function multiSend(bytes transactions)',
]);

describe('decodeAccountCalls', () => {
  it("reads a Safe's single call and its MultiSendCallOnly batch as permissionless encodes them", async () => {
    const safe = await freshSafe(rpcUrl);
    expect(decodeAccountCalls(await safe.encodeCalls([{ to: a, value: 5n, data: '0x1234' }]))).toEqual([
      { to: a, value: 5n, data: '0x1234' },
    ]);
    const batch = decodeAccountCalls(
      await safe.encodeCalls([
        { to: a, data: '0xabcd' },
        { to: b, value: 7n },
      ]),
    );
    expect(batch).toEqual([
      { to: a, value: 0n, data: '0xabcd' },
      { to: b, value: 7n, data: '0x' },
    ]);
  });

  it('refuses a Safe delegatecall into anything but MultiSend, and a MultiSend entry that is itself a delegatecall', () => {
    const evil: Address = randomAddress();
    expect(
      decodeAccountCalls(
        encodeFunctionData({ abi: safeAbi, functionName: 'executeUserOp', args: [evil, 0n, '0x', 1] }),
      ),
    ).toEqual({ reason: 'delegatecall', to: evil });
    const entry = encodePacked(['uint8', 'address', 'uint256', 'uint256', 'bytes'], [1, a, 0n, 0n, '0x']);
    const nested = encodeFunctionData({ abi: safeAbi, functionName: 'multiSend', args: [entry] });
    expect(
      decodeAccountCalls(
        encodeFunctionData({
          abi: safeAbi,
          functionName: 'executeUserOp',
          args: ['0x9641d764fc13c8B624c04430C7356C1C7C8102e2', 0n, nested, 1],
        }),
      ),
    ).toEqual({ reason: 'unknown' });
    // A truncated packing is not read as fewer calls.
    const cut = concat([encodePacked(['uint8', 'address', 'uint256', 'uint256'], [0, a, 0n, 10n]), '0x1234']);
    expect(size(cut)).toBe(87);
    expect(
      decodeAccountCalls(
        encodeFunctionData({
          abi: safeAbi,
          functionName: 'executeUserOp',
          args: [
            '0x9641d764fc13c8B624c04430C7356C1C7C8102e2',
            0n,
            encodeFunctionData({ abi: safeAbi, functionName: 'multiSend', args: [cut] }),
            1,
          ],
        }),
      ),
    ).toEqual({ reason: 'unknown' });
  });

  it('reads SimpleAccount execute and both executeBatch shapes; anything else is unknown', () => {
    const v07 = parseAbi([
      'function execute(address,uint256,bytes)',
      'function executeBatch(address[],uint256[],bytes[])',
    ]);
    const v08 = parseAbi(['function executeBatch((address target, uint256 value, bytes data)[])']);
    expect(
      decodeAccountCalls(encodeFunctionData({ abi: v07, functionName: 'execute', args: [a, 1n, '0x01'] })),
    ).toEqual([{ to: a, value: 1n, data: '0x01' }]);
    expect(
      decodeAccountCalls(
        encodeFunctionData({ abi: v07, functionName: 'executeBatch', args: [[a, b], [], ['0x', '0x02']] }),
      ),
    ).toEqual([
      { to: a, value: 0n, data: '0x' },
      { to: b, value: 0n, data: '0x02' },
    ]);
    expect(
      decodeAccountCalls(
        encodeFunctionData({ abi: v08, functionName: 'executeBatch', args: [[{ target: a, value: 2n, data: '0x' }]] }),
      ),
    ).toEqual([{ to: a, value: 2n, data: '0x' }]);
    expect(decodeAccountCalls('0xdeadbeef')).toEqual({ reason: 'unknown' });
  });
});
