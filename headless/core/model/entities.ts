// zod schemas of the SPEC §3 entities that cross a boundary (wallet replies, frame messages, API bodies, storage).
// Remote API envelopes live in blockchain-api.ts so a bundle that never calls that API drops them.
import { z } from 'zod';

/** A chain namespace (SPEC §1). */
export const chainNamespaceSchema = z.enum(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']);
/** A CAIP-2 network id (CAIP-2 grammar: namespace [-a-z0-9]{3,8}, reference [-_a-zA-Z0-9]{1,32}). */
export const caipNetworkIdSchema = z
  .string()
  .regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/) as unknown as z.ZodType<`${string}:${string}`>;
/** A CAIP-10 account id (CAIP-10 grammar, address up to 128 chars). */
export const caipAddressSchema = z
  .string()
  .regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/) as unknown as z.ZodType<
  `${string}:${string}:${string}`
>;
/** 0x-prefixed hex text. */
export const hexSchema = z.string().regex(/^0x[0-9a-fA-F]*$/) as unknown as z.ZodType<`0x${string}`>;

/** Connector types (SPEC §3). */
export const connectorTypeSchema = z.enum([
  'EXTERNAL', 'WALLET_CONNECT', 'INJECTED', 'ANNOUNCED', 'AUTH', 'MULTI_CHAIN', 'ID_AUTH',
]);

/** Account types of the Account object. */
export const accountTypeSchema = z.enum(['eoa', 'smartAccount', 'payment', 'ordinal']);

/** Account object (SPEC §3): one address a wallet exposes. */
export const accountSchema = z.object({
  namespace: chainNamespaceSchema,
  address: z.string().min(1),
  type: accountTypeSchema,
  publicKey: z.string().optional(),
  path: z.string().optional(),
});
/** An account. */
export type Account = z.infer<typeof accountSchema>;

/** Native currency of a network. */
export const nativeCurrencySchema = z.object({
  name: z.string(),
  symbol: z.string(),
  decimals: z.number().int().nonnegative().max(255),
});

/** Network (SPEC §3), as given in Options.networks or read back. */
export const networkSchema = z.object({
  id: z.union([z.number().int().nonnegative(), z.string().min(1)]),
  name: z.string(),
  chainNamespace: chainNamespaceSchema,
  caipNetworkId: caipNetworkIdSchema,
  nativeCurrency: nativeCurrencySchema,
  rpcUrls: z.record(z.string(), z.object({ http: z.array(z.string()), webSocket: z.array(z.string()).optional() })),
  blockExplorers: z.record(z.string(), z.object({ name: z.string(), url: z.string() })).optional(),
  testnet: z.boolean().optional(),
  assets: z.object({ imageId: z.string().optional(), imageUrl: z.string().optional() }).optional(),
  deprecatedCaipNetworkId: caipNetworkIdSchema.optional(),
});

/** Numeric quantity with its decimals, both as text (SPEC §3 "quantity (decimals as text, numeric amount)"). */
export const quantitySchema = z.object({ decimals: z.string(), numeric: z.string() });

/** Token balance entry (SPEC §3); address is absent for the native coin. */
export const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.string().optional(),
  value: z.number().optional(),
  price: z.number(),
  quantity: quantitySchema,
  iconUrl: z.string(),
});
/** A token balance entry. */
export type TokenBalance = z.infer<typeof tokenBalanceSchema>;

/** Swap token: balance fields plus decimals, logoUri and eip2612 (always false here). */
export const swapTokenSchema = tokenBalanceSchema.partial({ value: true, price: true, iconUrl: true }).extend({
  decimals: z.number().int().nonnegative(),
  logoUri: z.string(),
  eip2612: z.boolean().optional(),
});
/** A swap token. */
export type SwapToken = z.infer<typeof swapTokenSchema>;

/**
 * Wallet asset from a wallet's get-assets reply (SPEC §7 "Balance discovery"). Every field is type-checked: SPEC §5
 * accepts a reply only if every entry has the expected field types.
 */
export const walletAssetSchema = z.object({
  address: z.string(),
  balance: hexSchema,
  type: z.enum(['ERC20', 'NATIVE']),
  metadata: z.object({
    name: z.string(),
    symbol: z.string(),
    decimals: z.number().int().nonnegative(),
    price: z.number().optional(),
    iconUrl: z.string().optional(),
  }),
});
/** Wallet get-assets reply: assets grouped by hex chain id. */
export const walletAssetsResponseSchema = z.record(hexSchema, z.array(walletAssetSchema));
/** A wallet asset. */
export type WalletAsset = z.infer<typeof walletAssetSchema>;

/** Transaction transfer: a fungible or an NFT movement. */
export const transactionTransferSchema = z.object({
  fungible_info: z
    .object({ name: z.string().optional(), symbol: z.string().optional(), icon: z.object({ url: z.string() }).nullish() })
    .nullish(),
  nft_info: z
    .object({
      name: z.string().optional(),
      content: z.object({ preview: z.object({ url: z.string() }).nullish() }).nullish(),
      flags: z.object({ is_spam: z.boolean() }).nullish(),
    })
    .nullish(),
  direction: z.string().optional(),
  quantity: z.object({ numeric: z.string() }),
  value: z.number().nullish(),
  price: z.number().nullish(),
});

/** Transaction (SPEC §3) from the history API. */
export const transactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    minedAt: z.string(),
    chain: z.string(),
    operationType: z.string(),
    status: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
    hash: z.string().optional(),
    nonce: z.number().optional(),
  }),
  transfers: z.array(transactionTransferSchema),
});
/** A transaction of the activity list. */
export type Transaction = z.infer<typeof transactionSchema>;

/** App metadata of Options. */
export const appMetadataSchema = z.object({
  name: z.string(),
  description: z.string(),
  url: z.string(),
  icons: z.array(z.string()),
});
/** App metadata. */
export type AppMetadata = z.infer<typeof appMetadataSchema>;

/** Social login providers accepted in frame messages (SPEC §5). */
export const socialProviderSchema = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord']);

/** Embedded-frame user (SPEC §3). */
export const embeddedUserSchema = z.object({
  email: z.string().email().optional().nullable(),
  address: z.string(),
  chainId: z.union([z.number(), z.string()]),
  accounts: z.array(z.object({ address: z.string(), type: z.enum(['eoa', 'smartAccount']) })).optional(),
  userName: z.string().optional().nullable(),
  preferredAccountType: z.string().optional(),
  smartAccountDeployed: z.boolean().optional(),
  socialProvider: socialProviderSchema.optional(),
});
/** An embedded-wallet user. */
export type EmbeddedUser = z.infer<typeof embeddedUserSchema>;

/** Name-service identity (SPEC §3). */
export const identitySchema = z.object({ avatar: z.string().nullable(), name: z.string().nullable() });
/** An identity. */
export type Identity = z.infer<typeof identitySchema>;

/** Name cache entry (SPEC §3): address, names, time of lookup. */
export const nameCacheEntrySchema = z.object({
  address: z.string(),
  ens: z.array(z.object({ name: z.string() })).optional(),
  timestamp: z.number(),
});
