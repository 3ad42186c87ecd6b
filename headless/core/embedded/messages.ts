// What each embedded-frame message carries: every app-to-frame request with the shape of its parameters and of its
// success result, and the frame's own events. protocol.ts wraps these in envelopes and parses them.
import * as z from 'zod/mini';
import * as ErrorMessages from '../model/error-messages';
import {
  evmAddress,
  isAllowedMethod,
  isNotSafeMethod,
  notSafeParamsSchemas,
  type EmbeddedNamespace,
} from './rpc-methods';

/** A CAIP-2 network id on a namespace the embedded wallet serves ("eip155:1", "solana:5eykt4…"). */
export const embeddedChainIdSchema = z.string().check(z.regex(/^(eip155|solana):[-_a-zA-Z0-9]{1,32}$/));
/** Email address. */
export const emailSchema = z.email();
/** A one-time code: 6 digits. */
export const otpSchema = z.string().check(z.regex(/^\d{6}$/));
/** Social login providers a frame message may name. */
export const socialProviderSchema = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord']);
/** A social provider name. */
export type SocialProvider = z.infer<typeof socialProviderSchema>;
/** Account types of an embedded user. */
export const embeddedAccountTypeSchema = z.enum(['eoa', 'smartAccount']);
/** What connecting by email asks for next. */
export const emailConnectActionSchema = z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']);
/** What updating the email asks for next. */
export const emailUpdateActionSchema = z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']);

/** The signed-in user as the frame reports it. */
export const frameUserSchema = z.object({
  email: z.optional(z.nullable(z.string())),
  /** The active address: of the requested chain's namespace and the preferred account type. */
  address: z.string(),
  chainId: embeddedChainIdSchema,
  accounts: z.array(
    z.object({ namespace: z.enum(['eip155', 'solana']), address: z.string(), type: embeddedAccountTypeSchema }),
  ),
  userName: z.optional(z.nullable(z.string())),
  preferredAccountType: embeddedAccountTypeSchema,
  smartAccountDeployed: z.optional(z.boolean()),
  socialProvider: z.optional(
    z.nullable(z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'])),
  ),
});
/** An embedded user. */
export type FrameUser = z.infer<typeof frameUserSchema>;

/** RPC_REQUEST parameters: a listed method of the chain's namespace; a not-safe method's params must parse. */
export const rpcRequestParamsSchema = z
  .strictObject({
    chainId: embeddedChainIdSchema,
    method: z.string().check(z.maxLength(64)),
    params: z.optional(z.unknown()),
  })
  .check(
    z.superRefine((request, ctx) => {
      const namespace = request.chainId.split(':')[0] as EmbeddedNamespace;
      if (!isAllowedMethod(namespace, request.method)) {
        ctx.issues.push({
          code: 'custom',
          message: ErrorMessages.rpcCallNotAllowed,
          input: request.method,
          path: ['method'],
        });
        return;
      }
      if (isNotSafeMethod(namespace, request.method)) {
        const parsed = notSafeParamsSchemas[request.method].safeParse(request.params);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          ctx.issues.push({
            code: 'custom',
            message: `Invalid params for ${request.method}: ${issue?.message ?? 'Invalid input'}`,
            input: request.params,
            path: ['params', ...(issue?.path ?? [])],
          });
        }
      }
    }),
  );
/** An RPC request to the embedded wallet. */
export type RpcRequestParams = z.infer<typeof rpcRequestParamsSchema>;

const none = z.strictObject({});
const done = z.object({});

/**
 * App dapp data the frame shows on its approval screen next to the origin it verified itself. Fields this frame does not
 * know are dropped, not refused: a self-hosted frame is often older than the app's package, and a newer app's extra
 * field must not cost the app its name, sponsorship or sessions.
 */
export const dappDataSchema = z.object({
  metadata: z.optional(
    z.object({
      name: z.string().check(z.maxLength(128)),
      description: z.string().check(z.maxLength(512)),
      url: z.string().check(z.maxLength(512)),
      icons: z.array(z.string().check(z.maxLength(2048))).check(z.maxLength(8)),
    }),
  ),
  sdkVersion: z.string().check(z.maxLength(64)),
  sdkType: z.string().check(z.maxLength(64)),
  projectId: z.optional(z.string().check(z.maxLength(128))),
  /** The app's gas sponsorship for the user's smart account (embeddedWallet's `paymasterService` option). */
  paymasterService: z.optional(z.object({ url: z.string().check(z.maxLength(2048)) })),
  /** The app allows smart sessions (features.smartSessions): without it wallet_grantPermissions is refused (4200). */
  smartSessions: z.optional(z.boolean()),
  /** The app's interface language (a BCP 47 tag), for the frame's own screens. */
  locale: z.optional(z.string().check(z.maxLength(35))),
});

/**
 * Every app-to-frame request: its parameters (checked by the frame) and its success result (checked by the app).
 * Each has a `<TYPE>_SUCCESS` and a `<TYPE>_ERROR` reply.
 */
