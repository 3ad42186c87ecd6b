/**
 * The header titles of the embedded wallet's views, in their own chunk with the embedded texts (the registry loads it
 * for those views only): a message, or for ConnectingSocial "Log in with {provider}".
 */
import { useRouterData } from 'walletdock';
import type { EmbeddedMessageKey } from '../embedded-messages';
import { format } from '../messages';
import { useSocialName } from '../components/social-names';
import { useEmbeddedMessages } from '../components/useEmbeddedMessages';

/** An embedded view's title. */
export function EmbeddedTitle({ messageKey }: { messageKey: EmbeddedMessageKey }) {
  const m = useEmbeddedMessages();
  const nameOf = useSocialName();
  const provider = useRouterData('ConnectingSocial')?.provider;
  // ApproveTransaction carries what is approved: a message signature is not a transaction.
  const approval = useRouterData('ApproveTransaction')?.approval;
  const key = messageKey === 'approveTitle' && approval === 'signature' ? 'approveSignatureTitle' : messageKey;
  return <>{format(m[key], { name: nameOf(provider) })}</>;
}
