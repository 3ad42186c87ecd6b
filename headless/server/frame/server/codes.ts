// One-time email codes: 6 digits, 10 minutes, one live code per address (a new one replaces it), 5 wrong tries
// and the code is dead and the address locked until the code would have expired, a resend (same purpose) at most
// every 30 s and a few codes per hour per address. The database keeps a keyed hash, compared in constant time; a used code is gone.
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../../core/model/constants';
import { type Database, HttpError } from 'walletdock/server/node';
import type { Mailer } from './mailer';
import { randomCode, type FrameSecrets } from './secrets';
import { codeMail, FrameTexts } from './texts';

/** A code's lifetime. */
export const CODE_TTL_MS = 10 * 60_000;
/** Wrong tries before a code is dead. */
export const CODE_MAX_ATTEMPTS = 5;
/** What a code is for: it only works for that. */
export type CodePurpose = 'login' | 'update-primary' | 'update-secondary';

interface CodeRow {
  purpose: CodePurpose;
  code_hash: string;
  context: string | null;
  issued_at: number;
  expires_at: number;
  attempts: number;
  locked_until: number | null;
  used: boolean;
  window_start: number;
  sent_in_window: number;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
/** The refusal of a locked address: its words, and the time left for the page and the app (they disable the form). */
const locked = (ms: number) =>
  new HttpError(429, FrameTexts.codeLocked(ms), { retryAfterMs: ms }, { 'retry-after': String(seconds(ms)) });
const hashPurpose = (email: string) => `code:${email}`;

/** Issues, mails and checks codes. */
export class Codes {
  constructor(
    private readonly db: Database,
    private readonly secrets: FrameSecrets,
    private readonly mailer: Mailer,
    private readonly perHour: number,
  ) {}

  /**
   * Sends a new code to `email` for `purpose`, replacing a live one; 429 when the address asks too often or is locked.
   * `afterApproval`: the mailbox owner just approved a device by its link, so the 30 s resend pause does not apply.
   * When the mail cannot be sent (MailUnavailableError during an outage) nothing of the request remains.
   */
  async issue(
    email: string,
    purpose: CodePurpose,
    context: string | null = null,
    afterApproval = false,
  ): Promise<void> {
    const code = randomCode();
    const codeHash = this.secrets.hash(hashPurpose(email), `${purpose}:${code}`);
    const issued = await this.db.transaction(async (tx) => {
      const now = Date.now();
      const [row] = await tx.query<CodeRow>('SELECT * FROM frame_code WHERE email = $1 FOR UPDATE', [email]);
      if (row?.locked_until && row.locked_until > now) throw locked(row.locked_until - now);
      if (row && !afterApproval && row.purpose === purpose && now - row.issued_at < EMAIL_LOGIN_COOLDOWN_MS)
        throw new HttpError(429, FrameTexts.tryAgainAfter(seconds(row.issued_at + EMAIL_LOGIN_COOLDOWN_MS - now)));
      const newWindow = !row || now - row.window_start >= 3_600_000;
      const windowStart = newWindow ? now : row.window_start;
      const sent = newWindow ? 0 : row.sent_in_window;
      if (sent >= this.perHour)
        throw new HttpError(429, FrameTexts.tryAgainAfter(seconds(windowStart + 3_600_000 - now)));
      // Counted before the mail goes, so that concurrent requests cannot pass the hour's limit; given back if it fails.
      await tx.query(
        `INSERT INTO frame_code (email, purpose, code_hash, context, issued_at, expires_at, attempts, locked_until, used, window_start, sent_in_window)
         VALUES ($1, $2, $3, $4, $5, $6, 0, NULL, false, $7, $8)
         ON CONFLICT (email) DO UPDATE SET purpose = $2, code_hash = $3, context = $4, issued_at = $5, expires_at = $6, attempts = 0,
           locked_until = NULL, used = false, window_start = $7, sent_in_window = $8`,
        [email, purpose, codeHash, context, now, now + CODE_TTL_MS, windowStart, sent + 1],
      );
      return { previous: row, windowStart };
    });
    try {
      await this.mailer.send(email, codeMail(code, purpose));
    } catch (error) {
      await this.unsend(email, codeHash, issued.previous, issued.windowStart);
      throw error;
    }
  }

  /**
   * Undoes a code that could not be sent: it gives back its place in the hour's count, and when it is still the
   * address's code, the address's code is again the one before it (an earlier code keeps working, and the 30 s pause
   * runs from that one, not from a mail that never left); with none before, the unsent code is dead and pauses
   * nothing. A lock set meanwhile by wrong tries stays.
   */
  private async unsend(
    email: string,
    codeHash: string,
    previous: CodeRow | undefined,
    windowStart: number,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx.query<CodeRow>('SELECT * FROM frame_code WHERE email = $1 FOR UPDATE', [email]);
      if (!row) return;
      const sent =
        Number(row.window_start) === Number(windowStart) ? Math.max(0, row.sent_in_window - 1) : row.sent_in_window;
      if (row.code_hash !== codeHash) {
        await tx.query('UPDATE frame_code SET sent_in_window = $2 WHERE email = $1', [email, sent]);
      } else if (previous) {
        await tx.query(
          `UPDATE frame_code SET purpose = $2, code_hash = $3, context = $4, issued_at = $5, expires_at = $6, attempts = $7, used = $8,
             sent_in_window = $9 WHERE email = $1`,
          [
            email,
            previous.purpose,
            previous.code_hash,
            previous.context,
            previous.issued_at,
            previous.expires_at,
            previous.attempts,
            previous.used,
            sent,
          ],
        );
      } else {
        await tx.query('UPDATE frame_code SET issued_at = 0, used = true, sent_in_window = $2 WHERE email = $1', [
          email,
          sent,
        ]);
      }
    });
  }

  /**
   * Checks a code and uses it up; returns the context it was issued with. A wrong code counts (committed even though
   * the request fails); the fifth locks the address until the code's expiry.
   */
  async verify(email: string, purpose: CodePurpose, code: string): Promise<string | null> {
    const outcome = await this.db.transaction(async (tx) => {
      const now = Date.now();
      const [row] = await tx.query<CodeRow>('SELECT * FROM frame_code WHERE email = $1 FOR UPDATE', [email]);
      if (row?.locked_until && row.locked_until > now) return { error: locked(row.locked_until - now) };
      if (!row || row.used || row.purpose !== purpose) return { error: new HttpError(400, FrameTexts.noCode) };
      if (row.expires_at <= now) return { error: new HttpError(400, FrameTexts.codeExpired) };
      if (!this.secrets.matches(hashPurpose(email), `${purpose}:${code}`, row.code_hash)) {
        const attempts = row.attempts + 1;
        if (attempts >= CODE_MAX_ATTEMPTS) {
          await tx.query('UPDATE frame_code SET attempts = $2, used = true, locked_until = $3 WHERE email = $1', [
            email,
            attempts,
            row.expires_at,
          ]);
          return { error: locked(row.expires_at - now) };
        }
        await tx.query('UPDATE frame_code SET attempts = $2 WHERE email = $1', [email, attempts]);
        return { error: new HttpError(400, FrameTexts.wrongCode(CODE_MAX_ATTEMPTS - attempts)) };
      }
      await tx.query('UPDATE frame_code SET used = true WHERE email = $1', [email]);
      return { context: row.context };
    });
    if ('error' in outcome) throw outcome.error;
    return outcome.context;
  }
}
