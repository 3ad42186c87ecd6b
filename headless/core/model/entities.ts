// zod schemas of the entities every part shares that cross a boundary (wallet replies, frame messages, API bodies,
// storage): namespaces, CAIP ids, connectors, accounts, networks, app metadata. A capability's own entities live in
// its folder (account-data/entities.ts, swap/entities.ts …), the token balance entry in token-balance.ts.
// zod/mini: a feature that parses one of them pays for the checks it uses, not for zod's method API.
import * as z from 'zod/mini';
import { CHAIN_NAMESPACES } from './caip';

/** A chain namespace. */
export const chainNamespaceSchema = z.enum(CHAIN_NAMESPACES);
/** A CAIP-2 network id (CAIP-2 grammar: namespace [-a-z0-9]{3,8}, reference [-_a-zA-Z0-9]{1,32}). */
export const caipNetworkIdSchema = z
  .string()
  .check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)) as unknown as z.ZodMiniType<`${string}:${string}`>;
/** A CAIP-10 account id (CAIP-10 grammar, address up to 128 chars). */
export const caipAddressSchema = z
  .string()
  .check(
    z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/),
  ) as unknown as z.ZodMiniType<`${string}:${string}:${string}`>;

/** Connector types. */
export const connectorTypeSchema = z.enum([
  'EXTERNAL',
  'WALLET_CONNECT',
  'INJECTED',
  'ANNOUNCED',
  'AUTH',
  'MULTI_CHAIN',
  'ID_AUTH',
]);

/** Account types of the Account object. */
export const accountTypeSchema = z.enum(['eoa', 'smartAccount', 'payment', 'ordinal']);

/** Account object: one address a wallet exposes. */
export const accountSchema = z.object({
  namespace: chainNamespaceSchema,
  address: z.string().check(z.minLength(1)),
  type: accountTypeSchema,
  publicKey: z.optional(z.string()),
  path: z.optional(z.string()),
});
/** An account. */
export type Account = z.infer<typeof accountSchema>;

/** Native currency of a network. */
export const nativeCurrencySchema = z.object({
  name: z.string(),
  symbol: z.string(),
  decimals: z.int().check(z.nonnegative(), z.lte(255)),
});

/** Network, as given in Options.networks or read back. */
export const networkSchema = z.object({
  id: z.union([z.int().check(z.nonnegative()), z.string().check(z.minLength(1))]),
  name: z.string(),
  chainNamespace: chainNamespaceSchema,
  caipNetworkId: caipNetworkIdSchema,
  nativeCurrency: nativeCurrencySchema,
  rpcUrls: z.record(z.string(), z.object({ http: z.array(z.string()), webSocket: z.optional(z.array(z.string())) })),
  blockExplorers: z.optional(z.record(z.string(), z.object({ name: z.string(), url: z.string() }))),
  testnet: z.optional(z.boolean()),
  assets: z.optional(z.object({ imageId: z.optional(z.string()), imageUrl: z.optional(z.string()) })),
  deprecatedCaipNetworkId: z.optional(caipNetworkIdSchema),
});

/** App metadata of Options. */
export const appMetadataSchema = z.object({
  name: z.string(),
  description: z.string(),
  url: z.string(),
  icons: z.array(z.string()),
});
/** App metadata. */
export type AppMetadata = z.infer<typeof appMetadataSchema>;

/** Social login providers accepted in frame messages. */
export const socialProviderSchema = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord']);

/** Embedded-frame user. */
export const embeddedUserSchema = z.object({
  email: z.nullable(z.optional(z.email())),
  address: z.string(),
  chainId: z.union([z.number(), z.string()]),
  accounts: z.optional(z.array(z.object({ address: z.string(), type: z.enum(['eoa', 'smartAccount']) }))),
  userName: z.nullable(z.optional(z.string())),
  preferredAccountType: z.optional(z.string()),
  smartAccountDeployed: z.optional(z.boolean()),
  socialProvider: z.optional(socialProviderSchema),
});
/** An embedded-wallet user. */
export type EmbeddedUser = z.infer<typeof embeddedUserSchema>;

/** Name cache entry: address, names, time of lookup. */
export const nameCacheEntrySchema = z.object({
  address: z.string(),
  ens: z.optional(z.array(z.object({ name: z.string() }))),
  timestamp: z.number(),
});
