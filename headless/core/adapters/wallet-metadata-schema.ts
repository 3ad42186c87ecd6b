/**
 * The zod schema of what a wallet says about itself, for the two ways wallets are discovered: the wallet standard's
 * wallet (name, icon), checked as it registers (wallet-standard.ts, whose chunk has zod anyway), and EIP-6963's `info`
 * (the same plus uuid and rdns), checked before walletdock asks an announced wallet anything (eip155.ts). Loaded with
 * the code that acts on a wallet, never with the first chunk: there, eip6963.ts checks the same rules by hand.
 */
import * as z from 'zod/mini';
import { walletDisplayName } from '../model/wallet-metadata';
import { ANNOUNCED_RDNS, ANNOUNCED_UUID } from './eip6963';

const walletName = z
  .string()
  .check(z.refine((name) => walletDisplayName(name) !== undefined, 'Expected a name with something readable in it'));

/** A wallet's name and icon, whichever way it was discovered (the icon's kind is a display rule: walletIconUrl). */
export const walletMetadataSchema = z.object({ name: walletName, icon: z.string() });

/** EIP-6963's ProviderInfo: the wallet metadata plus its uuid and reverse-DNS id. */
export const announcedInfoSchema = z.extend(walletMetadataSchema, {
  uuid: z.string().check(z.regex(ANNOUNCED_UUID)),
  rdns: z.string().check(z.regex(ANNOUNCED_RDNS)),
});
