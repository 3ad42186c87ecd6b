// Transfer logs as the node gives them, decoded: ERC-20 and ERC-721 share one event and are told apart by how many
// topics are indexed; ERC-1155 single and batch transfers; anything not in the standard shape is skipped.
import { describe, expect, it } from 'vitest';
import { encodeAbiParameters, numberToHex, pad } from 'viem';
import {
  decodeLog,
  nativeTransfer,
  TRANSFER_BATCH_TOPIC,
  TRANSFER_SINGLE_TOPIC,
  TRANSFER_TOPIC,
  type RawLog,
} from '../../../../../headless/server/blockchain-api/indexer/decode';

const A = '0x1111111111111111111111111111111111111111';
const B = '0x2222222222222222222222222222222222222222';
const TOKEN = '0xAbCdEf0000000000000000000000000000000001';
const topic = (address: string) => pad(address as `0x${string}`, { size: 32 });
const log = (topics: string[], data: string): RawLog => ({
  address: TOKEN,
  topics,
  data,
  blockNumber: '0x10',
  blockHash: `0x${'ab'.repeat(32)}`,
  transactionHash: `0x${'cd'.repeat(32)}`,
  transactionIndex: '0x2',
  logIndex: '0x7',
});
const at = { blockNumber: 16, txIndex: 2, logIndex: 7, token: TOKEN.toLowerCase() };

describe('decodeLog', () => {
  it('reads a 3-topic Transfer with a 32-byte amount as ERC-20', () => {
    expect(decodeLog(log([TRANSFER_TOPIC, topic(A), topic(B)], numberToHex(10n ** 18n, { size: 32 })))).toEqual([
      { ...at, subIndex: 0, kind: 'erc20', tokenId: null, from: A, to: B, amount: 10n ** 18n },
    ]);
  });

  it('reads a 4-topic Transfer with no data as ERC-721 (the token id indexed)', () => {
    expect(decodeLog(log([TRANSFER_TOPIC, topic(A), topic(B), numberToHex(42n, { size: 32 })], '0x'))).toEqual([
      { ...at, subIndex: 0, kind: 'erc721', tokenId: 42n, from: A, to: B, amount: 1n },
    ]);
  });

  it('reads ERC-1155 TransferSingle and each entry of TransferBatch', () => {
    const operator = topic(A);
    expect(
      decodeLog(
        log(
          [TRANSFER_SINGLE_TOPIC, operator, topic(A), topic(B)],
          encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [7n, 5n]),
        ),
      ),
    ).toEqual([{ ...at, subIndex: 0, kind: 'erc1155', tokenId: 7n, from: A, to: B, amount: 5n }]);
    const batch = encodeAbiParameters(
      [{ type: 'uint256[]' }, { type: 'uint256[]' }],
      [
        [1n, 2n],
        [3n, 4n],
      ],
    );
    expect(
      decodeLog(log([TRANSFER_BATCH_TOPIC, operator, topic(A), topic(B)], batch)).map((t) => [
        t.subIndex,
        t.tokenId,
        t.amount,
      ]),
    ).toEqual([
      [0, 1n, 3n],
      [1, 2n, 4n],
    ]);
  });

  it('skips logs that are not standard transfers', () => {
    // Non-indexed ERC-721 (CryptoKitties style), wrong data sizes, an address topic with dirty high bytes.
    expect(
      decodeLog(
        log(
          [TRANSFER_TOPIC],
          encodeAbiParameters([{ type: 'address' }, { type: 'address' }, { type: 'uint256' }], [A, B, 1n]),
        ),
      ),
    ).toEqual([]);
    expect(decodeLog(log([TRANSFER_TOPIC, topic(A), topic(B)], '0x01'))).toEqual([]);
    expect(
      decodeLog(
        log([TRANSFER_TOPIC, topic(A), topic(B), numberToHex(1n, { size: 32 })], numberToHex(1n, { size: 32 })),
      ),
    ).toEqual([]);
    expect(
      decodeLog(log([TRANSFER_TOPIC, `0xff${topic(A).slice(4)}`, topic(B)], numberToHex(1n, { size: 32 }))),
    ).toEqual([]);
    expect(
      decodeLog(
        log(
          [TRANSFER_BATCH_TOPIC, topic(A), topic(A), topic(B)],
          encodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], [[1n], [3n, 4n]]),
        ),
      ),
    ).toEqual([]);
    expect(decodeLog(log([TRANSFER_BATCH_TOPIC, topic(A), topic(A), topic(B)], '0x1234'))).toEqual([]);
    expect(decodeLog(log([`0x${'00'.repeat(32)}`, topic(A), topic(B)], numberToHex(1n, { size: 32 })))).toEqual([]);
  });
});

describe('nativeTransfer', () => {
  const tx = { hash: '0x01', from: A, to: B, value: '0xde0b6b3a7640000', nonce: '0x3', transactionIndex: '0x4' };
  it('is the value of a transaction, to the created contract for a creation, and none without value', () => {
    expect(nativeTransfer(9, tx, null)).toEqual({
      blockNumber: 9,
      txIndex: 4,
      logIndex: -1,
      subIndex: 0,
      kind: 'native',
      token: null,
      tokenId: null,
      from: A,
      to: B,
      amount: 10n ** 18n,
    });
    expect(nativeTransfer(9, { ...tx, to: null }, TOKEN)?.to).toBe(TOKEN.toLowerCase());
    expect(nativeTransfer(9, { ...tx, value: '0x0' }, null)).toBeNull();
  });
});
