// What every route of the frame server reaches: configuration, database and the services built on them.
import type { IncomingMessage } from 'node:http';
import type * as z from 'zod/mini';
import {
  type Database,
  type Sql,
  clientAddress,
  clientKey,
  HttpError,
  readJsonBody,
  type RateLimiter,
} from 'walletdock/server/node';
import type { Codes } from './codes';
import type { FrameConfig } from './config';
import type { FarcasterLogin } from './farcaster';
import type { SocialIdentity, SocialLogin } from './oidc';
import type { FrameSecrets } from './secrets';
import type { Sessions } from './sessions';
import { FrameTexts } from './texts';
import { toServerUser, userForIdentity, type UserRow } from './users';
import type { Wallets } from './wallet';

/** The frame server's services. */
export interface FrameContext {
  config: FrameConfig;
  db: Database;
  secrets: FrameSecrets;
  sessions: Sessions;
  codes: Codes;
  wallets: Wallets;
  social: SocialLogin;
  farcaster: FarcasterLogin;
  /** Login and code requests per client address. */
  limiter: RateLimiter;
  /** The frame's origin as browsers see it, e.g. http://127.0.0.1:8790. */
  publicUrl(): string;
}

/** Reads and checks a JSON body with a zod/mini schema; 400 naming the first bad field. */
export async function readBody<S extends z.ZodMiniType>(
  req: IncomingMessage,
  schema: S,
  maxBytes = 8192,
): Promise<z.infer<S>> {
  const parsed = schema.safeParse(await readJsonBody(req, maxBytes));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.filter((p) => typeof p !== 'symbol').join('.') || 'body';
    throw new HttpError(
      400,
      issue?.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : `Invalid value for ${field}`,
    );
  }
  return parsed.data;
}

/** Takes one login/code request of this client address; 429 when over the rate. */
export function limitClient(ctx: FrameContext, req: IncomingMessage): void {
  if (!ctx.limiter.take(clientKey(clientAddress(req, ctx.config.trustProxy))))
    throw new HttpError(429, FrameTexts.tooManyRequests, {}, { 'retry-after': '60' });
}

/** A successful login: a fresh session for the user, and what the page needs. */
export async function loginReply(ctx: FrameContext, tx: Sql, user: UserRow, method: string, hostOrigin: string | null) {
  const sessionToken = await ctx.sessions.start(tx, { userId: user.id, deviceId: null, method, hostOrigin });
  return { sessionToken, user: toServerUser(user) };
}

/** Logs in the user of an identity another provider vouched for (OpenID, Farcaster), created on first login, in one transaction. */
export function identityLoginReply(ctx: FrameContext, identity: SocialIdentity) {
  return ctx.db.transaction(async (tx) =>
    loginReply(
      ctx,
      tx,
      await userForIdentity(tx, identity.provider, identity.subject, identity.name),
      identity.provider,
      null,
    ),
  );
}
