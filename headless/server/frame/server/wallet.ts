// The wallet's key shares on the server. Each enrolled device has its own 2-of-3 split of the wallet secret: the
// device keeps one share in the frame's storage; the server keeps the other two sealed (auth share, recovery share).
// A session bound to a device gets that device's auth share (device + auth = the key). Right after a login by code
// or provider, a session may instead get the latest device's auth and recovery shares (a new device recovers), and
// then enroll its own split — proven by a signature of the wallet's key, so nobody else can plant shares.
import { recoverMessageAddress, type Hex } from 'viem';
import { type Database, type Sql, HttpError } from 'walletdock/server/node';
import { enrollProofMessage } from '../api-schemas';
import type { FrameSecrets } from './secrets';
import type { Session, Sessions } from './sessions';
import { FrameTexts } from './texts';
import { userById, type UserRow } from './users';

const owner = (userId: string, deviceId: string) => `${userId}|${deviceId}`;

/** Shares of one enrollment, as the page sends them. */
export interface Enrollment {
  deviceId: string;
  authShare: string;
  recoveryShare: string;
  proof: Hex;
}

/** Share storage and its rules. */
export class Wallets {
  constructor(
    private readonly db: Database,
    private readonly secrets: FrameSecrets,
    private readonly sessions: Sessions,
  ) {}

  private async checkProof(userId: string, e: Enrollment, address: string): Promise<void> {
    const signer = await recoverMessageAddress({
      message: enrollProofMessage({ userId, ...e }),
      signature: e.proof,
    }).catch(() => null);
    if (signer?.toLowerCase() !== address.toLowerCase()) throw new HttpError(403, FrameTexts.badProof);
  }

  private async insertDevice(tx: Sql, session: Session, e: Enrollment): Promise<void> {
    const inserted = await tx.query(
      `INSERT INTO frame_device (id, user_id, auth_share, recovery_share, created_at, last_used_at) VALUES ($1, $2, $3, $4, $5, $5)
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [
        e.deviceId,
        session.userId,
        this.secrets.seal('auth', owner(session.userId, e.deviceId), e.authShare),
        this.secrets.seal('recovery', owner(session.userId, e.deviceId), e.recoveryShare),
        Date.now(),
      ],
    );
    if (inserted.length === 0) throw new HttpError(409, FrameTexts.deviceExists);
    await this.sessions.bindDevice(tx, session.id, e.deviceId);
  }

  /** A new user's first device: stores the wallet's addresses and this device's sealed shares. */
  async create(session: Session, e: Enrollment & { eip155Address: string; solanaAddress: string }): Promise<UserRow> {
    if (!session.fresh) throw new HttpError(403, FrameTexts.loginAgain);
    await this.checkProof(session.userId, e, e.eip155Address);
    // The addresses and the first shares land together or not at all: a wallet never exists without its shares.
    return this.db.transaction(async (tx) => {
      const claimed = await tx.query(
        'UPDATE frame_user SET eip155_address = $2, solana_address = $3 WHERE id = $1 AND eip155_address IS NULL RETURNING id',
        [session.userId, e.eip155Address, e.solanaAddress],
      );
      if (claimed.length === 0) throw new HttpError(409, FrameTexts.walletExists);
      await this.insertDevice(tx, session, e);
      return userById(tx, session.userId);
    });
  }

  /** This device's auth share: for a session bound to it, or a fresh session of its user (which it then binds). */
  async deviceShare(session: Session, deviceId: string): Promise<string> {
    const [row] = await this.db.query<{ auth_share: string }>(
      'SELECT auth_share FROM frame_device WHERE id = $1 AND user_id = $2',
      [deviceId, session.userId],
    );
    if (!row) throw new HttpError(404, FrameTexts.unknownDevice);
    if (session.deviceId !== deviceId) {
      if (!session.fresh) throw new HttpError(403, FrameTexts.loginAgain);
      await this.sessions.bindDevice(this.db, session.id, deviceId);
    }
    await this.db.query('UPDATE frame_device SET last_used_at = $2 WHERE id = $1', [deviceId, Date.now()]);
    return this.secrets.open('auth', owner(session.userId, deviceId), row.auth_share);
  }

  /** A new device's recovery: the latest enrollment's auth and recovery shares, only right after a login. */
  async recover(session: Session): Promise<{ authShare: string; recoveryShare: string }> {
    if (!session.fresh) throw new HttpError(403, FrameTexts.loginAgain);
    const [row] = await this.db.query<{ id: string; auth_share: string; recovery_share: string }>(
      'SELECT id, auth_share, recovery_share FROM frame_device WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
      [session.userId],
    );
    if (!row) throw new HttpError(404, FrameTexts.noWallet);
    return {
      authShare: this.secrets.open('auth', owner(session.userId, row.id), row.auth_share),
      recoveryShare: this.secrets.open('recovery', owner(session.userId, row.id), row.recovery_share),
    };
  }

  /** Enrolls this device with its own split, signed by the wallet's key, only right after a login. */
  async enroll(session: Session, e: Enrollment): Promise<void> {
    if (!session.fresh) throw new HttpError(403, FrameTexts.loginAgain);
    const user = await userById(this.db, session.userId);
    if (!user.eip155_address) throw new HttpError(404, FrameTexts.noWallet);
    await this.checkProof(session.userId, e, user.eip155_address);
    await this.db.transaction((tx) => this.insertDevice(tx, session, e));
  }
}
