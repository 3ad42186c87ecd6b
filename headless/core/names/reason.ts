// Why a name request failed, in words a person can act on: the name service's own refusal ("The name … is already
// taken", "The signed message is too old …"), else the wallet's or the client's reason. Kept apart from service.ts so
// a view can show it without loading the service.
import { toWalletDockError, walkCauses, WalletDockError } from '../model/errors';

/**
 * The reason a failed request gives: the server's `{ error }` text when it sent one (the name service says which
 * rule a registration broke), else the error's own message.
 */
export function nameServiceReason(error: unknown): string {
  const reply = walkCauses(error, (e) => typeof (e as { body?: unknown })?.body === 'string') as
    | { body: string }
    | undefined;
  if (reply) {
    try {
      const text = (JSON.parse(reply.body) as { error?: unknown }).error;
      if (typeof text === 'string' && text !== '') return text;
    } catch {
      // not JSON: fall through to the message
    }
  }
  // Ours wrap the failure ("Error registering name …"): its cause says why.
  const cause = error instanceof WalletDockError && error.cause !== undefined ? error.cause : error;
  return toWalletDockError(cause).message;
}
