// Math captchas as sealed sessions: the session id carries its expiry and an HMAC over (expiry, nonce, answer)
// under a secret every instance reads from the database, so creating and checking a captcha needs no database
// round trip and any instance can check any session. Single use is enforced in the database: the claim's
// reservation inserts the session into faucet_captcha_used (primary key), atomically with the claim.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Sql } from 'walletdock/server/node';

/** A new question and its session. */
export interface NewCaptcha {
  sessionId: string;
  question: string;
  answer: number;
}

/** Draws a small arithmetic question with an integer answer (sum, difference >= 0, or small product). */
export function drawQuestion(): { question: string; answer: number } {
  const op = randomInt(3);
  if (op === 0) {
    const a = randomInt(1, 50),
      b = randomInt(1, 50);
    return { question: `What is ${a} + ${b}?`, answer: a + b };
  }
  if (op === 1) {
    const a = randomInt(10, 60),
      b = randomInt(1, a);
    return { question: `What is ${a} - ${b}?`, answer: a - b };
  }
  const a = randomInt(2, 10),
    b = randomInt(2, 10);
  return { question: `What is ${a} × ${b}?`, answer: a * b };
}

/** Parses a typed answer: an integer (surrounding spaces allowed); anything else is a wrong answer (null). */
export function parseAnswer(answer: string | number): number | null {
  if (typeof answer === 'number') return Number.isSafeInteger(answer) ? answer : null;
  const text = answer.trim();
  return /^-?\d{1,9}$/.test(text) ? Number(text) : null;
}

const SESSION = /^v1\.([0-9a-z]{1,12})\.([0-9a-f]{16})\.([0-9a-f]{24})$/;

/** Issues and checks sealed captcha sessions with one secret. */
export class CaptchaSealer {
  constructor(
    private readonly secret: Buffer,
    private readonly ttlMs: number,
  ) {}

  private tag(expiry: string, nonce: string, answer: number): Buffer {
    return createHmac('sha256', this.secret).update(`${expiry}.${nonce}.${answer}`).digest().subarray(0, 12);
  }

  /** A fresh question whose session expires after the configured lifetime. */
  create(now = Date.now()): NewCaptcha {
    const { question, answer } = drawQuestion();
    const expiry = (now + this.ttlMs).toString(36);
    const nonce = randomBytes(8).toString('hex');
    return { sessionId: `v1.${expiry}.${nonce}.${this.tag(expiry, nonce, answer).toString('hex')}`, question, answer };
  }

  /** 'unknown' for a forged, malformed or expired session; else whether `answer` is right. Does not consume. */
  check(sessionId: string, answer: string | number, now = Date.now()): 'valid' | 'invalid' | 'unknown' {
    const m = SESSION.exec(sessionId);
    if (!m) return 'unknown';
    const [, expiry, nonce, tag] = m as unknown as [string, string, string, string];
    if (parseInt(expiry, 36) <= now) return 'unknown';
    const value = parseAnswer(answer);
    if (value === null) return 'invalid';
    return timingSafeEqual(this.tag(expiry, nonce, value), Buffer.from(tag, 'hex')) ? 'valid' : 'invalid';
  }
}

/** The captcha secret shared by all instances on one database (created once, at random). */
export async function captchaSecret(db: Sql, override?: string): Promise<Buffer> {
  if (override) return Buffer.from(override, 'utf8');
  await db.query(`INSERT INTO faucet_meta (key, value) VALUES ('captcha_secret', $1) ON CONFLICT (key) DO NOTHING`, [
    randomBytes(32).toString('hex'),
  ]);
  const [row] = await db.query<{ value: string }>(`SELECT value FROM faucet_meta WHERE key = 'captcha_secret'`);
  if (!row) throw new Error('captcha secret missing');
  return Buffer.from(row.value, 'hex');
}

/** True when the session was already used by a claim. */
export async function captchaUsed(db: Sql, sessionId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM faucet_captcha_used WHERE session_id = $1', [sessionId])).length > 0;
}

/** Forgets used sessions once they have expired anyway (a used session stays refused until then). */
export async function purgeCaptchas(db: Sql, ttlMs: number, now = Date.now()): Promise<void> {
  await db.query('DELETE FROM faucet_captcha_used WHERE used_ms < $1', [now - ttlMs - 60_000]);
}
