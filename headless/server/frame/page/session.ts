// The signed-in user of this frame and their keys. Login (code, provider) gives a session; the keys then come from
// this device's share plus the auth share the server releases to the session — or, on a device without a share
// (new device, other app, cleared storage), from the auth and recovery shares the server releases right after a
// login, after which this device enrolls its own split. Keys live in this object's memory only.
import * as z from 'zod/mini';
import { enrollProofMessage, loginReplySchema, replies, type ServerUser } from '../api-schemas';
import { ApiError, type FrameApi } from './api';
import { deriveKeys, newSecret, openWallet, SharesMismatchError, splitSecret, type WalletKeys } from './keys';
import type { Vault } from './vault';

type LoginReply = z.infer<typeof loginReplySchema>;

/** The frame's session state. */
export class FrameSession {
  user: ServerUser | undefined;
  keys: WalletKeys | undefined;
  private pendingEmail: { email: string; approvalId: string | undefined } | undefined;

  constructor(
    private readonly api: FrameApi,
    private readonly vault: Vault,
    private readonly hostOrigin: string,
    private readonly onChange: () => void,
  ) {}

  get connected(): boolean {
    return this.user !== undefined && this.keys !== undefined;
  }

  /** Picks up a session kept from an earlier visit; a dead session is forgotten. */
  async restore(): Promise<void> {
    const token = await this.vault.sessionToken();
    if (!token) return;
    this.api.token = token;
    try {
      this.user = (await this.api.call('/api/session', replies.session)).user;
      await this.unlock(false);
      this.onChange();
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) throw error;
      await this.clear();
    }
  }

  /** CONNECT_EMAIL: done at once when this email is signed in here, else the server sends a code or a device link. */
  async startEmail(
    email: string,
    normalized = email.trim().toLowerCase(),
  ): Promise<'CONNECT' | 'VERIFY_OTP' | 'VERIFY_DEVICE'> {
    if (this.connected && this.user?.email === normalized) return 'CONNECT';
    const reply = await this.api.call('/api/email/start', replies.emailStart, {
      email: normalized,
      deviceIds: await this.vault.deviceIds(),
      hostOrigin: this.hostOrigin,
    });
    this.pendingEmail = { email: normalized, approvalId: reply.approvalId };
    return reply.action;
  }

  /** CONNECT_DEVICE: resolves once the emailed device link was approved (a code is then on its way). */
  async waitForDevice(): Promise<void> {
    const approvalId = this.pendingEmail?.approvalId;
    if (!approvalId) throw new Error('No device approval is pending. Enter your email first.');
    for (const until = Date.now() + 10 * 60_000; Date.now() < until; ) {
      if ((await this.api.call('/api/email/device', replies.deviceStatus, { approvalId })).approved) return;
      await new Promise((r) => setTimeout(r, 1000));
    }
    throw new Error('The device was not approved in time. Start again.');
  }

  /** CONNECT_OTP: checks the code and logs in. */
  async verifyOtp(otp: string): Promise<void> {
    if (!this.pendingEmail) throw new Error('Enter your email first.');
    const reply = await this.api.call('/api/email/verify', loginReplySchema, { email: this.pendingEmail.email, otp });
    this.pendingEmail = undefined;
    await this.login(reply);
  }

  /** A completed login (email or provider): keeps the session and opens (or creates) the wallet. */
  async login(reply: LoginReply): Promise<void> {
    this.keys = undefined;
    this.api.token = reply.sessionToken;
    await this.vault.setSessionToken(reply.sessionToken);
    this.user = reply.user;
    try {
      await this.unlock(true);
    } catch (error) {
      await this.clear();
      throw error;
    }
    this.onChange();
  }

  private async unlock(fresh: boolean): Promise<void> {
    const user = this.user!;
    if (!user.eip155Address) {
      if (!fresh) throw new ApiError(401, 'Please sign in again.');
      return this.create(user);
    }
    const local = await this.vault.deviceShare(user.id);
    if (local) {
      try {
        const { authShare } = await this.api.call('/api/wallet/device-share', replies.deviceShare, {
          deviceId: local.deviceId,
        });
        const opened = await openWallet(local.share, authShare, user.eip155Address);
        opened.secret.fill(0);
        this.keys = opened.keys;
        return;
      } catch (error) {
        // A share of another split (enrolled elsewhere since) or a device the server no longer knows: recover below.
        if (
          !(error instanceof SharesMismatchError) &&
          !(error instanceof ApiError && (error.status === 404 || error.status === 403))
        )
          throw error;
        if (!fresh) throw error;
      }
    }
    if (!fresh) throw new ApiError(401, 'Please sign in again.');
    const { authShare, recoveryShare } = await this.api.call('/api/wallet/recover', replies.recover, {});
    const { secret, keys } = await openWallet(authShare, recoveryShare, user.eip155Address);
    try {
      await this.enroll(user.id, secret, keys, '/api/wallet/enroll', {});
    } finally {
      secret.fill(0);
    }
    this.keys = keys;
  }

  private async create(user: ServerUser): Promise<void> {
    const secret = newSecret();
    try {
      const keys = await deriveKeys(secret);
      const created = await this.enroll(user.id, secret, keys, '/api/wallet/create', {
        eip155Address: keys.eip155.address,
        solanaAddress: keys.solana.address,
      });
      this.user = z.object({ user: replies.session.shape.user }).parse(created).user;
      this.keys = keys;
    } finally {
      secret.fill(0);
    }
  }

  // Splits the secret for this device, keeps the device share here and sends the two others, signed by the key.
  private async enroll(
    userId: string,
    secret: Uint8Array,
    keys: WalletKeys,
    path: string,
    extra: Record<string, string>,
  ): Promise<unknown> {
    const shares = await splitSecret(secret);
    const deviceId = crypto.randomUUID();
    const proof = await keys.eip155.signMessage({
      message: enrollProofMessage({ userId, deviceId, authShare: shares.auth, recoveryShare: shares.recovery }),
    });
    await this.vault.keepDeviceShare(userId, deviceId, shares.device);
    try {
      return await this.api.call(path, z.unknown(), {
        deviceId,
        authShare: shares.auth,
        recoveryShare: shares.recovery,
        proof,
        ...extra,
      });
    } catch (error) {
      await this.vault.forgetDevice(userId);
      throw error;
    }
  }

  /**
   * Before signing: the session must still be alive on the server (a sign-out elsewhere or an expiry ends signing
   * here too, although the key is already in memory). A dead session is forgotten and reported.
   */
  async assertAlive(): Promise<void> {
    try {
      await this.api.call('/api/session', replies.session);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        await this.clear();
        this.onChange();
      }
      throw error;
    }
  }

  /** SIGN_OUT: ends the session on the server (best effort) and here; this device's share stays for the next login. */
  async signOut(): Promise<void> {
    if (this.api.token) {
      await Promise.race([
        this.api.call('/api/session/sign-out', replies.empty, {}).catch(() => undefined),
        new Promise((r) => setTimeout(r, 2500)),
      ]);
    }
    await this.clear();
    this.onChange();
  }

  private async clear(): Promise<void> {
    this.user = undefined;
    this.keys = undefined;
    this.api.token = undefined;
    await this.vault.setSessionToken(undefined);
  }
}
