/** The name registration views' default (English) texts, loaded with the views; a host's `messages` override them. */
import { useMessagesWith, type Messages, type NameMessageKey } from '../../messages';

/** The defaults of the name keys. */
export const nameMessages = {
  registerNameLabel: 'Account name',
  registerNameHint: 'Letters, digits and hyphens, at least 4 characters',
  registerNameChecking: 'Checking {name}…',
  registerNameAvailable: '{name} is available',
  registerNameTaken: '{name} is taken',
  registerNameSuggestions: 'Available names',
  registerNameSubmit: 'Register {name}',
  registerNameSigning: 'Sign the message in your wallet…',
  registerNameUnsupported: 'Names can be registered for EVM accounts only',
  registerNameSuccess: '{name} is yours',
  registerNameSuccessHint: 'Your account shows it from now on.',
  registerNameDone: 'Back to account',
} as const satisfies Record<NameMessageKey, string>;

/** The message table with the name defaults under the host's overrides. */
export function useNameMessages(): Messages {
  return useMessagesWith(nameMessages);
}
