// The paymaster service's configuration: the verifying signer's key, the sponsored chains (each with its
// VerifyingPaymaster on EntryPoint v0.7) and the sponsorship policy a host sets: which contracts the sponsored calls may
// go to, and per-user and global limits (user operations and/or wei of maximum gas cost per window).
import { getAddress, isAddress, parseEther, type Address, type Hex } from 'viem';
import type { ApiChain } from '../chains';

/** A limit over a sliding window: at most `maxOperations` sponsorships and/or `maxWei` of their maximum gas cost. */
export interface SponsorshipLimit {
  maxOperations?: number;
  /** Wei of maximum gas cost (every gas limit times maxFeePerGas), summed over the window. */
  maxWei?: bigint;
  /** The window's length in seconds (default 86,400: a day). */
  windowSeconds?: number;
}

/** What the paymaster sponsors. */
export interface SponsorshipPolicy {
  /**
   * The contracts a sponsored user operation may call (`eip155:<chain>:<address>`, or a bare address for every
   * sponsored chain). Absent: any contract. Every call of the operation must be to one of them.
   */
  allowedContracts?: readonly string[];
  /** Per sender (the smart account), per chain. */
  perUser?: SponsorshipLimit;
  /** Everything this paymaster sponsors on a chain, across every API instance sharing the database. */
  global?: SponsorshipLimit;
  /** How long a signed sponsorship stays valid on chain (seconds, default 600). */
  validForSeconds?: number;
  /** Who pays, as ERC-7677's `sponsor` (wallets may show it). */
  sponsor?: { name: string; icon?: string };
}

/** createBlockchainApi's `paymaster` option. */
export interface PaymasterServiceOptions {
  /** The VerifyingPaymaster's verifying signer (0x + 64 hex). Never logged. */
  signerKey: Hex;
  /** The sponsored chains, each with its VerifyingPaymaster (EntryPoint v0.7) whose verifyingSigner is the key's address. */
  chains: readonly { chainId: number; paymaster: string }[];
  policy?: SponsorshipPolicy;
}

/** A limit, resolved. */
export interface ResolvedLimit {
  maxOperations: number | null;
  maxWei: bigint | null;
  windowSeconds: number;
}

/** The configuration, checked against the chains the API serves. */
export interface ResolvedPaymasterConfig {
  signerKey: Hex;
  chains: ReadonlyMap<number, { chain: ApiChain; paymaster: Address }>;
  /** Per chain the allowed contracts (lower-case); null: any contract. */
  allowedContracts: ReadonlyMap<number, ReadonlySet<string>> | null;
  perUser: ResolvedLimit | null;
  global: ResolvedLimit | null;
  validForSeconds: number;
  sponsor: { name: string; icon?: string } | null;
}

const DAY = 86_400;

function resolveLimit(limit: SponsorshipLimit | undefined, what: string): ResolvedLimit | null {
  if (!limit) return null;
  const { maxOperations, maxWei, windowSeconds = DAY } = limit;
  if (maxOperations === undefined && maxWei === undefined) return null;
  if (maxOperations !== undefined && (!Number.isInteger(maxOperations) || maxOperations < 0))
    throw new Error(`Paymaster ${what} limit: maxOperations must be a whole number`);
  if (maxWei !== undefined && maxWei < 0n) throw new Error(`Paymaster ${what} limit: maxWei must not be negative`);
  if (!Number.isInteger(windowSeconds) || windowSeconds < 1)
    throw new Error(`Paymaster ${what} limit: windowSeconds must be a whole number of seconds`);
  return { maxOperations: maxOperations ?? null, maxWei: maxWei ?? null, windowSeconds };
}

/** Checks `options` against the served chains; throws naming the first problem. */
export function resolvePaymasterConfig(
  options: PaymasterServiceOptions,
  served: ReadonlyMap<number, ApiChain>,
): ResolvedPaymasterConfig {
  if (!/^0x[0-9a-fA-F]{64}$/.test(options.signerKey))
    throw new Error('Paymaster signer key must be 0x followed by 64 hex characters');
  if (options.chains.length === 0) throw new Error('Paymaster: configure at least one sponsored chain');
  const chains = new Map<number, { chain: ApiChain; paymaster: Address }>();
  for (const c of options.chains) {
    const chain = served.get(c.chainId);
    if (!chain) throw new Error(`Paymaster configured for chain ${c.chainId}, which this API does not serve`);
    if (chains.has(c.chainId)) throw new Error(`Paymaster of chain ${c.chainId} is configured twice`);
    if (!isAddress(c.paymaster, { strict: false }))
      throw new Error(`Paymaster of chain ${c.chainId}: "${c.paymaster}" is not an address`);
    chains.set(c.chainId, { chain, paymaster: getAddress(c.paymaster) });
  }
  const policy = options.policy ?? {};
  let allowedContracts: Map<number, Set<string>> | null = null;
  if (policy.allowedContracts) {
    allowedContracts = new Map([...chains.keys()].map((id) => [id, new Set<string>()]));
    for (const entry of policy.allowedContracts) {
      const m = /^(?:(?:eip155:)?([1-9][0-9]{0,15}):)?(0x[0-9a-fA-F]{40})$/.exec(entry.trim());
      if (!m) throw new Error(`Paymaster allowed contract "${entry}" is not eip155:<chain>:<0x address> or an address`);
      const targets = m[1] ? [Number(m[1])] : [...chains.keys()];
      for (const id of targets) {
        const set = allowedContracts.get(id);
        if (!set) throw new Error(`Paymaster allowed contract "${entry}" names chain ${id}, which is not sponsored`);
        set.add(m[2]!.toLowerCase());
      }
    }
  }
  const validForSeconds = policy.validForSeconds ?? 600;
  if (!Number.isInteger(validForSeconds) || validForSeconds < 30)
    throw new Error('Paymaster validForSeconds must be a whole number of seconds, at least 30');
  return {
    signerKey: options.signerKey,
    chains,
    allowedContracts,
    perUser: resolveLimit(policy.perUser, 'per-user'),
    global: resolveLimit(policy.global, 'global'),
    validForSeconds,
    sponsor: policy.sponsor ?? null,
  };
}

