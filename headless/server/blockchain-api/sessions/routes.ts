// The smart-session endpoints: `GET /v1/sessions/{address}` (the sessions the account granted, with their status),
// `POST /v1/sessions/{address}` (the wallet records a grant it approved, signed by the account) and
// `POST /v1/sessions/{address}/revoke` (`pci` + `signature`: the account's signature of the revocation). Signatures
// are EIP-712 (typed-data.ts) checked by viem's verifyTypedData through the chain's node: an EOA by recovery, a
// deployed smart account by ERC-1271, an undeployed one by ERC-6492. Nothing is written before the check passes.
import {
  getAddress,
  isHex,
  type Address,
  type Hex,
  type TypedDataDefinition,
  type VerifyTypedDataParameters,
} from 'viem';
import { z } from 'zod';
import { HttpError, parseEvmAddress, readJsonBody, sendJson, type Route } from '../../http';
import { parseChainId, type ApiChain } from '../chains';
import type { ApiContext } from '../context';
import type { TimedRoute } from '../profile/routes';
import { publicClientOf } from '../public-client';
import { SessionMessages } from './messages';
import { recordGrant, recordRevocation, sessionOf, sessionsOf, sessionStatus, type StoredSession } from './store';
import {
  canonicalJson,
  smartSessionGrantTypedData,
  smartSessionRevocationTypedData,
} from '../../../core/smart-account/session-typed-data';

/** Largest grant body (bytes). */
export const MAX_GRANT_BODY_BYTES = 32 * 1024;

const hexBytes = (max: number) =>
  z
    .string()
    .regex(/^0x([0-9a-fA-F]{2})+$/, 'must be 0x bytes')
    .max(2 + 2 * max)
    .transform((v) => v.toLowerCase() as Hex);
const signature = z
  .string()
  .refine((v) => isHex(v) && v.length >= 132, 'must be a 0x signature')
  .max(2 + 2 * 8192);
const policy = z.object({ type: z.string().min(1).max(100), data: z.record(z.string(), z.unknown()).optional() });

const grantSchema = z.object({
  chainId: z.union([z.number().int().positive(), z.string().max(40)]),
  pci: hexBytes(2048),
  expiry: z.number().int().positive(),
  signer: z.object({ type: z.string().min(1).max(100), data: z.record(z.string(), z.unknown()).optional() }),
  permissions: z
    .array(
      z.object({
        type: z.string().min(1).max(100),
        data: z.record(z.string(), z.unknown()),
        policies: z.array(policy).max(16).optional(),
        required: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(32),
  policies: z.array(policy).max(16).optional(),
  signature,
});

const revokeSchema = z.object({ pci: hexBytes(2048), signature });

/** A session as the endpoints answer it. */
function view(s: StoredSession) {
  return {
    pci: s.pci,
    chainId: `eip155:${s.chainId}`,
    address: getAddress(s.address),
    expiry: s.expiry,
    signer: s.signer,
    permissions: s.permissions,
    policies: s.policies ?? [],
    grantedAt: s.grantedAt,
    revokedAt: s.revokedAt,
    status: sessionStatus(s),
  };
}

async function checkTypedSignature(
  chain: ApiChain,
  address: Address,
  typed: TypedDataDefinition,
  signature: string,
  what: 'grant' | 'revocation',
): Promise<void> {
  let valid: boolean;
  try {
    valid = await publicClientOf(chain).verifyTypedData({
      ...typed,
      address,
      signature: signature as Hex,
    } as VerifyTypedDataParameters);
  } catch {
    throw new HttpError(503, SessionMessages.nodeUnavailable(chain.chainId));
  }
  if (!valid) throw new HttpError(401, SessionMessages.badSignature(what, address, chain.chainId));
}

function servedChain(ctx: ApiContext, text: string | number): ApiChain {
  const chainId = typeof text === 'number' ? text : parseChainId(text);
  const chain = chainId === null ? undefined : ctx.chainById.get(chainId);
  if (!chain)
    throw new HttpError(
      400,
      SessionMessages.invalidGrant(
        `chainId ${String(text).slice(0, 40)} is not a chain this API serves (${ctx.chains.map((c) => c.caip2).join(', ')})`,
      ),
    );
  return chain;
}

/** The session routes, spread into the API's routes. */
export function sessionRoutes(ctx: ApiContext, timed: TimedRoute): Route[] {
  return [
    timed('sessions', 'GET', '/v1/sessions/:address', async ({ url, params, res }) => {
      const address = parseEvmAddress(params.address);
      const chainParam = url.searchParams.get('chainId');
      const chainId = chainParam ? servedChain(ctx, chainParam).chainId : null;
      sendJson(res, 200, { sessions: (await sessionsOf(ctx.db, address, chainId)).map(view) });
    }),
    timed('sessions-grant', 'POST', '/v1/sessions/:address', async ({ req, params, res }) => {
      const address = getAddress(parseEvmAddress(params.address));
      const parsed = grantSchema.safeParse(await readJsonBody(req, MAX_GRANT_BODY_BYTES));
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new HttpError(400, SessionMessages.invalidGrant(`${issue.path.join('.')}: ${issue.message}`));
      }
      const body = parsed.data;
      const chain = servedChain(ctx, body.chainId);
      if (body.expiry <= Math.floor(Date.now() / 1000)) throw new HttpError(400, SessionMessages.expiryPast);
      const grant = {
        account: address,
        chainId: chain.chainId,
        pci: body.pci,
        expiry: body.expiry,
        signer: body.signer,
        permissions: body.permissions,
        policies: body.policies ?? [],
      };
      await checkTypedSignature(chain, address, smartSessionGrantTypedData(grant), body.signature, 'grant');
      const permissions = canonicalJson({
        signer: grant.signer,
        permissions: grant.permissions,
        policies: grant.policies,
      });
      const { inserted, session } = await recordGrant(ctx.db, {
        address: address.toLowerCase(),
        pci: body.pci,
        chainId: chain.chainId,
        expiry: body.expiry,
        permissions,
      });
      if (!inserted) {
        if (session.revokedAt !== null) throw new HttpError(409, SessionMessages.revokedBefore(body.pci));
        const same =
          session.chainId === chain.chainId &&
          session.expiry === body.expiry &&
          canonicalJson({
            signer: session.signer,
            permissions: session.permissions,
            policies: session.policies ?? [],
          }) === permissions;
        if (!same) throw new HttpError(409, SessionMessages.grantConflict(body.pci));
      }
      sendJson(res, inserted ? 201 : 200, view(session));
    }),
    timed('sessions-revoke', 'POST', '/v1/sessions/:address/revoke', async ({ req, params, res }) => {
      const address = getAddress(parseEvmAddress(params.address));
      const parsed = revokeSchema.safeParse(await readJsonBody(req, 64 * 1024));
      if (!parsed.success) throw new HttpError(400, SessionMessages.invalidRevocation);
      const { pci } = parsed.data;
      const session = await sessionOf(ctx.db, address.toLowerCase(), pci);
      if (!session) throw new HttpError(404, SessionMessages.notFound(pci, address));
      const chain = ctx.chainById.get(session.chainId);
      if (!chain)
        throw new HttpError(400, SessionMessages.invalidGrant(`chain ${session.chainId} is no longer served`));
      await checkTypedSignature(
        chain,
        address,
        smartSessionRevocationTypedData({ account: address, chainId: session.chainId, pci }),
        parsed.data.signature,
        'revocation',
      );
      sendJson(res, 200, view((await recordRevocation(ctx.db, address.toLowerCase(), pci))!));
    }),
  ];
}
