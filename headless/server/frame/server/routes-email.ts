// Email login and email change. Login: a known device (or a new user) gets a code at once (VERIFY_OTP); an
// existing user on a device the server does not know first gets a link to approve that device (VERIFY_DEVICE), and
// the code after the link was followed. Change: a code to the current address, then one to the new address.
import type { ServerResponse } from 'node:http';
import { sendJson, HttpError, type Route } from 'walletdock/server/node';
import { bodies } from '../api-schemas';
import { CODE_TTL_MS } from './codes';
import { limitClient, loginReply, readBody, type FrameContext } from './context';
import { TOP_LEVEL_CSP } from './csp';
import { randomToken } from './secrets';
import { deviceMail, FrameTexts } from './texts';
import { hasDevice, normalizeEmail, userByEmail, userById, userForEmail } from './users';
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../../core/model/constants';
import type { Mailer } from './mailer';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(res: ServerResponse, status: number, title: string, body: string): void {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:0;background:#2563eb;color:#fff;cursor:pointer}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': TOP_LEVEL_CSP,
    'referrer-policy': 'no-referrer',
  });
  res.end(html);
}

/** The email routes. */
export function emailRoutes(ctx: FrameContext, mailer: Mailer): Route[] {
  return [
    {
      method: 'POST',
      path: '/api/email/start',
      async handle({ req, res }) {
        limitClient(ctx, req);
        const body = await readBody(req, bodies.emailStart);
        const email = normalizeEmail(body.email);
        const user = await userByEmail(ctx.db, email);
        const known =
          user && (await Promise.all(body.deviceIds.map((id) => hasDevice(ctx.db, user.id, id)))).some(Boolean);
        if (!user?.eip155_address || known) {
          await ctx.codes.issue(email, 'login');
          sendJson(res, 200, { action: 'VERIFY_OTP' });
          return;
        }
        // A wallet exists and this device holds none of its shares: ask the mailbox owner to approve this device.
        const now = Date.now();
        const [recent] = await ctx.db.query<{ created_at: number; n: number }>(
          'SELECT max(created_at) AS created_at, count(*)::int8 AS n FROM frame_device_approval WHERE email = $1 AND created_at > $2',
          [email, now - 3_600_000],
        );
        if (recent?.created_at && now - recent.created_at < EMAIL_LOGIN_COOLDOWN_MS)
          throw new HttpError(
            429,
            FrameTexts.tryAgainAfter(Math.ceil((recent.created_at + EMAIL_LOGIN_COOLDOWN_MS - now) / 1000)),
          );
        if ((recent?.n ?? 0) >= ctx.config.codesPerEmailPerHour) throw new HttpError(429, FrameTexts.tooManyRequests);
        const approvalId = randomToken(24);
        const token = randomToken(32);
        const id = ctx.secrets.hash('approval', approvalId);
        await ctx.db.query(
          'INSERT INTO frame_device_approval (id, token_hash, email, host_origin, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
          [id, ctx.secrets.hash('approval-link', token), email, body.hostOrigin, now, now + CODE_TTL_MS],
        );
        try {
          await mailer.send(
            email,
            deviceMail(`${ctx.publicUrl()}/device/approve?token=${token}`, body.hostOrigin || null),
          );
        } catch (error) {
          // A link that never left leaves nothing: no approval to wait for, nothing counted, no 30 s pause.
          await ctx.db.query('DELETE FROM frame_device_approval WHERE id = $1', [id]);
          throw error;
        }
        sendJson(res, 200, { action: 'VERIFY_DEVICE', approvalId });
      },
    },
    {
      method: 'POST',
      path: '/api/email/device',
      async handle({ req, res }) {
        const { approvalId } = await readBody(req, bodies.deviceStatus);
        const [row] = await ctx.db.query<{ approved_at: number | null; expires_at: number }>(
          'SELECT approved_at, expires_at FROM frame_device_approval WHERE id = $1',
          [ctx.secrets.hash('approval', approvalId)],
        );
        if (!row || (row.approved_at === null && row.expires_at <= Date.now()))
          throw new HttpError(400, FrameTexts.approvalExpired);
        sendJson(res, 200, { approved: row.approved_at !== null });
      },
    },
    {
      // The link in the email opens a page with a button: a mail scanner that follows links approves nothing.
      method: 'GET',
      path: '/device/approve',
      async handle({ res, url }) {
        const token = url.searchParams.get('token') ?? '';
        const [row] = await ctx.db.query<{
          host_origin: string | null;
          expires_at: number;
          approved_at: number | null;
        }>('SELECT host_origin, expires_at, approved_at FROM frame_device_approval WHERE token_hash = $1', [
          ctx.secrets.hash('approval-link', token),
        ]);
        if (!row || row.expires_at <= Date.now())
          return page(res, 410, 'Link expired', `<p>${FrameTexts.approvalExpired}</p>`);
        if (row.approved_at)
          return page(
            res,
            200,
            'Device approved',
            '<p>This device is already approved. Enter the code we emailed you where you signed in.</p>',
          );
        const where = row.host_origin ? ` on <strong>${escapeHtml(row.host_origin)}</strong>` : '';
        page(
          res,
          200,
          'Approve a new device',
          `<p>A new device asks to sign in to your wallet${where}.</p>
<form method="post" action="/device/approve"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit" data-testid="approve-device">Approve this device</button></form>`,
        );
      },
    },
    {
      method: 'POST',
      path: '/device/approve',
      async handle({ req, res }) {
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of req as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > 1024) throw new HttpError(413, 'Request body too large');
          chunks.push(chunk);
        }
        const token = new URLSearchParams(Buffer.concat(chunks).toString('utf8')).get('token') ?? '';
        const [row] = await ctx.db.query<{ email: string }>(
          'UPDATE frame_device_approval SET approved_at = $2 WHERE token_hash = $1 AND expires_at > $2 AND approved_at IS NULL RETURNING email',
          [ctx.secrets.hash('approval-link', token), Date.now()],
        );
        if (!row) return page(res, 410, 'Link expired', `<p>${FrameTexts.approvalExpired}</p>`);
        try {
          await ctx.codes.issue(row.email, 'login', null, true);
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          return page(res, error.status, 'Device approved', `<p>${escapeHtml(error.message)}</p>`);
        }
        page(res, 200, 'Device approved', '<p>We emailed you a code. Enter it where you signed in.</p>');
      },
    },
    {
      method: 'POST',
      path: '/api/email/verify',
      async handle({ req, res }) {
        limitClient(ctx, req);
        const body = await readBody(req, bodies.emailVerify);
        const email = normalizeEmail(body.email);
        await ctx.codes.verify(email, 'login', body.otp);
        const reply = await ctx.db.transaction(async (tx) =>
          loginReply(ctx, tx, await userForEmail(tx, email), 'email', null),
        );
        sendJson(res, 200, reply);
      },
    },
    {
      method: 'POST',
      path: '/api/email/update',
      async handle({ req, res }) {
        limitClient(ctx, req);
        const session = await ctx.sessions.require(req);
        const email = normalizeEmail((await readBody(req, bodies.updateEmail)).email);
        const user = await userById(ctx.db, session.userId);
        if (user.email === email) throw new HttpError(400, FrameTexts.sameEmail);
        if (await userByEmail(ctx.db, email)) throw new HttpError(409, FrameTexts.emailTaken);
        const stage = user.email ? 'primary' : 'secondary';
        await ctx.db.query(
          `INSERT INTO frame_email_change (user_id, new_email, stage, expires_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (user_id) DO UPDATE SET new_email = $2, stage = $3, expires_at = $4`,
          [user.id, email, stage, Date.now() + CODE_TTL_MS],
        );
        if (user.email) await ctx.codes.issue(user.email, 'update-primary', user.id);
        else await ctx.codes.issue(email, 'update-secondary', user.id);
        sendJson(res, 200, { action: user.email ? 'VERIFY_PRIMARY_OTP' : 'VERIFY_SECONDARY_OTP' });
      },
    },
    {
      method: 'POST',
      path: '/api/email/update/primary',
      async handle({ req, res }) {
        limitClient(ctx, req);
        const session = await ctx.sessions.require(req);
        const { otp } = await readBody(req, bodies.otp);
        const change = await pendingChange(ctx, session.userId, 'primary');
        const user = await userById(ctx.db, session.userId);
        const owner = await ctx.codes.verify(user.email ?? '', 'update-primary', otp);
        if (owner !== user.id) throw new HttpError(400, FrameTexts.noCode);
        await ctx.db.query("UPDATE frame_email_change SET stage = 'secondary', expires_at = $2 WHERE user_id = $1", [
          user.id,
          Date.now() + CODE_TTL_MS,
        ]);
        await ctx.codes.issue(change.new_email, 'update-secondary', user.id);
        sendJson(res, 200, {});
      },
    },
    {
      method: 'POST',
      path: '/api/email/update/secondary',
      async handle({ req, res }) {
        limitClient(ctx, req);
        const session = await ctx.sessions.require(req);
        const { otp } = await readBody(req, bodies.otp);
        const change = await pendingChange(ctx, session.userId, 'secondary');
        const owner = await ctx.codes.verify(change.new_email, 'update-secondary', otp);
        if (owner !== session.userId) throw new HttpError(400, FrameTexts.noCode);
        await ctx.db.transaction(async (tx) => {
          if (
            (
              await tx.query('SELECT 1 FROM frame_user WHERE email = $1 AND id <> $2', [
                change.new_email,
                session.userId,
              ])
            ).length > 0
          ) {
            throw new HttpError(409, FrameTexts.emailTaken);
          }
          await tx.query('UPDATE frame_user SET email = $2 WHERE id = $1', [session.userId, change.new_email]);
          await tx.query('DELETE FROM frame_email_change WHERE user_id = $1', [session.userId]);
        });
        sendJson(res, 200, { email: change.new_email });
      },
    },
  ];
}

async function pendingChange(
  ctx: FrameContext,
  userId: string,
  stage: 'primary' | 'secondary',
): Promise<{ new_email: string }> {
  const [row] = await ctx.db.query<{ new_email: string; stage: string; expires_at: number }>(
    'SELECT new_email, stage, expires_at FROM frame_email_change WHERE user_id = $1',
    [userId],
  );
  if (!row || row.stage !== stage || row.expires_at <= Date.now()) throw new HttpError(400, FrameTexts.noEmailChange);
  return row;
}
