// Smart sessions (ERC-7715) of the user's smart account: wallet_grantPermissions and wallet_revokePermissions, when the
// app turned them on (features.smartSessions) and the frame has a blockchain API to keep them. A grant is a session
// key (the request's signer) allowed calls to named contracts or AVENT transfers until an expiry; once the user
// approved it on the screen, the account signs the record and the API stores it, and from then on the API's paymaster
// sponsors that session's user operations only within it (no on-chain session module is deployable here, see the
// API's SessionEnforcer). A revocation is signed and recorded the same way. Anything the enforcer could not hold a
// session to is refused before the screen; with the feature off both methods are refused after it, as before (4200).
import { getAddress, hexToBigInt, isAddress, toHex, type Address, type Hex } from 'viem';
import * as z from 'zod/mini';
import { eip155ChainNumber } from '../../../../core/model/caip';
import { sessionPermissionProblem } from '../../../../core/smart-account/session-permissions';
import {
  smartSessionGrantTypedData,
  smartSessionRevocationTypedData,
  type SmartSessionGrant,
} from '../../../../core/smart-account/session-typed-data';
import type { FrameNetwork } from '../../api-schemas';
import { RpcError } from './common';
import { nativeAmount } from './eip155';
import type { ActingAccount, NotSafeHandler, PreparedRequest, SmartAccountSigner } from './handler';
import { notSupported } from './not-supported';

type SmartAccount = Extract<ActingAccount, { type: 'smartAccount' }>;

type Prepare = (
  account: SmartAccount,
  title: string,
  rows: Array<[string, string]>,
  body: string | undefined,
  sign: (sa: SmartAccountSigner) => Promise<unknown>,
) => PreparedRequest<SmartAccountSigner>;

const invalid = (detail: string) => new RpcError(`Invalid permissions request: ${detail}`, -32602);

const record = z.record(z.string(), z.unknown());
const grantRequestSchema = z.object({
  chainId: z.string().check(z.regex(/^0x[0-9a-fA-F]{1,16}$/)),
  address: z.optional(z.string()),
  expiry: z.number().check(z.int(), z.positive()),
  signer: z.object({ type: z.string().check(z.minLength(1), z.maxLength(100)), data: z.optional(record) }),
  permissions: z
    .array(
      z.object({
        type: z.string().check(z.minLength(1), z.maxLength(100)),
        data: record,
        required: z.optional(z.boolean()),
      }),
    )
    .check(z.minLength(1), z.maxLength(32)),
});
const revokeRequestSchema = z.object({
  permissionsContext: z.string().check(z.regex(/^0x([0-9a-fA-F]{2})+$/), z.maxLength(4098)),
});

/** Who the session is granted to, as the screen names it. */
function signerText(signer: { type: string; data?: Record<string, unknown> | undefined }): string {
  const id = signer.data?.id ?? signer.data?.address ?? signer.data?.publicKey;
  return typeof id === 'string' ? `${signer.type} ${id.slice(0, 140)}` : signer.type;
}

/** What one permission allows, as the screen says it. */
function permissionText(p: { type: string; data: Record<string, unknown> }, chain: FrameNetwork): string {
  if (p.type === 'native-token-transfer')
    return `Send up to ${nativeAmount(hexToBigInt(p.data.allowance as Hex), chain)} per transfer`;
  const contract = getAddress(p.data.address as Address);
  return p.type === 'erc20-token-transfer' ? `Transfer the token ${contract}` : `Call the contract ${contract}`;
}

