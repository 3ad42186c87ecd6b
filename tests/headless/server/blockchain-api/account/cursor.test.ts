// Page cursors come back from callers: anything not made by the server (forged, truncated, oversized) is refused.
import { describe, expect, it } from 'vitest';
import {
  decodeCursor,
  encodeCursor,
  historyCursorSchema,
  MAX_CURSOR_LENGTH,
  nftCursorSchema,
} from '../../../../../headless/server/blockchain-api/account/cursor';

describe('cursors', () => {
  it('round-trips positions and refuses anything else', () => {
    const position: [number, number, number][] = [
      [33322, 120, 3],
      [1, 19000000, 0],
    ];
    expect(decodeCursor(encodeCursor(position), historyCursorSchema)).toEqual(position);
    expect(
      decodeCursor(encodeCursor([33322, '0xdc64a140aa3e981100a9beca4e685f962f0cf6c9', '7']), nftCursorSchema),
    ).toEqual([33322, '0xdc64a140aa3e981100a9beca4e685f962f0cf6c9', '7']);
    expect(decodeCursor(encodeCursor([[33322, -1, 0]]), historyCursorSchema)).toBeNull();
    expect(decodeCursor(encodeCursor([33322, "x' OR 1=1", '7']), nftCursorSchema)).toBeNull();
    expect(decodeCursor(encodeCursor(position).slice(0, -3), historyCursorSchema)).toBeNull();
    expect(decodeCursor('a'.repeat(MAX_CURSOR_LENGTH + 1), historyCursorSchema)).toBeNull();
    expect(decodeCursor('not base64!', historyCursorSchema)).toBeNull();
  });
});
