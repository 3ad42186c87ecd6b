// A WalletConnect session as walletdock reads it: CAIP-10 accounts and chains per namespace,
// parsed by zod from the sign client's session struct (a wallet reply, so a boundary).
import * as z from 'zod/mini';
import { isChainNamespace, type CaipAddress, type CaipNetworkId, type ChainNamespace } from '../model/caip';
import type { WcKeyValueStorage } from './storage';
import { defaultAccountType } from '../namespaces/account-type';
import type { Account } from '../model/entities';
import type { AdapterConnection } from '../adapters/types';
import { WALLETCONNECT_CONNECTOR_ID } from './namespaces';

/** The accounts and chains one namespace of a session grants. */
export interface WcSessionNamespace {
  accounts: CaipAddress[];
  chains: CaipNetworkId[];
  methods: string[];
}

/** A settled session: its topic, granted namespaces and the wallet's metadata. */
export interface WcSession {
  topic: string;
  namespaces: Partial<Record<ChainNamespace, WcSessionNamespace>>;
  walletName: string | undefined;
  walletIcon: string | undefined;
  /** The pairing this session came from (absent for restored sessions of old clients). */
  pairingTopic: string | undefined;
}

const caipAddress = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,64}:[-.%a-zA-Z0-9]{1,128}$/));
const sessionSchema = z.object({
  topic: z.string().check(z.minLength(1)),
  pairingTopic: z.optional(z.string()),
  namespaces: z.record(
    z.string(),
    z.object({
      accounts: z.array(caipAddress),
      chains: z.optional(z.array(z.string())),
      methods: z.array(z.string()),
    }),
  ),
  peer: z.optional(
    z.object({
      metadata: z.optional(z.object({ name: z.optional(z.string()), icons: z.optional(z.array(z.string())) })),
    }),
  ),
});

/** Reads a sign-client session struct; namespaces outside the five known ones are ignored. */
export function toWcSession(raw: unknown): WcSession {
  const session = sessionSchema.parse(raw);
  const namespaces: Partial<Record<ChainNamespace, WcSessionNamespace>> = {};
  for (const [key, ns] of Object.entries(session.namespaces)) {
    const namespace = key.split(':')[0];
    if (!isChainNamespace(namespace)) continue;
    const accounts = ns.accounts.filter((a) => a.startsWith(`${namespace}:`)) as CaipAddress[];
    const chains = (ns.chains ?? [
      ...new Set(accounts.map((a) => a.split(':').slice(0, 2).join(':'))),
    ]) as CaipNetworkId[];
    const previous = namespaces[namespace];
    namespaces[namespace] = {
      accounts: [...(previous?.accounts ?? []), ...accounts],
      chains: [...new Set([...(previous?.chains ?? []), ...chains])],
      methods: [...new Set([...(previous?.methods ?? []), ...ns.methods])],
    };
  }
  return {
    topic: session.topic,
    namespaces,
    walletName: session.peer?.metadata?.name,
    walletIcon: session.peer?.metadata?.icons?.[0],
    pairingTopic: session.pairingTopic,
  };
}

/** Every CAIP-10 account of a session, all namespaces. */
export function sessionAccounts(session: WcSession): CaipAddress[] {
  return Object.values(session.namespaces).flatMap((ns) => ns?.accounts ?? []);
}

/** The accounts of one namespace on one chain (what accountsChanged reports after a chain change). */
export function accountsOnChain(session: WcSession, caipNetworkId: CaipNetworkId): CaipAddress[] {
  const namespace = caipNetworkId.split(':')[0] as ChainNamespace;
  return (session.namespaces[namespace]?.accounts ?? []).filter((a) => a.startsWith(`${caipNetworkId}:`));
}

/** The sign client's storage key of its session list for a storage prefix. */
export function signClientSessionKey(customStoragePrefix: string | undefined): string {
  return `wc@2:client:0.3${customStoragePrefix ? `:${customStoragePrefix}` : ''}//session`;
}

/**
 * True when a session was stored by an earlier visit: lets the host restore it while a visitor who
 * never used WalletConnect does not download the WalletConnect code at all.
 */
export async function hasStoredWcSession(
  storage: WcKeyValueStorage,
  customStoragePrefix: string | undefined,
): Promise<boolean> {
  const value = await storage.getItem(signClientSessionKey(customStoragePrefix));
  return Array.isArray(value) && value.length > 0;
}

/** The connection a session gives one namespace (its default chain first), or undefined. */
export function connectionFromSession(
  session: WcSession,
  namespace: ChainNamespace,
  preferred: CaipNetworkId | undefined,
): AdapterConnection | undefined {
  const granted = session.namespaces[namespace];
  const first = granted?.accounts[0];
  if (!granted || !first) return undefined;
  const onPreferred = preferred ? granted.accounts.find((a) => a.startsWith(`${preferred}:`)) : undefined;
  const chosen = onPreferred ?? first;
  const [ns, reference, address] = chosen.split(':') as [string, string, string];
  const type = defaultAccountType(namespace);
  const seen = new Set<string>();
  const accounts: Account[] = [];
  for (const caip of granted.accounts) {
    const a = caip.split(':')[2] as string;
    if (seen.has(a)) continue;
    seen.add(a);
    accounts.push({ namespace, address: a, type });
  }
  return {
    connectorId: WALLETCONNECT_CONNECTOR_ID,
    connectorType: 'WALLET_CONNECT',
    address,
    accounts,
    caipNetworkId: `${ns}:${reference}`,
    walletInfo: session.walletName ? { name: session.walletName, icon: session.walletIcon } : undefined,
  };
}
