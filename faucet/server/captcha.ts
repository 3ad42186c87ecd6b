// Math captchas kept in the database (any instance can check any session), with a short expiry. A session is
// consumed by exactly one claim, inside the claim's reservation transaction (see ledger.ts).
import { randomBytes, randomInt } from 'node:crypto';
import type { Database } from './db';

/** A new question and the session that holds its answer. */
export interface NewCaptcha {
  sessionId: string;
  question: string;
  answer: number;
}

/** Draws a small arithmetic question with an integer answer (sum, difference >= 0, or small product). */
export function drawQuestion(): { question: string; answer: number } {
  const op = randomInt(3);
  if (op === 0) {
    const a = randomInt(1, 50), b = randomInt(1, 50);
    return { question: `What is ${a} + ${b}?`, answer: a + b };
  }
  if (op === 1) {
    const a = randomInt(10, 60), b = randomInt(1, a);
    return { question: `What is ${a} - ${b}?`, answer: a - b };
  }
  const a = randomInt(2, 10), b = randomInt(2, 10);
  return { question: `What is ${a} × ${b}?`, answer: a * b };
}

/** Parses a typed answer: an integer (surrounding spaces allowed); anything else is a wrong answer (null). */
export function parseAnswer(answer: string | number): number | null {
  if (typeof answer === 'number') return Number.isSafeInteger(answer) ? answer : null;
  const text = answer.trim();
  return /^-?\d{1,9}$/.test(text) ? Number(text) : null;
}

/** Stores a fresh captcha that expires after `ttlMs`. */
export async function createCaptcha(db: Database, ttlMs: number, now = Date.now()): Promise<NewCaptcha> {
  const { question, answer } = drawQuestion();
  const sessionId = randomBytes(16).toString('hex');
  await db.query('INSERT INTO faucet_captcha (session_id, answer, expires_ms) VALUES ($1, $2, $3)', [sessionId, answer, now + ttlMs]);
  return { sessionId, question, answer };
}

/** Checks an answer without consuming the session; 'unknown' covers expired and already-used sessions. */
export async function checkCaptcha(db: Database, sessionId: string, answer: string | number, now = Date.now()): Promise<'valid' | 'invalid' | 'unknown'> {
  const rows = await db.query<{ answer: number }>(
    'SELECT answer FROM faucet_captcha WHERE session_id = $1 AND consumed_ms IS NULL AND expires_ms > $2',
    [sessionId, now],
  );
  const row = rows[0];
  if (!row) return 'unknown';
  return parseAnswer(answer) === row.answer ? 'valid' : 'invalid';
}

/** Deletes captchas expired for a while (consumed ones too); kept short so the table stays small. */
export async function purgeCaptchas(db: Database, now = Date.now()): Promise<void> {
  await db.query('DELETE FROM faucet_captcha WHERE expires_ms < $1', [now - 60_000]);
}