const list = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The PAYMASTER_* variables of `npm run api` (config.ts validates their shapes). */
export interface PaymasterEnv {
  PAYMASTER_SIGNER_KEY?: string | undefined;
  PAYMASTER_CONTRACTS?: string | undefined;
  PAYMASTER_ALLOWED_CONTRACTS?: string | undefined;
  PAYMASTER_USER_MAX_OPS?: number | undefined;
  PAYMASTER_USER_MAX_COST?: string | undefined;
  PAYMASTER_USER_WINDOW_SECONDS?: number | undefined;
  PAYMASTER_GLOBAL_MAX_OPS?: number | undefined;
  PAYMASTER_GLOBAL_MAX_COST?: string | undefined;
  PAYMASTER_GLOBAL_WINDOW_SECONDS?: number | undefined;
  PAYMASTER_VALID_SECONDS?: number | undefined;
  PAYMASTER_SPONSOR_NAME?: string | undefined;
}

/**
 * The paymaster service from the environment, or undefined when PAYMASTER_SIGNER_KEY is unset (no sponsorship).
 * PAYMASTER_CONTRACTS lists the paymasters (`eip155:<chain>:<address>`, one per chain); limits in native coin
 * (`*_MAX_COST`, in the native coin, 18 decimals) read as wei. Throws naming the first bad entry.
 */
export function parsePaymasterEnv(e: PaymasterEnv): PaymasterServiceOptions | undefined {
  if (!e.PAYMASTER_SIGNER_KEY) {
    if (e.PAYMASTER_CONTRACTS)
      throw new Error('PAYMASTER_CONTRACTS is set but PAYMASTER_SIGNER_KEY is not: the paymaster cannot sign');
    return undefined;
  }
  const chains = list(e.PAYMASTER_CONTRACTS).map((entry) => {
    const m = /^(?:eip155:)?([1-9][0-9]{0,15}):(0x[0-9a-fA-F]{40})$/.exec(entry);
    if (!m) throw new Error(`PAYMASTER_CONTRACTS: "${entry}" is not eip155:<chain>:<0x address>`);
    return { chainId: Number(m[1]), paymaster: m[2]! };
  });
  if (chains.length === 0)
    throw new Error(
      'PAYMASTER_SIGNER_KEY is set but PAYMASTER_CONTRACTS names no paymaster (eip155:<chain>:<0x address>)',
    );
  const wei = (text: string | undefined, variable: string) => {
    if (text === undefined) return undefined;
    if (!/^[0-9]+(\.[0-9]{1,18})?$/.test(text))
      throw new Error(`${variable} must be an amount of native coin such as 0.5`);
    return parseEther(text);
  };
  const allowed = e.PAYMASTER_ALLOWED_CONTRACTS;
  return {
    signerKey: e.PAYMASTER_SIGNER_KEY as Hex,
    chains,
    policy: {
      ...(allowed && allowed !== '*' ? { allowedContracts: list(allowed) } : {}),
      perUser: {
        maxOperations: e.PAYMASTER_USER_MAX_OPS,
        maxWei: wei(e.PAYMASTER_USER_MAX_COST, 'PAYMASTER_USER_MAX_COST'),
        windowSeconds: e.PAYMASTER_USER_WINDOW_SECONDS,
      },
      global: {
        maxOperations: e.PAYMASTER_GLOBAL_MAX_OPS,
        maxWei: wei(e.PAYMASTER_GLOBAL_MAX_COST, 'PAYMASTER_GLOBAL_MAX_COST'),
        windowSeconds: e.PAYMASTER_GLOBAL_WINDOW_SECONDS,
      },
      ...(e.PAYMASTER_VALID_SECONDS ? { validForSeconds: e.PAYMASTER_VALID_SECONDS } : {}),
      ...(e.PAYMASTER_SPONSOR_NAME ? { sponsor: { name: e.PAYMASTER_SPONSOR_NAME } } : {}),
    },
  };
}

/** A loggable line of the paymaster's configuration: chains, contracts and limits, never the key. */
export function describePaymaster(options: PaymasterServiceOptions): string {
  const limit = (l: SponsorshipLimit | undefined) => {
    if (!l || (l.maxOperations === undefined && l.maxWei === undefined)) return 'none';
    const parts = [
      l.maxOperations !== undefined ? `${l.maxOperations} ops` : null,
      l.maxWei !== undefined ? `${l.maxWei} wei` : null,
    ].filter(Boolean);
    return `${parts.join(' and ')} per ${l.windowSeconds ?? DAY} s`;
  };
  const p = options.policy ?? {};
  return [
    options.chains.map((c) => `eip155:${c.chainId} via ${c.paymaster}`).join(', '),
    `contracts: ${p.allowedContracts ? p.allowedContracts.length : 'any'}`,
    `per user: ${limit(p.perUser)}`,
    `global: ${limit(p.global)}`,
  ].join('; ');
}
