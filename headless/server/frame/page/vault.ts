// The frame origin's own storage (IndexedDB, through idb-keyval): the session token and, per user, this device's
// share, encrypted with an AES-GCM key that was created non-extractable (WebCrypto): script can use it here but
// never read its bytes, and it never leaves this origin's storage. Browsers partition a frame's storage by the site
// that embeds it, so a wallet used from another app is, to this storage, another device.
import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';

/** This device's enrollment for one user. */
interface DeviceRecord {
  userId: string;
  deviceId: string;
  key: CryptoKey;
  iv: Uint8Array<ArrayBuffer>;
  sealed: ArrayBuffer;
}

const aad = (userId: string, deviceId: string) => new TextEncoder().encode(`${userId}|${deviceId}`);

/** The frame's storage. */
export class Vault {
  private readonly store: UseStore = createStore('walletdock-frame', 'vault');

  async sessionToken(): Promise<string | undefined> {
    return get<string>('session', this.store);
  }

  async setSessionToken(token: string | undefined): Promise<void> {
    if (token === undefined) await del('session', this.store);
    else await set('session', token, this.store);
  }

  /** Ids of every device enrollment kept here (sent when logging in, so the server knows this device). */
  async deviceIds(): Promise<string[]> {
    const names = (await keys(this.store)).filter((k): k is string => typeof k === 'string' && k.startsWith('device:'));
    const records = await Promise.all(names.map((name) => get<DeviceRecord>(name, this.store)));
    return records.flatMap((r) => (r ? [r.deviceId] : []));
  }

  /** This device's id and share for `userId`, decrypted; undefined when none (or it no longer opens). */
  async deviceShare(userId: string): Promise<{ deviceId: string; share: string } | undefined> {
    const record = await get<DeviceRecord>(`device:${userId}`, this.store);
    if (!record) return undefined;
    try {
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: record.iv, additionalData: aad(userId, record.deviceId) },
        record.key,
        record.sealed,
      );
      return { deviceId: record.deviceId, share: new TextDecoder().decode(plain) };
    } catch {
      return undefined;
    }
  }

  /** Keeps this device's share for `userId` under a new non-extractable key. */
  async keepDeviceShare(userId: string, deviceId: string, share: string): Promise<void> {
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const sealed = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: aad(userId, deviceId) },
      key,
      new TextEncoder().encode(share),
    );
    await set(`device:${userId}`, { userId, deviceId, key, iv, sealed } satisfies DeviceRecord, this.store);
  }

  /** The account type the user last chose on this device (SET_PREFERRED_ACCOUNT); undefined: never chose. */
  async preferredAccountType(userId: string): Promise<'eoa' | 'smartAccount' | undefined> {
    const type = await get<unknown>(`preferred:${userId}`, this.store);
    return type === 'eoa' || type === 'smartAccount' ? type : undefined;
  }

  async setPreferredAccountType(userId: string, type: 'eoa' | 'smartAccount'): Promise<void> {
    await set(`preferred:${userId}`, type, this.store);
  }

  async forgetDevice(userId: string): Promise<void> {
    await del(`device:${userId}`, this.store);
  }
}
