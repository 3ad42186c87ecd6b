// Helpers of the frame server tests: JSON calls to the API, a code from the mailbox, and a login at the
// development OpenID provider driven over HTTP (its login form), as a browser would.
import { expect } from 'vitest';
import { enrollProofMessage } from '../../../../headless/server/frame/api-schemas';
import type { DevMailbox } from '../../../../faucet/devnet/frame/mailbox';
import { deriveKeys, newSecret, splitSecret } from '../../../../headless/server/frame/page/keys';

/** A JSON call; resolves with status and body (never throws on HTTP errors). */
export async function call(
  base: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

/** The 6-digit code of the newest mail to `email` after `afterId`. */
export async function codeFor(mailbox: DevMailbox, email: string, afterId = 0): Promise<{ code: string; id: number }> {
  const mail = await mailbox.waitFor(email, { afterId, match: (m) => /\b\d{6}\b/.test(m.text) });
  return { code: /\b(\d{6})\b/.exec(mail.text)![1]!, id: mail.id };
}

/** The id of the newest mail (to wait for the next one). */
export const lastMailId = (mailbox: DevMailbox) => mailbox.messages().at(-1)?.id ?? 0;

/**
 * Signs in at the development provider as `login` starting from `authorizationUrl`, following redirects with a
 * cookie jar; resolves with the URL the provider redirects back to (the frame's callback). `tamper` may change the
 * authorization URL first (e.g. its nonce).
 */
export async function providerLogin(authorizationUrl: string, login: string): Promise<string> {
  const jar = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const c of response.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      jar.set(pair!.slice(0, i), pair!.slice(i + 1));
    }
    return response;
  };
  const origin = new URL(authorizationUrl).origin;
  let response = await go(authorizationUrl);
  let location = new URL(response.headers.get('location')!, origin).href;
  response = await go(location);
  const action = /action="([^"]+)"/.exec(await response.text())![1]!;
  response = await go(new URL(action, origin).href, {
    method: 'POST',
    body: `login=${encodeURIComponent(login)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  location = new URL(response.headers.get('location')!, origin).href;
  while (location.startsWith(origin)) {
    response = await go(location);
    location = new URL(response.headers.get('location')!, origin).href;
  }
  return location;
}

/** Logs in by email code (approving the device by its emailed link when the server asks); returns the session token. */
export async function emailLogin(
  base: string,
  mailbox: DevMailbox,
  email: string,
  hostOrigin: string,
): Promise<string> {
  const after = lastMailId(mailbox);
  const started = await call(base, '/api/email/start', { email, deviceIds: [], hostOrigin });
  if (started.body.action === 'VERIFY_DEVICE') {
    const mail = await mailbox.waitFor(email, { afterId: after, match: (m) => m.subject === 'Approve a new device' });
    const token = new URL(/(http\S+\/device\/approve\?token=\S+)/.exec(mail.text)![1]!).searchParams.get('token');
    await fetch(`${base}/device/approve`, {
      method: 'POST',
      body: `token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  } else {
    expect(started.body).toEqual({ action: 'VERIFY_OTP' });
  }
  const { code } = await codeFor(mailbox, email, after);
  const verified = await call(base, '/api/email/verify', { email, otp: code });
  expect(verified.status).toBe(200);
  return verified.body.sessionToken as string;
}

/** Creates the user's wallet as the frame page does (split, proof), from Node. */
export async function createWallet(base: string, token: string, userId: string) {
  const secret = newSecret();
  const keys = await deriveKeys(secret);
  const shares = await splitSecret(secret);
  const deviceId = crypto.randomUUID();
  const proof = await keys.eip155.signMessage({
    message: enrollProofMessage({ userId, deviceId, authShare: shares.auth, recoveryShare: shares.recovery }),
  });
  const reply = await call(
    base,
    '/api/wallet/create',
    {
      deviceId,
      authShare: shares.auth,
      recoveryShare: shares.recovery,
      eip155Address: keys.eip155.address,
      solanaAddress: keys.solana.address,
      proof,
    },
    token,
  );
  return { reply, keys, shares, deviceId };
}
