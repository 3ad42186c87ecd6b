// ERC-7677's two methods over the configured policy. pm_getPaymasterStubData answers before gas is estimated: the
// paymaster's address and data of the final size with a placeholder signature, after the same policy checks as the
// real request, so a refusal comes before the wallet does any more work. pm_getPaymasterData signs: it reads the
// operation's calls, checks them against the policy (and, for a smart session's operation, against the session),
// reserves the sponsorship in the database (limits), and only then signs the VerifyingPaymaster hash.
import { isAddressEqual, keccak256, numberToHex, stringToHex, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { z } from 'zod';
import type { Database } from '../../db/types';
import { decodeAccountCalls, type AccountCall } from './account-calls';
import type { ResolvedPaymasterConfig } from './config';
import { PaymasterErrorCode, PaymasterMessages, PaymasterRpcError } from './messages';
import { reserveSponsorship } from './store';
import {
  maxGasCost,
  missingGasField,
  userOperationSchema,
  verifyingPaymasterData,
  verifyingPaymasterHash,
  type PricedUserOperation,
} from './user-operation';

/** EntryPoint v0.7's address on every chain: the VerifyingPaymaster sample is built for it. */
export const ENTRY_POINT_V07: Address = '0x0000000071727De22E5E9d8BAf0edAc6f37da032';

/** The paymaster's own gas limits when the wallet has none: ECDSA recovery and hashing the calldata fit well within. */
export const PAYMASTER_VERIFICATION_GAS = 100_000n;
/** The VerifyingPaymaster returns no context, so the EntryPoint never calls its postOp. */
export const PAYMASTER_POST_OP_GAS = 0n;

/**
 * Where a smart session is held to its permissions. An on-chain session module would do it for every use; none can be
 * deployed on these chains from published artifacts, so the implementation (sessions/scope.ts) is the paymaster's:
 * a user operation naming a session (the ERC-7677 context's `permissionsContext`, its pci) is sponsored only within
 * the session's recorded permissions, before its expiry and until it is revoked.
 */
export interface SessionEnforcer {
  /** Null when the session allows this operation's calls, else the refusal in words. */
  refusal(request: {
    chainId: number;
    sender: Address;
    pci: Hex;
    calls: readonly AccountCall[];
  }): Promise<string | null>;
}

/** A placeholder signature of the right length that recovers to some address (OpenZeppelin's ECDSA reverts on malformed ones). */
let stubSignature: Promise<Hex> | undefined;
function placeholderSignature(): Promise<Hex> {
  // A fixed, public key that is never a verifying signer: the signature is only ever used for gas estimation.
  stubSignature ??= privateKeyToAccount(keccak256(stringToHex('walletdock paymaster stub signer'))).signMessage({
    message: { raw: keccak256(stringToHex('stub')) },
  });
  return stubSignature;
}

const contextSchema = z
  .object({
    permissionsContext: z
      .string()
      .regex(/^0x([0-9a-fA-F]{2}){1,2048}$/)
      .optional(),
  })
  .passthrough()
  .nullish();

/** The pm_ methods of one API instance. */
export interface PaymasterService {
  /** Answers one JSON-RPC call to `/v1/paymaster/<routeChainId>`; throws PaymasterRpcError. */
  call(routeChainId: number, method: string, params: unknown): Promise<unknown>;
}

export function createPaymasterService(
  db: Database,
  config: ResolvedPaymasterConfig,
  sessions: SessionEnforcer | null,
): PaymasterService {
  const signer = privateKeyToAccount(config.signerKey);
  const refuse = (code: number, message: string): never => {
    throw new PaymasterRpcError(code, message);
  };

  function parse(routeChainId: number, params: unknown) {
    if (!Array.isArray(params) || params.length < 3)
      refuse(
        PaymasterErrorCode.invalidParams,
        PaymasterMessages.invalidUserOperation('params must be [userOperation, entryPoint, chainId, context?]'),
      );
    const [rawOp, entryPoint, chainIdHex, rawContext] = params as unknown[];
    if (
      typeof chainIdHex !== 'string' ||
      !/^0x[0-9a-fA-F]{1,16}$/.test(chainIdHex) ||
      Number(chainIdHex) !== routeChainId
    ) {
      refuse(PaymasterErrorCode.invalidParams, PaymasterMessages.chainMismatch(routeChainId, String(chainIdHex)));
    }
    const sponsored =
      config.chains.get(routeChainId) ??
      refuse(
        PaymasterErrorCode.invalidParams,
        PaymasterMessages.chainNotSponsored(routeChainId, [...config.chains.keys()]),
      );
    if (
      typeof entryPoint !== 'string' ||
      !/^0x[0-9a-fA-F]{40}$/.test(entryPoint) ||
      !isAddressEqual(entryPoint as Address, ENTRY_POINT_V07)
    ) {
      refuse(
        PaymasterErrorCode.invalidParams,
        PaymasterMessages.unsupportedEntryPoint(String(entryPoint), ENTRY_POINT_V07),
      );
    }
    const op = userOperationSchema.safeParse(rawOp);
    if (!op.success) {
      const issue = op.error.issues[0]!;
      refuse(
        PaymasterErrorCode.invalidParams,
        PaymasterMessages.invalidUserOperation(`${issue.path.join('.') || 'userOperation'}: ${issue.message}`),
      );
    }
    const context = contextSchema.safeParse(rawContext);
    if (!context.success)
      refuse(
        PaymasterErrorCode.invalidParams,
        PaymasterMessages.invalidUserOperation('context.permissionsContext must be 0x bytes'),
      );
    return { sponsored, op: op.data!, pci: context.data?.permissionsContext as Hex | undefined };
  }

  /** The policy's checks on the calls (contracts, smart session); throws the refusal. */
  async function checkCalls(chainId: number, sender: Address, callData: Hex, pci: Hex | undefined): Promise<void> {
    const calls = decodeAccountCalls(callData);
    const allowed = config.allowedContracts?.get(chainId) ?? null;
    if (!Array.isArray(calls)) {
      if (calls.reason === 'delegatecall')
        refuse(PaymasterErrorCode.notAuthorised, PaymasterMessages.delegateCall(calls.to));
      // Without a contract list nothing needs reading, but a session's scope always does.
      if (allowed || pci) refuse(PaymasterErrorCode.notAuthorised, PaymasterMessages.unreadableCalls);
      return;
    }
    if (allowed) {
      const outside = calls.find((c) => !allowed.has(c.to.toLowerCase()));
      if (outside) refuse(PaymasterErrorCode.notAuthorised, PaymasterMessages.contractNotAllowed(outside.to, chainId));
    }
    if (pci && sessions) {
      const refusal = await sessions.refusal({ chainId, sender, pci, calls });
      if (refusal) refuse(PaymasterErrorCode.notAuthorised, refusal);
    }
  }

  async function reserve(
    chainId: number,
    sender: Address,
    nonce: bigint,
    maxCost: bigint,
    write: boolean,
  ): Promise<void> {
    let reached;
    try {
      reached = await reserveSponsorship(db, { chainId, sender, nonce, maxCost }, config, write);
    } catch {
      refuse(PaymasterErrorCode.internal, PaymasterMessages.unavailable);
    }
    if (reached) refuse(PaymasterErrorCode.limitReached, PaymasterMessages.limitReached(reached));
  }

  function validity(): { validUntil: number; validAfter: number } {
    const now = Math.floor(Date.now() / 1000);
    // validAfter a little in the past: a node whose clock is behind ours would otherwise refuse it as not yet valid.
    return { validUntil: now + config.validForSeconds, validAfter: Math.max(0, now - 60) };
  }

  const sponsor = config.sponsor ? { sponsor: config.sponsor } : {};

  return {
    async call(routeChainId, method, params) {
      if (method !== 'pm_getPaymasterStubData' && method !== 'pm_getPaymasterData')
        refuse(PaymasterErrorCode.methodNotFound, PaymasterMessages.unknownMethod(method));
      const { sponsored, op, pci } = parse(routeChainId, params);
      await checkCalls(routeChainId, op.sender, op.callData as Hex, pci);
      const paymasterVerificationGasLimit = op.paymasterVerificationGasLimit ?? PAYMASTER_VERIFICATION_GAS;
      const paymasterPostOpGasLimit = op.paymasterPostOpGasLimit ?? PAYMASTER_POST_OP_GAS;
      const { validUntil, validAfter } = validity();

      if (method === 'pm_getPaymasterStubData') {
        await reserve(routeChainId, op.sender, op.nonce, 0n, false);
        return {
          paymaster: sponsored.paymaster,
          paymasterData: verifyingPaymasterData(validUntil, validAfter, await placeholderSignature()),
          paymasterVerificationGasLimit: numberToHex(paymasterVerificationGasLimit),
          paymasterPostOpGasLimit: numberToHex(paymasterPostOpGasLimit),
          ...sponsor,
          isFinal: false,
        };
      }

      const missing = missingGasField(op);
      if (missing) refuse(PaymasterErrorCode.invalidParams, PaymasterMessages.missingGas(missing));
      const priced = { ...op, paymasterVerificationGasLimit, paymasterPostOpGasLimit } as PricedUserOperation;
      // Reserved (and committed) before signing: a crash after this point can only leave a reservation unused.
      await reserve(routeChainId, op.sender, op.nonce, maxGasCost(priced), true);
      const hash = verifyingPaymasterHash(priced, routeChainId, sponsored.paymaster, validUntil, validAfter);
      const signature = await signer.signMessage({ message: { raw: hash } });
      return {
        paymaster: sponsored.paymaster,
        paymasterData: verifyingPaymasterData(validUntil, validAfter, signature),
        paymasterVerificationGasLimit: numberToHex(paymasterVerificationGasLimit),
        paymasterPostOpGasLimit: numberToHex(paymasterPostOpGasLimit),
      };
    },
  };
}
