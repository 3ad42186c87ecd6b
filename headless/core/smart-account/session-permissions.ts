// What a smart session (ERC-7715 permissions) of the embedded smart account may allow: the permission types its
// enforcer checks on every use, and the scope they add up to. The wallet frame grants only these (anything else is
// refused before the approval screen, since nothing would hold the session to it), and the blockchain API's enforcer
// reads the scope from the same function, so what the user approved is what is enforced.
import { isAddress, type Address } from 'viem';

/** The permission types a session may hold: calls to a contract, transfers of an ERC-20, AVENT (native) transfers. */
export const SESSION_PERMISSION_TYPES = ['contract-call', 'erc20-token-transfer', 'native-token-transfer'] as const;

/** An ERC-7715 permission as requested and recorded. */
export interface SessionPermission {
  type: string;
  data: Record<string, unknown>;
}

/** What a session's permissions allow together: calls to `contracts`, and plain transfers up to `nativeAllowance` each. */
export interface SessionScope {
  contracts: ReadonlySet<string>;
  nativeAllowance: bigint | null;
}

const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;

/** Why `permission` cannot be granted, in words; null when it can. */
export function sessionPermissionProblem(permission: SessionPermission): string | null {
  if (!(SESSION_PERMISSION_TYPES as readonly string[]).includes(permission.type)) {
    return `Permission type "${permission.type.slice(0, 100)}" cannot be granted: this wallet enforces ${SESSION_PERMISSION_TYPES.join(', ')}`;
  }
  if (permission.type === 'native-token-transfer') {
    return typeof permission.data.allowance === 'string' && QUANTITY.test(permission.data.allowance)
      ? null
      : 'The native-token-transfer permission needs data.allowance (a 0x quantity in wei)';
  }
  return typeof permission.data.address === 'string' && isAddress(permission.data.address)
    ? null
    : `The ${permission.type} permission needs data.address (the contract)`;
}

/** The scope of `permissions` (those of an unknown type, or malformed, allow nothing). */
export function sessionScope(permissions: readonly SessionPermission[]): SessionScope {
  const contracts = new Set<string>();
  let nativeAllowance: bigint | null = null;
  for (const p of permissions) {
    if (sessionPermissionProblem(p) !== null) continue;
    if (p.type === 'native-token-transfer') nativeAllowance = BigInt(p.data.allowance as string);
    else contracts.add((p.data.address as Address).toLowerCase());
  }
  return { contracts, nativeAllowance };
}
