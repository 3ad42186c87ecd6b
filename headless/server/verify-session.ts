// Server-side check of a sign-in session for host backends. A host's API may trust a session only
// after this returns valid: domain, nonce, chain, time bounds, text/data agreement and signature.
import { createPublicClient, http, type PublicClient } from 'viem';
import { checkSiwxSession, type SiwxRejectReason } from '../core/siwx/check';
import type { SIWXSession, SiwxChainId } from '../core/siwx/types';
import { createDefaultVerifiers } from '../core/siwx/verifiers';
import type { SignatureCheckGateway } from '../core/namespaces/eip155/signature-check';

/** Options of verifySiwxSession. */
export interface VerifySiwxSessionOptions {
  /** The host's own domain(s) (host[:port]); a message for another site is refused. */
  domain: string | readonly string[];
  /** The nonce this server issued, or a predicate such as `nonceStore.consume` (runs last, only if all else holds). */
  nonce: string | ((nonce: string) => boolean | Promise<boolean>);
  /** Accepted CAIP-2 chain(s); when absent any chain the verifiers support. */
  chainId?: SiwxChainId | readonly SiwxChainId[];
  /** eip155: a viem public client on the session's chain (needed for ERC-1271/6492 smart accounts)... */
  publicClient?: PublicClient;
  /** ...or an RPC URL to build one from. */
  rpcUrl?: string;
  /** eip155 fallback: the RPC gateway's signature check (ERC-1271 smart accounts). */
  gateway?: SignatureCheckGateway;
  /** Current time (Date or ms); default now. */
  now?: Date | number;
  /** Tolerated clock difference for "Issued At" in the future, ms (default 60 s). */
  clockSkewMs?: number;
}

/** Result of verifySiwxSession. */
export type VerifySiwxSessionResult =
  | { valid: true; session: SIWXSession; address: string; chainId: SiwxChainId }
  | { valid: false; reason: SiwxRejectReason };

/** Verifies a session received from a client (unknown input is parsed); never throws for bad input. */
export async function verifySiwxSession(
  session: unknown,
  options: VerifySiwxSessionOptions,
): Promise<VerifySiwxSessionResult> {
  const chainOf = (session as { data?: { chainId?: unknown } } | null)?.data?.chainId;
  let client = options.publicClient;
  if (!client && options.rpcUrl) client = createPublicClient({ transport: http(options.rpcUrl, { retryCount: 1 }) });
  const verifiers = createDefaultVerifiers({
    getPublicClient: () => client,
    ...(options.gateway ? { gateway: options.gateway } : {}),
  });
  // A client whose chain is not the session's would judge a smart-account signature on the wrong chain.
  if (client && typeof chainOf === 'string' && chainOf.startsWith('eip155:')) {
    const clientChain = client.chain?.id ?? (await client.getChainId().catch(() => undefined));
    if (clientChain !== undefined && `eip155:${clientChain}` !== chainOf)
      return { valid: false, reason: 'chain-mismatch' };
  }
  const now = options.now instanceof Date ? options.now.getTime() : options.now;
  const result = await checkSiwxSession(session, {
    verifiers,
    domain: options.domain,
    nonce: options.nonce,
    ...(options.chainId !== undefined ? { chainId: options.chainId } : {}),
    ...(now !== undefined ? { now } : {}),
    ...(options.clockSkewMs !== undefined ? { clockSkewMs: options.clockSkewMs } : {}),
  });
  if (!result.valid) return result;
  return {
    valid: true,
    session: result.session,
    address: result.session.data.accountAddress,
    chainId: result.session.data.chainId,
  };
}
