/**
 * The zod schema of what another tab says over the session channel (tab-channel.ts). Any script of the origin can post
 * on that channel, so what arrives is parsed like any boundary: a message of another shape is ignored. Loaded with the
 * first message, never with the first chunk.
 */
import * as z from 'zod/mini';
import { CHAIN_NAMESPACES } from '../model/caip';

const namespace = z.enum(CHAIN_NAMESPACES);

export const tabMessageSchema = z.union([
  z.object({
    kind: z.literal('disconnected'),
    namespaces: z.array(namespace).check(z.maxLength(CHAIN_NAMESPACES.length)),
  }),
  z.object({ kind: z.literal('connected'), namespace }),
]);

/** What a tab tells the others: namespaces it disconnected, or one it connected. */
export type TabMessage = z.infer<typeof tabMessageSchema>;

/** The message, or undefined for anything else. */
export function parseTabMessage(data: unknown): TabMessage | undefined {
  const parsed = tabMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}
