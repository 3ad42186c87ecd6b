// Which paymaster service pays a smart account's gas (ERC-7677): the request's own `paymasterService` capability
// (EIP-5792), else the one the app set for every request (embeddedWallet's `paymasterService` option). The page calls
// only the blockchain API it was configured with (BLOCKCHAIN_API_URL; the page's CSP allows no other origin), so a
// service elsewhere is refused when the app requires it (5700) and left out when it is optional (the account pays).
import { eip155ChainNumber } from '../../../../core/model/caip';
import { RpcErrorCode } from '../../../../core/model/rpc-codes';
import type { PaymasterService } from '../../../../core/smart-account/calls';
import type { FrameNetwork } from '../../api-schemas';
import { RpcError } from './common';

/** The `paymasterService` capability as a request carries it. */
interface RequestedPaymaster {
  url?: unknown;
  context?: unknown;
  optional?: unknown;
}

/** Refused: a required paymaster service this wallet does not call. */
export const paymasterNotUsed = (url: string) =>
  new RpcError(
    `Unsupported non-optional capability: paymasterService (this wallet does not use the paymaster service at ${url})`,
    RpcErrorCode.UnsupportedNonOptionalCapability,
  );

/**
 * The paymaster service for a request on `chain`: `requested` (a request's capability) wins over `appDefault`; a URL's
 * `{chainId}` becomes the chain's number. Undefined when none applies (the account pays its gas).
 */
export function choosePaymaster(p: {
  apiUrl: string | null | undefined;
  chain: FrameNetwork;
  requested: unknown;
  appDefault: { url: string } | undefined;
}): PaymasterService | undefined {
  const requested = (p.requested && typeof p.requested === 'object' ? p.requested : undefined) as
    | RequestedPaymaster
    | undefined;
  const source = requested ?? p.appDefault;
  if (!source || typeof source.url !== 'string') return undefined;
  const url = source.url.replaceAll('{chainId}', String(eip155ChainNumber(p.chain.id)));
  let allowed = false;
  try {
    allowed = Boolean(p.apiUrl) && new URL(url).origin === new URL(p.apiUrl!).origin;
  } catch {
    allowed = false;
  }
  if (!allowed) {
    if (requested && requested.optional !== true) throw paymasterNotUsed(url);
    return undefined;
  }
  const context =
    requested?.context && typeof requested.context === 'object'
      ? (requested.context as Record<string, unknown>)
      : undefined;
  return { url, ...(context ? { context } : {}) };
}
