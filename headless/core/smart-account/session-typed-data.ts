// What an account signs to record or revoke one of its smart sessions (ERC-7715 permissions) at the blockchain API:
// EIP-712 typed data, so a wallet shows the fields, and a smart account signs it like any typed data (a Safe by
// ERC-1271, wrapped in ERC-6492 before it is deployed). The grant's permissions travel as canonical JSON text (keys
// sorted) inside the signed message: the API stores exactly what was signed.
// Both halves use these: the wallet frame signs them when the user approves wallet_grantPermissions /
// wallet_revokePermissions, and the blockchain API (walletdock/server/node) checks the signatures.
import type { Address, Hex, TypedDataDomain } from 'viem';

/** The EIP-712 domain of the API's smart-session records on `chainId`. */
export function smartSessionDomain(chainId: number): TypedDataDomain {
  return { name: 'walletdock smart sessions', version: '1', chainId };
}

/** ERC-7715 permissions of one session: who may act (signer), what it may do, and the session-wide policies. */
export interface SmartSessionPermissions {
  signer: { type: string; data?: Record<string, unknown> };
  permissions: readonly {
    type: string;
    data: Record<string, unknown>;
    policies?: readonly { type: string; data?: Record<string, unknown> }[];
    required?: boolean;
  }[];
  policies?: readonly { type: string; data?: Record<string, unknown> }[];
}

/** JSON with object keys sorted at every level: one text per value, whoever serialises it. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A grant to record: the account's session `pci` (its permissions context) on `chainId`, valid until `expiry` (unix seconds). */
export interface SmartSessionGrant extends SmartSessionPermissions {
  account: Address;
  chainId: number;
  pci: Hex;
  expiry: number;
}

/**
 * The typed data the account signs to record a grant (`POST /v1/sessions/{address}`).
 *
 * @example
 * const signature = await account.signTypedData(smartSessionGrantTypedData(grant));
 */
export function smartSessionGrantTypedData(grant: SmartSessionGrant) {
  return {
    domain: smartSessionDomain(grant.chainId),
    types: {
      SmartSessionGrant: [
        { name: 'account', type: 'address' },
        { name: 'pci', type: 'bytes' },
        { name: 'expiry', type: 'uint256' },
        { name: 'permissions', type: 'string' },
      ],
    },
    primaryType: 'SmartSessionGrant',
    message: {
      account: grant.account,
      pci: grant.pci,
      expiry: BigInt(grant.expiry),
      permissions: canonicalJson({
        signer: grant.signer,
        permissions: grant.permissions,
        policies: grant.policies ?? [],
      }),
    },
  } as const;
}

/**
 * The typed data the account signs to revoke its session `pci` (`POST /v1/sessions/{address}/revoke`).
 *
 * @example
 * const signature = await account.signTypedData(smartSessionRevocationTypedData({ account, chainId: 33322, pci }));
 */
export function smartSessionRevocationTypedData(revocation: { account: Address; chainId: number; pci: Hex }) {
  return {
    domain: smartSessionDomain(revocation.chainId),
    types: {
      SmartSessionRevocation: [
        { name: 'account', type: 'address' },
        { name: 'pci', type: 'bytes' },
      ],
    },
    primaryType: 'SmartSessionRevocation',
    message: { account: revocation.account, pci: revocation.pci },
  } as const;
}
