// For the security tests: everything a host page can read, the wallet's real secrets in every common encoding
// (read the way only the frame, and the operator holding FRAME_SECRET, can), and a search of one in the other.
import { base58, base64, base64urlnopad } from '@scure/base';
import { entropyToMnemonic, mnemonicToSeed } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { combine } from 'shamir-secret-sharing';
import { bytesToHex } from 'viem';
import type { Database } from 'walletdock/server/node';
import { deriveKeys } from '../../../../headless/server/frame/page/keys';
import { FrameSecrets } from '../../../../headless/server/frame/server/secrets';
import { TEST_FRAME_SECRET } from '../../../support/frame';
import type { HostWindow } from './host-driver';

/** The host page's storages, cookies, its window's own properties and every message it received, as text. */
export async function hostView(page: Page, context: BrowserContext, hostUrl: string): Promise<string> {
  const inPage = await page.evaluate(async () => {
    const idb: Record<string, unknown> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const q = indexedDB.open(name);
        q.onsuccess = () => resolve(q.result);
        q.onerror = () => reject(q.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        idb[`${name}/${store}`] = await new Promise((resolve) => {
          const q = db.transaction(store).objectStore(store).getAll();
          q.onsuccess = () => resolve(q.result);
        });
      }
    }
    const props: Record<string, string> = {};
    for (const key of Object.getOwnPropertyNames(window)) {
      try {
        const value = (window as unknown as Record<string, unknown>)[key];
        if (typeof value === 'function' || value === window) continue;
        props[key] = JSON.stringify(value) ?? String(value);
      } catch {
        // Cross-origin or cyclic: not readable as data.
      }
    }
    return JSON.stringify({
      local: { ...localStorage },
      session: { ...sessionStorage },
      cookie: document.cookie,
      idb,
      props,
      received: (window as unknown as HostWindow).host.received,
      title: document.title,
      body: document.body.innerHTML,
    });
  });
  return `${inPage}${JSON.stringify(await context.cookies(hostUrl))}`;
}

/** The wallet's secret, keys, shares and session token (needle -> what it is), and the secret itself. */
export async function walletSecrets(
  db: Database,
  walletFrame: Frame,
  address: string,
): Promise<{ needles: Map<string, string>; entropy: Uint8Array; authShare: Uint8Array; deviceShares: Uint8Array[] }> {
  const [row] = await db.query<{ id: string; auth_share: string; recovery_share: string; user_id: string }>(
    'SELECT d.id, d.auth_share, d.recovery_share, d.user_id FROM frame_device d JOIN frame_user u ON u.id = d.user_id WHERE lower(u.eip155_address) = lower($1) ORDER BY d.created_at DESC LIMIT 1',
    [address],
  );
  const secrets = new FrameSecrets(TEST_FRAME_SECRET);
  const owner = `${row!.user_id}|${row!.id}`;
  const auth = base64.decode(secrets.open('auth', owner, row!.auth_share));
  const recovery = base64.decode(secrets.open('recovery', owner, row!.recovery_share));
  const inFrame = await walletFrame.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve) => {
      const q = indexedDB.open('walletdock-frame');
      q.onsuccess = () => resolve(q.result);
    });
    type Stored =
      | { userId?: string; deviceId?: string; key?: CryptoKey; iv?: Uint8Array<ArrayBuffer>; sealed?: ArrayBuffer }
      | string;
    const all = await new Promise<Stored[]>((resolve) => {
      const q = db.transaction('vault').objectStore('vault').getAll();
      q.onsuccess = () => resolve(q.result);
    });
    const out: { shares: string[]; token: string } = { shares: [], token: '' };
    for (const v of all) {
      if (typeof v === 'string') out.token = v;
      else if (v.key && v.iv && v.sealed) {
        const plain = await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: v.iv, additionalData: new TextEncoder().encode(`${v.userId}|${v.deviceId}`) },
          v.key,
          v.sealed,
        );
        out.shares.push(new TextDecoder().decode(plain));
      }
    }
    return out;
  });
  const entropy = await combine([auth, recovery]);
  const keys = await deriveKeys(entropy);
  if (keys.eip155.address !== address) throw new Error("the operator's shares do not open this wallet");
  if (inFrame.shares.length === 0) throw new Error('no device share in the frame');
  const mnemonic = entropyToMnemonic(entropy, wordlist);
  const bytes: Record<string, Uint8Array> = {
    entropy,
    seed: await mnemonicToSeed(mnemonic),
    eip155Key: keys.eip155.getHdKey().privateKey!,
    solanaKey: keys.solana.seed(),
    auth,
    recovery,
    ...Object.fromEntries(inFrame.shares.map((s, i) => [`device${i}`, base64.decode(s)])),
  };
  const needles = new Map<string, string>();
  for (const [name, value] of Object.entries(bytes)) {
    needles.set(bytesToHex(value).slice(2), `${name} (hex)`);
    needles.set(base64.encode(value).replace(/=+$/, ''), `${name} (base64)`);
    needles.set(base64urlnopad.encode(value), `${name} (base64url)`);
    needles.set(base58.encode(value), `${name} (base58)`);
  }
  needles.set(mnemonic.split(' ').slice(0, 4).join(' '), 'recovery phrase');
  needles.set(inFrame.token.split('.')[2]!, 'session token');
  return { needles, entropy, authShare: auth, deviceShares: inFrame.shares.map((share) => base64.decode(share)) };
}

/** The names of the needles found in `haystack`. */
export function leaks(haystack: string, needles: Map<string, string>): string[] {
  const lower = haystack.toLowerCase();
  return [...needles].filter(([needle]) => lower.includes(needle.toLowerCase())).map(([, name]) => name);
}

/** Every 33-byte window of every base64, base64url or hex run of `loot`: what an attacker would try as shares. */
export function candidateShares(loot: string): Uint8Array[] {
  const candidates = new Set<string>();
  for (const m of loot.matchAll(/[A-Za-z0-9+/_-]{40,}={0,2}/g)) {
    for (const decode of [
      (t: string) => base64.decode(t),
      (t: string) => base64urlnopad.decode(t.replace(/=+$/, '')),
      (t: string) => Uint8Array.from(Buffer.from(t, 'hex')),
    ]) {
      try {
        const bytes = decode(m[0]);
        for (let i = 0; i + 33 <= bytes.length; i += 1)
          candidates.add(Buffer.from(bytes.subarray(i, i + 33)).toString('base64'));
      } catch {
        // Not this encoding.
      }
    }
  }
  return [...candidates].map((c) => base64.decode(c));
}
