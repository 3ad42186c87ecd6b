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
  z.object({ kind: z.literal('changed'), namespace }),
]);

/** What a tab tells the others: namespaces it disconnected, one it connected, or one whose account or network changed. */
export type TabMessage = z.infer<typeof tabMessageSchema>;

/** The message, or undefined for anything else (said once per message on the console: a script of this origin sent it). */
export function parseTabMessage(data: unknown): TabMessage | undefined {
  const parsed = tabMessageSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  console.warn(
    'walletdock: ignored a message on the session channel between tabs: it is not one walletdock sends (another script of this origin posted it).',
  );
  return undefined;
}
