/** The message table with the embedded wallet's texts: their defaults under the host's overrides and the modal's texts. */
import { useMemo } from 'react';
import { embeddedMessages, type EmbeddedMessageKey } from '../embedded-messages';
import { useMessages, type MessageKey } from '../messages';

/** The full table the embedded wallet's views read. */
export function useEmbeddedMessages(): Readonly<Record<MessageKey | EmbeddedMessageKey, string>> {
  const messages = useMessages();
  return useMemo(() => ({ ...embeddedMessages, ...messages }) as Record<MessageKey | EmbeddedMessageKey, string>, [messages]);
}
