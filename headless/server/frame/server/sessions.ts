// Sessions of the frame page: a signed token (jose, HS256 with a key derived from the server secret) naming a
// session row. The row is what counts — sign-out revokes it, expiry ends it — and it survives restarts; the token
// alone proves nothing once its row is revoked. A session is "fresh" for a few minutes after a login by code or
// provider: only then may it fetch a recovery share or enroll a device.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { jwtVerify, SignJWT } from 'jose';
import { type Database, type Sql, HttpError } from 'walletdock/server/node';
import type { FrameSecrets } from './secrets';

/** How long after a login a session may recover or enroll. */
export const FRESH_MS = 10 * 60_000;
const AUDIENCE = 'walletdock-frame';
// Not the URL: a server that moves (or restarts on another port) keeps its sessions.
const ISSUER = 'walletdock-frame-server';

/** A live session. */
export interface Session {
  id: string;
  userId: string;
  deviceId: string | null;
  fresh: boolean;
}

/** Issues and checks session tokens. */
export class Sessions {
  constructor(
    private readonly db: Database,
    private readonly secrets: FrameSecrets,
    private readonly ttlMs: number,
  ) {}

  /** Starts a fresh session after a login; returns its token. */
  async start(
    tx: Sql,
    p: { userId: string; deviceId: string | null; method: string; hostOrigin: string | null },
  ): Promise<string> {
    const id = randomUUID();
    const now = Date.now();
    await tx.query(
      'INSERT INTO frame_session (id, user_id, device_id, method, host_origin, created_at, expires_at, fresh_until) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [id, p.userId, p.deviceId, p.method, p.hostOrigin, now, now + this.ttlMs, now + FRESH_MS],
    );
    return new SignJWT({ sid: id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(p.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor((now + this.ttlMs) / 1000))
      .sign(this.secrets.sessionKey);
  }

  /** The session of a request's `Authorization: Bearer` token; 401 when missing, invalid, expired or revoked. */
  async require(req: IncomingMessage): Promise<Session> {
    const header = req.headers.authorization ?? '';
    const token = /^Bearer (\S+)$/.exec(header)?.[1];
    if (!token) throw new HttpError(401, 'Not signed in');
    let sid: unknown;
    let sub: string | undefined;
    try {
      const { payload } = await jwtVerify(token, this.secrets.sessionKey, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
      });
      sid = payload.sid;
      sub = payload.sub;
    } catch {
      throw new HttpError(401, 'Session expired');
    }
    const rows = await this.db.query<{
      user_id: string;
      device_id: string | null;
      expires_at: number;
      fresh_until: number;
      revoked_at: number | null;
    }>('SELECT user_id, device_id, expires_at, fresh_until, revoked_at FROM frame_session WHERE id = $1', [sid]);
    const row = rows[0];
    const now = Date.now();
    if (!row || row.user_id !== sub || row.revoked_at !== null || row.expires_at <= now)
      throw new HttpError(401, 'Session expired');
    return { id: String(sid), userId: row.user_id, deviceId: row.device_id, fresh: row.fresh_until > now };
  }

  /** Binds a session to the device it now holds a share of. */
  async bindDevice(tx: Sql, sessionId: string, deviceId: string): Promise<void> {
    await tx.query('UPDATE frame_session SET device_id = $2 WHERE id = $1', [sessionId, deviceId]);
  }

  /** Ends a session (sign-out); later uses of its token get 401. */
  async revoke(sessionId: string): Promise<void> {
    await this.db.query('UPDATE frame_session SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [
      sessionId,
      Date.now(),
    ]);
  }
}
