/** The message of each social login's display name. */
import type { EmbeddedMessageKey } from '../embedded-messages';
import { useEmbeddedMessages } from './useEmbeddedMessages';

const SOCIAL_NAMES: Readonly<Record<string, EmbeddedMessageKey>> = {
  google: 'socialGoogle',
  x: 'socialX',
  discord: 'socialDiscord',
  github: 'socialGithub',
  apple: 'socialApple',
  facebook: 'socialFacebook',
  farcaster: 'socialFarcaster',
};

/** A social provider's display name ("GitHub"); an unknown one as given. */
export function useSocialName(): (provider: string | undefined) => string {
  const m = useEmbeddedMessages();
  return (provider) => {
    const key = provider ? SOCIAL_NAMES[provider] : undefined;
    return key ? m[key] : (provider ?? '');
  };
}
