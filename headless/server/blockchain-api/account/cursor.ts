// Opaque page cursors: the position after the last item of a page, as base64url JSON. A cursor is checked by its
// schema when it comes back, so a forged or truncated one is a 400, never a query with strange bounds.
import { z } from 'zod';

/** Longest cursor accepted. */
export const MAX_CURSOR_LENGTH = 512;

/** Encodes a position. */
export function encodeCursor(position: unknown): string {
  return Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');
}

/** Decodes a cursor made by encodeCursor; null when it is not one (or does not match `schema`). */
export function decodeCursor<T>(text: string, schema: z.ZodType<T>): T | null {
  if (text.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const position = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** History: per chain, the (block, transaction index) of the last transaction already returned. */
export const historyCursorSchema = z
  .array(z.tuple([position, position, position]))
  .min(1)
  .max(64);
/** NFTs: the (chain, contract, token id) of the last NFT already returned. */
export const nftCursorSchema = z.tuple([
  position,
  z.string().regex(/^0x[0-9a-f]{40}$/),
  z.string().regex(/^[0-9]{1,78}$/),
]);
