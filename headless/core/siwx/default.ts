// The built-in `siwx` option: messages with a random (or host-issued) nonce, sessions kept in a
// KeyValueStorage (localStorage by default), every read re-checked (time bounds and signature).
import { getAddress } from 'viem';
import { InvalidInputError } from '../model/errors/validation';
import { NotConfiguredError } from '../model/errors/sdk';
import { defaultStorage, STORAGE_PREFIX, type KeyValueStorage } from '../model/storage';
import { siwxSessionListSchema } from './schemas';
import { checkSiwxSession, siwxTimeReason } from './check';
import { createSiwxMessage, splitSiwxChainId } from './message';
import { generateSiwxNonce } from './nonce';
import type { SIWXConfig, SIWXMessageInput, SIWXSession, SiwxChainId, SiwxVerifiers } from './types';
import { createDefaultVerifiers, type Eip155VerifierOptions } from './verifiers';

/** Options of createDefaultSiwx; every field is optional. */
export interface DefaultSiwxOptions {
  /** Where sessions are kept (default: localStorage, looked up on first use; memory on the server). */
  storage?: KeyValueStorage;
  /** Storage key of the session list (default "@walletdock/siwx-sessions"). */
  storageKey?: string;
  /** Domain and URI written in messages (default: the page's host and href at message time). */
  domain?: string;
  uri?: string;
  statement?: string;
  resources?: string[];
  /** Session lifetime written as Expiration Time (default 7 days; null for none). */
  expiresInMs?: number | null;
  /** Nonce source; hosts with a backend should return a server-issued one-time nonce. Default: local CSPRNG. */
  getNonce?: (input: SIWXMessageInput) => Promise<string>;
  /** Signature verifiers (default: createDefaultVerifiers() with the two eip155 options below). */
  verifiers?: SiwxVerifiers;
  /**
   * eip155: a public client per chain id, needed to accept smart accounts (ERC-1271 / ERC-6492);
   * without it (and without `gateway`) only EOA signatures verify.
   */
  getPublicClient?: Eip155VerifierOptions['getPublicClient'];
  /** eip155: the RPC gateway's signature check (smart accounts), used when no public client answers. */
  gateway?: Eip155VerifierOptions['gateway'];
  /** Whether sign-in is required to stay connected (default false). */
  required?: boolean;
  /** Sign out when the wallet disconnects (default true). */
  signOutOnDisconnect?: boolean;
}

/** Default storage key of the session list. */
export const SIWX_STORAGE_KEY = `${STORAGE_PREFIX}siwx-sessions`;
/** Default session lifetime: 7 days. */
export const SIWX_DEFAULT_EXPIRY_MS = 7 * 24 * 60 * 60 * 1000;

/** Creates the default `siwx` implementation (local sessions, verified on every read). */
export function createDefaultSiwx(options: DefaultSiwxOptions = {}): SIWXConfig {
  const key = options.storageKey ?? SIWX_STORAGE_KEY;
  const verifiers =
    options.verifiers ??
    createDefaultVerifiers({
      ...(options.getPublicClient ? { getPublicClient: options.getPublicClient } : {}),
      ...(options.gateway ? { gateway: options.gateway } : {}),
    });
  let storage = options.storage;
  // Signatures already checked in this page: smart-account checks cost an RPC round trip each.
  const verified = new Set<string>();
  const store = (): KeyValueStorage => (storage ??= defaultStorage());

  const read = (): SIWXSession[] => {
    try {
      const raw = store().getItem(key);
      if (raw === null) return [];
      const parsed = siwxSessionListSchema.safeParse(JSON.parse(raw));
      return parsed.success ? (parsed.data as SIWXSession[]) : [];
    } catch {
      return []; // corrupt JSON reads as no sessions
    }
  };
  const write = (sessions: SIWXSession[]): void => {
    try {
      if (sessions.length === 0) store().removeItem(key);
      else store().setItem(key, JSON.stringify(sessions));
    } catch {
      // A full or blocked storage loses the session; the visitor signs again next time.
    }
  };
  const check = async (session: SIWXSession) => {
    // Keyed on everything checked, so edited data never rides on an earlier verdict.
    const id = JSON.stringify([session.signature, session.message, session.data]);
    if (verified.has(id)) {
      const timeReason = siwxTimeReason(session.data);
      return timeReason ? ({ valid: false, reason: timeReason } as const) : ({ valid: true, session } as const);
    }
    const result = await checkSiwxSession(session, { verifiers });
    if (result.valid) verified.add(id);
    return result;
  };
  const assertValid = async (session: SIWXSession): Promise<SIWXSession> => {
    const result = await check(session);
    if (!result.valid) {
      throw new InvalidInputError(`Invalid sign-in session: ${result.reason}`);
    }
    return result.session;
  };

  const getNonce = async (input: SIWXMessageInput): Promise<string> =>
    options.getNonce ? options.getNonce(input) : generateSiwxNonce();

  return {
    getNonce,
    async createMessage(input) {
      const { namespace } = splitSiwxChainId(input.chainId);
      const location = (globalThis as { location?: { host?: string; href?: string } }).location;
      const domain = options.domain ?? location?.host;
      const uri = options.uri ?? location?.href;
      if (!domain || !uri) {
        throw new NotConfiguredError('Sign-in needs a domain and uri outside a browser');
      }
      const issued = Date.now();
      const expiresInMs = options.expiresInMs === undefined ? SIWX_DEFAULT_EXPIRY_MS : options.expiresInMs;
      const data = {
        accountAddress: namespace === 'eip155' ? getAddress(input.accountAddress) : input.accountAddress,
        chainId: input.chainId,
        domain,
        uri,
        version: '1',
        nonce: await getNonce(input),
        issuedAt: new Date(issued).toISOString(),
        ...(expiresInMs !== null ? { expirationTime: new Date(issued + expiresInMs).toISOString() } : {}),
        ...(options.statement ? { statement: options.statement } : {}),
        ...(options.resources?.length ? { resources: options.resources } : {}),
      };
      return { data, message: createSiwxMessage(data) };
    },
    async addSession(session) {
      const valid = await assertValid(session);
      const rest = read().filter((s) => !samePair(s, valid.data.chainId, valid.data.accountAddress));
      write([...rest, valid]);
    },
    async revokeSession(chainId, address) {
      write(read().filter((s) => !samePair(s, chainId, address)));
    },
    async setSessions(sessions) {
      write(await Promise.all(sessions.map(assertValid)));
    },
    async getSessions(chainId, address) {
      const all = read();
      const keep: SIWXSession[] = [];
      const found: SIWXSession[] = [];
      for (const session of all) {
        if (!samePair(session, chainId, address)) {
          keep.push(session);
          continue;
        }
        const result = await check(session);
        if (result.valid) {
          keep.push(session);
          found.push(session);
        } else if (result.reason === 'not-yet-valid') {
          keep.push(session); // it becomes usable later; just not now
        }
      }
      if (keep.length !== all.length) write(keep);
      return found;
    },
    getRequired: () => options.required ?? false,
    signOutOnDisconnect: options.signOutOnDisconnect ?? true,
  };
}

/** True when a session belongs to this chain and address (eip155 addresses compare case-insensitively). */
export function samePair(session: SIWXSession, chainId: SiwxChainId, address: string): boolean {
  if (session.data.chainId !== chainId) return false;
  return chainId.startsWith('eip155:')
    ? session.data.accountAddress.toLowerCase() === address.toLowerCase()
    : session.data.accountAddress === address;
}
