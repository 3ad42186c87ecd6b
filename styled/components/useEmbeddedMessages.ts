/** The message table with the embedded wallet's texts: their defaults under the host's overrides and the modal's texts. */
import { embeddedMessages, type EmbeddedMessageKey } from '../embedded-messages';
import { useMessagesWith, type MessageKey } from '../messages';

/** The full table the embedded wallet's views read. */
export function useEmbeddedMessages(): Readonly<Record<MessageKey | EmbeddedMessageKey, string>> {
  return useMessagesWith(embeddedMessages);
}
