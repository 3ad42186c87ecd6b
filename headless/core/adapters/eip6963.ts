/**
 * EIP-6963 discovery with the announcement parsed at the boundary. Every installed extension may announce itself to
 * the page, with whatever `detail` it likes; one that is malformed (no `info`, a name that is not text, a provider
 * without `request`) is dropped here with one console warning naming it, and the other wallets and the page live on.
 *
 * The check is hand-written because it runs in every host's first chunk, before any wallet is listed; it keeps exactly
 * what the zod schema of wallet-metadata-schema.ts accepts (a test holds the two to the same verdicts), and that
 * schema confirms the announcement again before walletdock asks the wallet anything (eip155.ts, connect).
 */
import { walletDisplayName, walletLabel } from '../model/wallet-metadata';

/** The part of an EIP-1193 provider discovery relies on; the connector asks it the rest. */
export interface AnnouncedProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

/** An announcement's `info`, copied out of the event (a later change to the event's object is not seen). */
export interface AnnouncedInfo {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
}

/** An announcement that passed the check. */
export interface AnnouncedWallet {
  info: AnnouncedInfo;
  provider: AnnouncedProvider;
}

/** What the check made of an announcement: the wallet, or why it was dropped and how to name it. */
export type AnnouncementReading = { wallet: AnnouncedWallet } | { problem: string; label: string };

// The shapes the zod schema checks (wallet-metadata-schema.ts imports these two).
/** EIP-6963's uuid: a UUID (the EIP asks for version 4; any version is accepted). */
export const ANNOUNCED_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** EIP-6963's rdns: a reverse domain name of at most 253 characters ("io.metamask"). */
export const ANNOUNCED_RDNS =
  /^(?=.{3,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Reads one announcement's `detail`. A property that throws when read (a hostile getter or Proxy) counts as missing.
 *
 * @example
 * readAnnouncement({ info: {}, provider: {} }) // { problem: 'its info has no valid uuid', label: 'a wallet without a name' }
 */
export function readAnnouncement(detail: unknown): AnnouncementReading {
  let info: Record<string, unknown> | undefined;
  let fields: Partial<Record<keyof AnnouncedInfo, unknown>> = {};
  try {
    if (!isObject(detail)) return { problem: 'its announcement is not an object', label: walletLabel() };
    const rawInfo = detail.info;
    info = isObject(rawInfo) ? rawInfo : undefined;
    if (info) fields = { uuid: info.uuid, name: info.name, icon: info.icon, rdns: info.rdns };
    const label = walletLabel(fields.name, fields.rdns);
    if (!info) return { problem: 'its announcement has no info', label };
    const problem = infoProblem(fields);
    if (problem) return { problem, label };
    const provider = detail.provider;
    if (!isObject(provider) || typeof provider.request !== 'function')
      return { problem: 'its provider has no request function', label };
    return { wallet: { info: fields as AnnouncedInfo, provider: provider as unknown as AnnouncedProvider } };
  } catch {
    return { problem: 'its announcement could not be read', label: walletLabel(fields.name, fields.rdns) };
  }
}

/** What is wrong with an announcement's info fields, if anything (the rules of announcedInfoSchema). */
export function infoProblem(fields: Partial<Record<keyof AnnouncedInfo, unknown>>): string | undefined {
  if (typeof fields.uuid !== 'string' || !ANNOUNCED_UUID.test(fields.uuid)) return 'its info has no valid uuid';
  if (typeof fields.name !== 'string' || !walletDisplayName(fields.name)) return 'its info has no name';
  if (typeof fields.icon !== 'string') return 'its info has no icon';
  if (typeof fields.rdns !== 'string' || !ANNOUNCED_RDNS.test(fields.rdns)) return 'its info has no valid rdns';
  return undefined;
}

/** Options of watchAnnouncements. */
export interface WatchAnnouncementsOptions {
  /** Where a dropped announcement is reported (default console.warn). */
  warn?: (message: string) => void;
}

/**
 * Listens for announcements on `target` (the page's window), asks wallets to announce themselves, and calls
 * `onWallet` once per wallet that passes the check: the first announcement of an rdns wins (a uuid or rdns seen
 * before is the same wallet announcing again). A dropped announcement is warned about once, however often it is
 * repeated. Returns the function that stops listening.
 */
export function watchAnnouncements(
  target: EventTarget,
  onWallet: (wallet: AnnouncedWallet) => void,
  options: WatchAnnouncementsOptions = {},
): () => void {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const seen = new Set<string>();
  const warned = new Set<string>();
  const handler = (event: Event) => {
    const reading = readAnnouncement((event as CustomEvent<unknown>).detail);
    if ('problem' in reading) {
      const message = `[walletdock] Ignored the EIP-6963 wallet ${reading.label}: ${reading.problem}.`;
      if (!warned.has(message)) warn(message);
      warned.add(message);
      return;
    }
    const { uuid, rdns } = reading.wallet.info;
    if (seen.has(uuid) || seen.has(rdns)) return;
    seen.add(uuid).add(rdns);
    onWallet(reading.wallet);
  };
  target.addEventListener('eip6963:announceProvider', handler);
  target.dispatchEvent(new Event('eip6963:requestProvider'));
  return () => target.removeEventListener('eip6963:announceProvider', handler);
}
