// Shapes of the values walletdock keeps in local storage.
// zod/mini keeps this on the connection path without the full zod bundle.
import * as z from 'zod/mini';
import { CHAIN_NAMESPACES } from './caip';
import { tokenBalanceSchema } from './token-balance';

const namespace = z.enum(CHAIN_NAMESPACES);
const caipNetworkId = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/));
const accountType = z.enum(['eoa', 'smartAccount', 'payment', 'ordinal']);
const timestamp = z.number().check(z.nonnegative());

/** A wallet remembered as recently used (a wallet-directory item's display fields). */
export const recentWalletSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  image_id: z.optional(z.string()),
  image_url: z.optional(z.string()),
  rdns: z.optional(z.nullable(z.string())),
  mobile_link: z.optional(z.nullable(z.string())),
  desktop_link: z.optional(z.nullable(z.string())),
  webapp_link: z.optional(z.nullable(z.string())),
  chains: z.optional(z.array(z.string())),
});
/** A recent wallet entry. */
export type RecentWallet = z.infer<typeof recentWalletSchema>;

/** One stored connection: the connector and the accounts it exposed. */
export const storedConnectionSchema = z.object({
  connectorId: z.string(),
  accounts: z.array(z.object({ address: z.string(), type: z.optional(z.string()) })),
  caipNetworkId: z.optional(caipNetworkId),
});
/** A stored connection. */
export type StoredConnection = z.infer<typeof storedConnectionSchema>;

/** A payment sent or being sent (walletdock/pay): its id, what it pays (its key), and the hash once the wallet gave it. */
export const pendingPaymentSchema = z.object({
  id: z.string().check(z.minLength(1)),
  key: z.string().check(z.minLength(1)),
  caipNetworkId,
  createdAt: timestamp,
  hash: z.optional(z.string().check(z.minLength(1))),
  /** Paid in one EIP-5792 batch: its id once the wallet accepted it (its status is followed again after a reload). */
  callsId: z.optional(z.string().check(z.minLength(1))),
  /** Paid through an exchange: its session, polled again after a reload (the same session, never a second one). */
  exchange: z.optional(
    z.object({
      exchangeId: z.string().check(z.minLength(1)),
      name: z.string(),
      sessionId: z.string().check(z.minLength(1)),
      url: z.string().check(z.minLength(1)),
    }),
  ),
});
/** A kept pending payment. */
export type PendingPayment = z.infer<typeof pendingPaymentSchema>;

const cacheEntry = <T extends z.ZodMiniType>(value: T) => z.object({ timestamp, value });
const cache = <T extends z.ZodMiniType>(value: T) => z.record(z.string(), cacheEntry(value));

/** Schema of each kept key's value. */
export const storageSchemas = {
  activeNamespace: namespace,
  activeCaipNetworkId: caipNetworkId,
  connectorIds: z.partialRecord(namespace, z.string()),
  recentWallets: z.array(recentWalletSchema),
  connectedSocialProvider: z.string(),
  connectedSocialUsername: z.string(),
  connectionStatus: z.partialRecord(namespace, z.enum(['connecting', 'connected', 'disconnected', 'reconnecting'])),
  connectedNamespaces: z.array(namespace),
  preferredAccountTypes: z.partialRecord(namespace, accountType),
  connections: z.partialRecord(namespace, z.array(storedConnectionSchema)),
  // The Token balance entries as the balance fetchers parse them.
  portfolioCache: cache(z.array(tokenBalanceSchema)),
  nativeBalanceCache: cache(z.object({ balance: z.string(), symbol: z.string() })),
  nameCache: cache(z.object({ address: z.string(), ens: z.optional(z.array(z.object({ name: z.string() }))) })),
  identityCache: cache(z.object({ avatar: z.nullable(z.string()), name: z.nullable(z.string()) })),
  lastUsedChain: caipNetworkId,
  loginEmail: z.string().check(z.email()),
  emailLoginUsed: z.boolean(),
  // walletdock/pay: the payment under way, kept until it settles so a reload or a second call never pays it again.
  pendingPayment: pendingPaymentSchema,
  // Owned by the WalletConnect layer: 1 once pairing/session data has moved to IndexedDB.
  storageVersion: z.number(),
} as const;

/** Every kept key. */
export type StorageKey = keyof typeof storageSchemas;
/** The typed value of each kept key. */
export type StorageValues = { [K in StorageKey]: z.infer<(typeof storageSchemas)[K]> };