export const frameRequests = {
  /** Starts an email login; the frame answers what comes next (a code was sent, a device link was sent, or done). */
  CONNECT_EMAIL: {
    params: z.strictObject({ email: emailSchema }),
    result: z.object({ action: emailConnectActionSchema }),
  },
  /** Waits until the new device was approved from the emailed link (then a code is sent: VERIFY_OTP follows). */
  CONNECT_DEVICE: { params: none, result: done },
  /** Completes an email login with the emailed code. */
  CONNECT_OTP: { params: z.strictObject({ otp: otpSchema }), result: frameUserSchema },
  /** Social login in a popup the frame opens; answers once the provider's callback completed on the frame. */
  CONNECT_SOCIAL: { params: z.strictObject({ provider: socialProviderSchema }), result: frameUserSchema },
  /** Opens a Sign In With Farcaster channel; answers its URL (for a QR code and a link). */
  GET_FARCASTER_URI: { params: none, result: z.object({ url: z.string() }) },
  /** Waits for the Farcaster channel opened by GET_FARCASTER_URI to complete. */
  CONNECT_FARCASTER: { params: none, result: frameUserSchema },
  GET_USER: {
    params: z.strictObject({
      chainId: z.optional(embeddedChainIdSchema),
      preferredAccountType: z.optional(embeddedAccountTypeSchema),
    }),
    result: frameUserSchema,
  },
  SWITCH_NETWORK: {
    params: z.strictObject({ chainId: embeddedChainIdSchema }),
    result: z.object({ chainId: embeddedChainIdSchema }),
  },
  SIGN_OUT: { params: none, result: done },
  IS_CONNECTED: { params: none, result: z.object({ isConnected: z.boolean() }) },
  GET_CHAIN_ID: { params: none, result: z.object({ chainId: embeddedChainIdSchema }) },
  RPC_REQUEST: { params: rpcRequestParamsSchema, result: z.object({ result: z.unknown() }) },
  /** Starts an email change: a code goes to the current address (VERIFY_PRIMARY_OTP), or, with none, to the new one. */
  UPDATE_EMAIL: {
    params: z.strictObject({ email: emailSchema }),
    result: z.object({ action: emailUpdateActionSchema }),
  },
  /** The code sent to the current address; then a code goes to the new one. */
  UPDATE_EMAIL_PRIMARY_OTP: { params: z.strictObject({ otp: otpSchema }), result: done },
  /** The code sent to the new address; the new email is stored. */
  UPDATE_EMAIL_SECONDARY_OTP: { params: z.strictObject({ otp: otpSchema }), result: z.object({ email: z.string() }) },
  SYNC_THEME: {
    params: z.strictObject({
      themeMode: z.enum(['light', 'dark']),
      themeVariables: z.optional(
        z.record(z.string().check(z.maxLength(64)), z.union([z.string().check(z.maxLength(256)), z.number()])),
      ),
    }),
    result: done,
  },
  SYNC_DAPP_DATA: { params: dappDataSchema, result: done },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    params: none,
    result: z.object({ smartAccountEnabledNetworks: z.array(z.number()) }),
  },
  /** Computes (and reports whether it is deployed) the smart account the user's owner key controls on the current chain. */
  INIT_SMART_ACCOUNT: { params: none, result: z.object({ address: evmAddress, isDeployed: z.boolean() }) },
  SET_PREFERRED_ACCOUNT: {
    params: z.strictObject({ type: embeddedAccountTypeSchema }),
    result: z.object({ type: embeddedAccountTypeSchema, address: z.string() }),
  },
  /** The frame answers, then reloads itself (a fresh state, e.g. after a Farcaster channel was abandoned). */
  RELOAD: { params: none, result: done },
} as const;

/** The name of an app-to-frame request. */
export type FrameRequestType = keyof typeof frameRequests;
/** The parameters of a request. */
export type FrameRequestParams<T extends FrameRequestType> = z.infer<(typeof frameRequests)[T]['params']>;
/** The success result of a request. */
export type FrameRequestResult<T extends FrameRequestType> = z.infer<(typeof frameRequests)[T]['result']>;

/** Events the frame sends on its own. */
export const frameEvents = {
  /** The frame page loaded, checked its parent and listens. */
  FRAME_READY: z.object({ version: z.number() }),
  /** The signed-in user changed (login, sign-out, expired session, new email, other account): null when signed out. */
  SESSION_UPDATE: z.object({ user: z.nullable(frameUserSchema) }),
} as const;
/** The name of a frame event. */
export type FrameEventType = keyof typeof frameEvents;
/** The payload of a frame event. */
export type FrameEventPayload<E extends FrameEventType> = z.infer<(typeof frameEvents)[E]>;

/** A failed request as the frame reports it: a message for the user and, for RPC failures, the wallet RPC code. */
export const frameErrorSchema = z.object({
  message: z.string().check(z.maxLength(1024)),
  rpcCode: z.optional(z.number().check(z.int())),
  /** A temporary refusal (an email locked after too many wrong codes): ms until the request may succeed. */
  retryAfterMs: z.optional(z.number().check(z.int(), z.nonnegative())),
});
/** An error reply's error. */
export type FrameError = z.infer<typeof frameErrorSchema>;
