// Social login in a popup: the frame asks its server for the provider's authorization URL (PKCE, state and nonce
// stay on the server), opens it, and waits for the provider's redirect to land on this origin's /oidc/callback,
// whose page hands its URL to this frame (postMessage, this origin only). The server completes the login with it.
// A browser that blocks the popup (no click in this frame yet) gets a button in the frame that opens it.
import type * as z from 'zod/mini';
import { loginReplySchema, replies } from '../api-schemas';
import type { FrameApi } from './api';
import { CALLBACK_MESSAGE } from './callback-message';
import { t } from './i18n/language';

const LABELS: Record<string, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
};

function openOnClick(root: HTMLElement, provider: string, url: string): Promise<Window> {
  return new Promise((resolve, reject) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'primary';
    button.dataset.action = 'continue-social';
    button.textContent = t('Continue with {provider}', { provider: LABELS[provider] ?? provider });
    button.addEventListener('click', (event) => {
      if (!event.isTrusted) return;
      const popup = window.open(url, 'walletdock-social', 'popup,width=480,height=680');
      root.replaceChildren();
      if (popup) resolve(popup);
      else reject(new Error('The sign-in window was blocked. Allow pop-ups and try again.'));
    });
    const card = document.createElement('section');
    card.className = 'approval';
    card.dataset.view = 'SocialContinue';
    card.append(button);
    root.replaceChildren(card);
  });
}

function waitForCallback(popup: Window): Promise<string> {
  return new Promise((resolve, reject) => {
    const expected = `${location.origin}/oidc/callback`;
    const done = () => {
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== popup) return;
      const data = event.data as { type?: unknown; url?: unknown };
      if (data?.type !== CALLBACK_MESSAGE || typeof data.url !== 'string' || !data.url.startsWith(`${expected}?`))
        return;
      done();
      popup.close();
      resolve(data.url);
    };
    const poll = setInterval(() => {
      if (popup.closed) {
        done();
        reject(new Error('The sign-in window was closed.'));
      }
    }, 500);
    window.addEventListener('message', onMessage);
  });
}

/** Runs a social login; resolves with the server's login reply. */
export async function socialLogin(
  api: FrameApi,
  root: HTMLElement,
  provider: string,
  hostOrigin: string,
): Promise<z.infer<typeof loginReplySchema>> {
  const { attemptId, authorizationUrl } = await api.call('/api/social/start', replies.oidcStart, {
    provider,
    hostOrigin,
  });
  const popup =
    window.open(authorizationUrl, 'walletdock-social', 'popup,width=480,height=680') ??
    (await openOnClick(root, provider, authorizationUrl));
  const callbackUrl = await waitForCallback(popup);
  return api.call('/api/social/complete', loginReplySchema, { attemptId, callbackUrl });
}
