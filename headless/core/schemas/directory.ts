// Wallet-directory API responses (SPEC §7 "Wallet-directory API", §3 "Wallet directory item").
import { z } from 'zod';

/** One wallet of the directory. Links the directory leaves empty arrive as null; both read as absent. */
export const walletDirectoryItemSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  image_id: z.string().nullish(),
  rdns: z.string().nullish(),
  chains: z.array(z.string()).nullish(),
  mobile_link: z.string().nullish(),
  desktop_link: z.string().nullish(),
  webapp_link: z.string().nullish(),
  homepage: z.string().nullish(),
  badge_type: z.string().nullish(),
});

/** A wallet directory item (SPEC §3). */
export type WalletDirectoryItem = z.infer<typeof walletDirectoryItemSchema>;

/** GET /getWallets: one page of wallets plus the total count matching the query. */
export const getWalletsResponseSchema = z.object({
  count: z.number().int().nonnegative(),
  data: z.array(walletDirectoryItemSchema),
});

/** The parsed /getWallets reply. */
export type GetWalletsResponse = z.infer<typeof getWalletsResponseSchema>;

/** GET /projects/v1/origins: the origins the project may run on. */
export const allowedOriginsResponseSchema = z.object({ allowedOrigins: z.array(z.string()) });

/** GET /getAnalyticsConfig: whether the project wants analytics at all. */
export const analyticsConfigResponseSchema = z.object({ isAnalyticsEnabled: z.boolean() });
