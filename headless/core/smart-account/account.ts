// An ERC-4337 smart account for an owner key (the smartAccount account type, eip155's default, and whether it is
// deployed), in one of three implementations, all on the devnet from their published artifacts:
// - 'safe' (the default): Safe 1.4.1 with its ERC-4337 module on EntryPoint v0.7 (safe.ts). A counterfactual
//   address of its own, deployed by its first user operation; signatures verify by ERC-1271 once deployed and by
//   ERC-6492 before, so sign-in works at every step.
// - 'simple7702': Simple7702Account v0.8 through viem's toSimple7702SmartAccount. The owner's own address becomes the
//   smart account by an EIP-7702 delegation that its first user operation carries (ERC-1271 after it).
// - 'simple': SimpleAccount v0.8 through permissionless' toSimpleSmartAccount (counterfactual, deployed through
//   SimpleAccountFactory). SimpleAccount v0.8 has no ERC-1271 isValidSignature and its factory deploys only for the
//   EntryPoint, so it cannot sign messages (no ERC-6492 either): signSmartAccountMessage says so in the catalogue's words.
// Why Safe is the default: the embedded wallet's smart account should be a contract account of its own (the eoa
// stays usable beside it) that can sign in before it is deployed; SimpleAccount cannot sign, Simple7702Account has
// no address of its own.
// All load by import() on first use: they are not start-up code. permissionless is an optional peer dependency
// ('safe' and 'simple' need it; its optional ox ^0.11 peer clashes with viem's ox 0.14, which npm accepts only with an
// override, as this package's own package.json has).
import type { Address, Chain, Client, Hex, SignableMessage, Transport } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import type { SmartAccount } from 'viem/account-abstraction';
import * as ErrorMessages from '../model/error-messages';
import { UnsupportedError } from '../model/errors/sdk';
import { createSafeAccount, type SafeAddresses } from './safe';

/** EntryPoint v0.8's address on every chain (viem's entryPoint08Address). */
export const ENTRY_POINT_V08: Address = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108';
/** SimpleAccountFactory v0.8's canonical address (@account-abstraction/contracts 0.8.0; permissionless' default). */
export const SIMPLE_ACCOUNT_FACTORY_V08: Address = '0x13E9ed32155810FDbd067D4522C492D6f68E5944';
/** Simple7702Account v0.8's canonical address (@account-abstraction/contracts 0.8.0; viem's default). */
export const SIMPLE_7702_ACCOUNT_V08: Address = '0xe6Cae83BdE06E4c305530e199D7217f42808555B';

/** Which account contract: see the file's head. */
export type SmartAccountImplementation = 'safe' | 'simple7702' | 'simple';

/** The owner's key (viem's privateKeyToAccount): viem's 7702 account needs one that signs raw hashes and authorizations. */
export type SmartAccountOwner = PrivateKeyAccount;

export interface SmartAccountOptions {
  /** A public client of the account's chain (reads the factory, the EntryPoint nonce and the account's code). */
  client: Client<Transport, Chain | undefined, undefined>;
  /** The key that owns the account and signs its user operations and messages. */
  owner: SmartAccountOwner;
  /** 'safe' unless told. */
  implementation?: SmartAccountImplementation;
  /** 'safe' and 'simple': which of the owner's accounts (CREATE2 salt); 0 unless the owner has several. */
  index?: bigint;
  /** 'simple' only: the factory; the canonical SimpleAccountFactory v0.8 unless a chain has its own. */
  factoryAddress?: Address;
  /** 'safe' only: where the chain has the Safe 4337 module (the devnet's addresses unless told). */
  safe?: SafeAddresses;
}

/** The owner's smart account on `client`'s chain, whether or not it is deployed (delegated) yet. */
export async function createSmartAccount(options: SmartAccountOptions): Promise<SmartAccount> {
  const implementation = options.implementation ?? 'safe';
  if (implementation === 'safe') return createSafeAccount(options);
  if (implementation === 'simple7702') {
    const { toSimple7702SmartAccount } = await import('viem/account-abstraction');
    return toSimple7702SmartAccount({
      client: options.client,
      owner: options.owner,
      implementation: SIMPLE_7702_ACCOUNT_V08,
    });
  }
  const { toSimpleSmartAccount } = await import('permissionless/accounts');
  return toSimpleSmartAccount({
    client: options.client,
    owner: options.owner,
    index: options.index ?? 0n,
    factoryAddress: options.factoryAddress ?? SIMPLE_ACCOUNT_FACTORY_V08,
    entryPoint: { address: ENTRY_POINT_V08, version: '0.8' },
  });
}

/** smartAccountDeployed: whether the account has code (or its 7702 delegation) on its chain: false until its first user operation. */
export function isSmartAccountDeployed(account: SmartAccount): Promise<boolean> {
  return account.isDeployed();
}

/**
 * Signs `message` as the smart account (ERC-1271, wrapped in ERC-6492 while undeployed). Throws
 * smartAccountsUnsupported (the catalogue's toast for a sign failure with a smart account) when the account cannot sign:
 * SimpleAccount v0.8 implements no isValidSignature, so no verifier could accept what it would sign. Safe signs
 * ERC-1271 (ERC-6492-wrapped while undeployed); Simple7702Account signs as its owner's key.
 */
export async function signSmartAccountMessage(account: SmartAccount, message: SignableMessage): Promise<Hex> {
  try {
    return await account.signMessage({ message });
  } catch (error) {
    throw new UnsupportedError(ErrorMessages.smartAccountsUnsupported, { cause: error });
  }
}