/** The blockchain API's answer to a session request; its refusal becomes the request's error, in its words. */
async function sessionsApi(apiUrl: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(`${apiUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      credentials: 'omit',
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
  } catch {
    throw new RpcError('The smart sessions service does not answer. Please try again.', -32603);
  }
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok)
    throw new RpcError(
      typeof answer.error === 'string' ? answer.error : `HTTP status code: ${response.status}`,
      -32603,
    );
  return answer;
}

type SessionHandler = (
  apiUrl: string,
  chain: FrameNetwork,
  params: unknown,
  account: SmartAccount,
) => Promise<PreparedRequest<SmartAccountSigner>>;

/** `handler` when the app turned smart sessions on (it is given the API that records them), else "not supported". */
function whenSmartSessions(
  method: string,
  title: string,
  handler: SessionHandler,
): NotSafeHandler<SmartAccountSigner, SmartAccount> {
  const off = notSupported(method, title);
  return async (ctx, chain, params, account) => {
    const apiUrl = ctx.smartSessions();
    return apiUrl ? handler(apiUrl, chain, params, account) : off(ctx, chain, params, account);
  };
}

/** wallet_grantPermissions as the smart account: `prepared` adds the account's rows (smart-account.ts). */
export function grantPermissions(prepared: Prepare): NotSafeHandler<SmartAccountSigner, SmartAccount> {
  return whenSmartSessions('wallet_grantPermissions', 'Grant permissions', async (apiUrl, chain, params, account) => {
    const parsed = z.tuple([grantRequestSchema]).safeParse(params);
    if (!parsed.success) throw invalid(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    const [request] = parsed.data;
    if (Number(hexToBigInt(request.chainId as Hex)) !== eip155ChainNumber(chain.id))
      throw invalid(`chainId ${request.chainId} is not this network`);
    if (
      request.address !== undefined &&
      (!isAddress(request.address) || request.address.toLowerCase() !== account.address.toLowerCase())
    ) {
      throw invalid(`address ${request.address.slice(0, 64)} is not this account`);
    }
    if (request.expiry <= Math.floor(Date.now() / 1000)) throw invalid('expiry is in the past');
    for (const p of request.permissions) {
      const problem = sessionPermissionProblem(p);
      if (problem) throw invalid(problem);
    }
    const rows: Array<[string, string]> = [
      ['Granted to', signerText(request.signer)],
      ...request.permissions.map((p) => ['Allows', permissionText(p, chain)] as [string, string]),
      ['Until', new Date(request.expiry * 1000).toUTCString()],
    ];
    return prepared(account, 'Grant permissions', rows, JSON.stringify(request, null, 2), async (sa) => {
      // The permissions context the app names the session by (ERC-7715's `context`): random, the API's key for it.
      const pci = toHex(crypto.getRandomValues(new Uint8Array(32)));
      const grant: SmartSessionGrant = {
        account: account.address,
        chainId: eip155ChainNumber(chain.id),
        pci,
        expiry: request.expiry,
        signer: request.signer,
        permissions: request.permissions,
        policies: [],
      };
      const signature = await sa.account.signTypedData(smartSessionGrantTypedData(grant));
      await sessionsApi(apiUrl, `/v1/sessions/${account.address}`, { ...grant, signature });
      return {
        chainId: request.chainId,
        address: account.address,
        expiry: request.expiry,
        signer: request.signer,
        permissions: request.permissions,
        context: pci,
      };
    });
  });
}

/** wallet_revokePermissions as the smart account: the session named by `permissionsContext`, if this account granted it. */
export function revokePermissions(prepared: Prepare): NotSafeHandler<SmartAccountSigner, SmartAccount> {
  return whenSmartSessions('wallet_revokePermissions', 'Revoke permissions', async (apiUrl, chain, params, account) => {
    const parsed = z.tuple([revokeRequestSchema]).safeParse(params);
    if (!parsed.success) throw invalid('expected [{ permissionsContext: "0x…" }]');
    const pci = parsed.data[0].permissionsContext.toLowerCase() as Hex;
    const { sessions } = (await sessionsApi(apiUrl, `/v1/sessions/${account.address}`)) as {
      sessions?: Array<{
        pci: string;
        status: string;
        expiry: number;
        signer: { type: string; data?: Record<string, unknown> };
      }>;
    };
    const session = sessions?.find((s) => s.pci === pci);
    if (!session) throw invalid(`this account granted no session ${pci.slice(0, 80)}`);
    const rows: Array<[string, string]> = [
      ['Granted to', signerText(session.signer)],
      ['Status', session.status],
      ['Valid until', new Date(session.expiry * 1000).toUTCString()],
    ];
    return prepared(account, 'Revoke permissions', rows, undefined, async (sa) => {
      const signature = await sa.account.signTypedData(
        smartSessionRevocationTypedData({ account: account.address, chainId: eip155ChainNumber(chain.id), pci }),
      );
      await sessionsApi(apiUrl, `/v1/sessions/${account.address}/revoke`, { pci, signature });
      return null;
    });
  });
}
