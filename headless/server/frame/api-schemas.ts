// The frame server's HTTP API as the frame page and the server both see it: request bodies and replies (zod/mini,
// no Node imports: the page bundles this file). Only the frame page, on the frame's own origin, calls this API.
import { sha256, stringToBytes } from 'viem';
import * as z from 'zod/mini';

const email = z.email();
const otp = z.string().check(z.regex(/^\d{6}$/));
/** A device id (random UUID made by the frame page). */
export const deviceIdSchema = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/));
/** A Shamir share as base64 (a 32-byte secret gives 33-byte shares). */
export const shareSchema = z.string().check(z.regex(/^[A-Za-z0-9+/]{40,64}={0,2}$/));
const origin = z.string().check(z.maxLength(512));
const evmAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));
const signature = z.string().check(z.regex(/^0x[0-9a-fA-F]{130}$/));

/** GET /api/config. */
export const configReplySchema = z.object({
  version: z.number(),
  allowedOrigins: z.array(z.string()),
  chains: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      rpcUrl: z.string(),
      nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number() }),
      explorerUrl: z.optional(z.string()),
    }),
  ),
  socials: z.array(z.string()),
  smartAccountNetworks: z.array(z.number()),
  /** Where smart accounts' user operations go (`{chainId}` replaced by the chain's number); null: no smart accounts. */
  bundlerUrl: z.optional(z.nullable(z.string())),
  /** The blockchain API the smart accounts use for gas sponsorship and smart sessions; null: neither. */
  blockchainApiUrl: z.optional(z.nullable(z.string())),
  farcaster: z.boolean(),
});
/** The frame's public configuration. */
export type FrameConfigReply = z.infer<typeof configReplySchema>;
/** A network the frame signs for, as the page knows it (from GET /api/config). */
export type FrameNetwork = FrameConfigReply['chains'][number];

/** A user as the server knows it. */
export const serverUserSchema = z.object({
  id: z.string(),
  email: z.nullable(z.string()),
  socialProvider: z.nullable(z.string()),
  userName: z.nullable(z.string()),
  eip155Address: z.nullable(z.string()),
  solanaAddress: z.nullable(z.string()),
});
/** A server-side user. */
export type ServerUser = z.infer<typeof serverUserSchema>;

/** Every successful login's reply: a session token for the frame page only, and the user. */
export const loginReplySchema = z.object({ sessionToken: z.string(), user: serverUserSchema });

export const bodies = {
  emailStart: z.strictObject({ email, deviceIds: z.array(deviceIdSchema).check(z.maxLength(16)), hostOrigin: origin }),
  deviceStatus: z.strictObject({ approvalId: z.string().check(z.maxLength(64)) }),
  emailVerify: z.strictObject({ email, otp }),
  oidcStart: z.strictObject({
    provider: z.enum(['google', 'x', 'discord', 'github', 'apple', 'facebook']),
    hostOrigin: origin,
  }),
  oidcComplete: z.strictObject({
    attemptId: z.string().check(z.maxLength(64)),
    callbackUrl: z.string().check(z.maxLength(4096)),
  }),
  walletCreate: z.strictObject({
    deviceId: deviceIdSchema,
    authShare: shareSchema,
    recoveryShare: shareSchema,
    eip155Address: evmAddress,
    solanaAddress: z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)),
    proof: signature,
  }),
  deviceShare: z.strictObject({ deviceId: deviceIdSchema }),
  enroll: z.strictObject({
    deviceId: deviceIdSchema,
    authShare: shareSchema,
    recoveryShare: shareSchema,
    proof: signature,
  }),
  updateEmail: z.strictObject({ email }),
  otp: z.strictObject({ otp }),
  farcasterStart: z.strictObject({ hostOrigin: origin }),
  farcasterComplete: z.strictObject({ attemptId: z.string().check(z.maxLength(64)) }),
} as const;

export const replies = {
  emailStart: z.object({ action: z.enum(['VERIFY_OTP', 'VERIFY_DEVICE']), approvalId: z.optional(z.string()) }),
  deviceStatus: z.object({ approved: z.boolean() }),
  oidcStart: z.object({ attemptId: z.string(), authorizationUrl: z.string() }),
  farcasterStart: z.object({ attemptId: z.string(), url: z.string() }),
  /** POST /api/farcaster/complete: still waiting for the user (202), or the login (200). */
  farcasterComplete: z.union([z.object({ state: z.literal('pending') }), loginReplySchema]),
  session: z.object({ user: serverUserSchema, deviceId: z.nullable(z.string()) }),
  deviceShare: z.object({ authShare: shareSchema }),
  recover: z.object({ authShare: shareSchema, recoveryShare: shareSchema }),
  updateEmail: z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  updatedEmail: z.object({ email: z.string() }),
  empty: z.object({}),
  error: z.object({ error: z.string(), retryAfterMs: z.optional(z.number()) }),
} as const;

/**
 * The text a new device's owner key signs to enroll: it names the user, the device and a digest of the two shares
 * the server will keep, so the server stores shares only from someone who holds the wallet's key.
 */
export function enrollProofMessage(p: {
  userId: string;
  deviceId: string;
  authShare: string;
  recoveryShare: string;
}): string {
  return `walletdock frame: enroll device\nuser: ${p.userId}\ndevice: ${p.deviceId}\nshares: ${sha256(stringToBytes(`${p.authShare}|${p.recoveryShare}`))}`;
}
