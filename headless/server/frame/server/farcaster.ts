// Sign In With Farcaster (FIP-11) through @farcaster/auth-client: the server opens a channel at the auth relay (the
// QR code's URL), the user's Farcaster app signs a SIWF message with the fid's custody key and completes the channel,
// and the server reads the channel's status, verifies the message (nonce and domain of this attempt, signature,
// fid ownership in Farcaster's ID registry through the configured RPC) and logs the user in by fid. Each attempt is a
// database row named by a hash of a secret only the frame page holds, used once, for as long as a relay channel lives.
import { setTimeout as sleep } from 'node:timers/promises';
import { createAppClient, viemConnector, type AppClient } from '@farcaster/auth-client';
import { generateSiweNonce } from 'viem/siwe';
import * as z from 'zod/mini';
import { type Database, HttpError } from 'walletdock/server/node';
import type { FarcasterConfig } from './config';
import type { SocialIdentity } from './oidc';
import { randomToken, type FrameSecrets } from './secrets';
import { FrameTexts } from './texts';

/** The real relay's channel lifetime (its CHANNEL_TTL default, 3600 s): an attempt lives no longer. */
export const FARCASTER_ATTEMPT_TTL_MS = 3_600_000;
/** auth-client's relay calls have no time limit of their own: a relay that does not answer in time is unavailable. */
const RELAY_TIMEOUT_MS = 10_000;

function withinTime<T>(call: Promise<T>): Promise<T | undefined> {
  const done = new AbortController();
  const late = sleep(RELAY_TIMEOUT_MS, undefined, { signal: done.signal }).catch(() => undefined);
  return Promise.race([call.catch(() => undefined), late]).finally(() => done.abort());
}

// What the relay's status reply must hold once completed (the relay is another service: its reply is checked).
const completedSchema = z.object({
  state: z.literal('completed'),
  message: z.string().check(z.maxLength(4096)),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]{130}$/)),
  fid: z.number(),
  username: z.optional(z.string().check(z.maxLength(64))),
});

/** Farcaster sign-in attempts. */
export class FarcasterLogin {
  private readonly client: AppClient | undefined;

  constructor(
    private readonly db: Database,
    private readonly secrets: FrameSecrets,
    private readonly config: FarcasterConfig | undefined,
    private readonly publicUrl: () => string,
  ) {
    this.client =
      config && createAppClient({ relay: config.relayUrl, ethereum: viemConnector({ rpcUrl: config.rpcUrl }) });
  }

  /** True when a relay and an RPC are configured. */
  get enabled(): boolean {
    return this.client !== undefined;
  }

  private app(): AppClient {
    if (!this.client) throw new HttpError(400, FrameTexts.providerNotConfigured('farcaster'));
    return this.client;
  }

  /** Opens a relay channel: the URL for the QR code and the attempt's secret id for the page. */
  async start(hostOrigin: string | null): Promise<{ attemptId: string; url: string }> {
    const app = this.app();
    const origin = new URL(this.publicUrl());
    const domain = this.config?.domain ?? origin.host;
    const nonce = generateSiweNonce();
    const reply = await withinTime(
      app.createChannel({ siweUri: this.config?.siweUri ?? `${origin.origin}/`, domain, nonce }),
    );
    if (
      !reply ||
      reply.isError ||
      reply.response.status !== 201 ||
      typeof reply.data?.channelToken !== 'string' ||
      typeof reply.data.url !== 'string'
    ) {
      throw new HttpError(502, FrameTexts.farcasterUnavailable);
    }
    const attemptId = randomToken(24);
    await this.db.query(
      'INSERT INTO frame_farcaster_attempt (id, channel_token, nonce, domain, host_origin, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
      // The channel token is no secret worth sealing: it is in the QR code's URL the app shows.
      [
        this.secrets.hash('farcaster-attempt', attemptId),
        reply.data.channelToken,
        nonce,
        domain,
        hostOrigin,
        Date.now() + FARCASTER_ATTEMPT_TTL_MS,
      ],
    );
    return { attemptId, url: reply.data.url };
  }

  /**
   * Reads the attempt's channel once: undefined while the user has not signed, else the verified identity. A
   * completed channel is closed by the relay, so the attempt is used up whatever the verification says.
   */
  async poll(attemptId: string): Promise<SocialIdentity | undefined> {
    const app = this.app();
    const id = this.secrets.hash('farcaster-attempt', attemptId);
    const [row] = await this.db.query<{ channel_token: string; nonce: string; domain: string; expires_at: number }>(
      'SELECT channel_token, nonce, domain, expires_at FROM frame_farcaster_attempt WHERE id = $1',
      [id],
    );
    const expired = async () => {
      await this.db.query('DELETE FROM frame_farcaster_attempt WHERE id = $1', [id]);
      return new HttpError(410, FrameTexts.farcasterExpired);
    };
    if (!row) throw new HttpError(410, FrameTexts.farcasterExpired);
    if (row.expires_at <= Date.now()) throw await expired();
    const status = await withinTime(app.status({ channelToken: row.channel_token }));
    if (!status || status.isError) throw new HttpError(502, FrameTexts.farcasterUnavailable);
    // The relay forgets a channel when it expires (and after its completed status was read): 401 then.
    if (status.response.status === 401) throw await expired();
    if (status.response.status === 202) return undefined;
    const deleted = await this.db.query('DELETE FROM frame_farcaster_attempt WHERE id = $1 RETURNING id', [id]);
    if (deleted.length === 0) throw new HttpError(410, FrameTexts.farcasterExpired); // completed by a parallel poll
    const completed = completedSchema.safeParse(status.data);
    if (status.response.status !== 200 || !completed.success) throw new HttpError(502, FrameTexts.farcasterUnavailable);
    const { message, signature, username } = completed.data;
    const verified = await app
      .verifySignInMessage({ nonce: row.nonce, domain: row.domain, message, signature: signature as `0x${string}` })
      .catch(() => undefined);
    if (!verified || verified.isError || !verified.success) {
      throw new HttpError(400, FrameTexts.loginFailed, {
        reason: verified?.error
          ? `${verified.error.errCode}: ${verified.error.message}`.slice(0, 300)
          : 'verification failed',
      });
    }
    return { provider: 'farcaster', subject: String(verified.fid), name: username ?? null };
  }
}
