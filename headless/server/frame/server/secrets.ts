// Keys derived from the server secret (which lives in the environment or a KMS, never in the database): one seals
// auth shares, one (or the separate recovery secret) seals recovery shares, one signs session tokens, one hashes
// one-time codes and link tokens. Sealing is AES-256-GCM from node:crypto (OpenSSL) with the owner and the kind of
// share as associated data, so a sealed share moved to another user or column does not open.
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';

const derive = (secret: string, info: string) =>
  Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), `walletdock-frame ${info} v1`, 32));

/** What a sealed share belongs to. */
export type ShareKind = 'auth' | 'recovery';

/** The server's derived keys. */
export class FrameSecrets {
  private readonly authShareKey: Buffer;
  private readonly recoveryShareKey: Buffer;
  private readonly codeKey: Buffer;
  /** HS256 key of session tokens. */
  readonly sessionKey: Uint8Array;

  constructor(secret: string, recoverySecret?: string) {
    this.authShareKey = derive(secret, 'auth-share');
    this.recoveryShareKey = derive(recoverySecret ?? secret, 'recovery-share');
    this.codeKey = derive(secret, 'one-time-code');
    this.sessionKey = new Uint8Array(derive(secret, 'session'));
  }

  /** Seals a share (base64 text in, `v1.<base64url>` out) for `owner` (user and device). */
  seal(kind: ShareKind, owner: string, share: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', kind === 'auth' ? this.authShareKey : this.recoveryShareKey, iv);
    cipher.setAAD(Buffer.from(`${kind}|${owner}`));
    const body = Buffer.concat([cipher.update(share, 'utf8'), cipher.final()]);
    return `v1.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
  }

  /** Opens a sealed share; throws when it was sealed for another owner or kind, or altered. */
  open(kind: ShareKind, owner: string, sealed: string): string {
    if (!sealed.startsWith('v1.')) throw new Error('unknown share format');
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      kind === 'auth' ? this.authShareKey : this.recoveryShareKey,
      raw.subarray(0, 12),
    );
    decipher.setAAD(Buffer.from(`${kind}|${owner}`));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
  }

  /** A keyed hash of a code or token (what the database keeps instead of the code). */
  hash(purpose: string, value: string): string {
    return createHmac('sha256', this.codeKey).update(`${purpose}\n${value}`).digest('base64url');
  }

  /** Compares a submitted value with a stored hash in constant time. */
  matches(purpose: string, value: string, storedHash: string): boolean {
    const a = Buffer.from(this.hash(purpose, value));
    const b = Buffer.from(storedHash);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}

/** A random identifier or secret: `bytes` random bytes as base64url. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A 6-digit one-time code, uniform over 000000–999999. */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
