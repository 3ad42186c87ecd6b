// Wallet-directory API responses.
// zod/mini: the directory chunk loads with the modal, and classic zod would outweigh the whole connection path.
import * as z from 'zod/mini';

/** One wallet of the directory. Links the directory leaves empty arrive as null; both read as absent. */
export const walletDirectoryItemSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  image_id: z.nullish(z.string()),
  rdns: z.nullish(z.string()),
  chains: z.nullish(z.array(z.string())),
  mobile_link: z.nullish(z.string()),
  desktop_link: z.nullish(z.string()),
  webapp_link: z.nullish(z.string()),
  homepage: z.nullish(z.string()),
  badge_type: z.nullish(z.string()),
});

/** A wallet of the wallet directory: id, name, image, links and the chains it supports. */
export type WalletDirectoryItem = z.infer<typeof walletDirectoryItemSchema>;

/** GET /getWallets: one page of wallets plus the total count matching the query. */
export const getWalletsResponseSchema = z.object({
  count: z.int().check(z.minimum(0)),
  data: z.array(walletDirectoryItemSchema),
});

/** The parsed /getWallets reply. */
export type GetWalletsResponse = z.infer<typeof getWalletsResponseSchema>;

/** GET /projects/v1/origins: the origins the project may run on. */
export const allowedOriginsResponseSchema = z.object({ allowedOrigins: z.array(z.string()) });

/** GET /getAnalyticsConfig: whether the project wants analytics at all. */
export const analyticsConfigResponseSchema = z.object({ isAnalyticsEnabled: z.boolean() });
