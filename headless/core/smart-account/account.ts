// An ERC-4337 smart account for an owner key (SPEC §3 account type smartAccount, eip155's default; §4
// smartAccountDeployed): the eth-infinitism SimpleAccount v0.8 that SimpleAccountFactory creates, driven through
// permissionless' toSimpleSmartAccount on viem's account-abstraction. Its address is counterfactual (CREATE2 from the
// owner and an index), so it is known, can receive funds and sign (ERC-6492) before any code exists; the first user
// operation deploys it through the factory. SimpleAccount v0.8 has no ERC-1271 isValidSignature, so it cannot sign
// messages (SIWX) at all, deployed or not: signSmartAccountMessage says so in the words of SPEC §8. permissionless loads by import() on first use: it is not start-up code.
import type { Address, Chain, Client, Hex, LocalAccount, SignableMessage, Transport } from 'viem';
import type { SmartAccount } from 'viem/account-abstraction';
import * as ErrorMessages from '../model/error-messages';
import { WalletDockError } from '../model/errors';

/** EntryPoint v0.8's address on every chain (viem's entryPoint08Address). */
export const ENTRY_POINT_V08: Address = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108';
/** SimpleAccountFactory v0.8's canonical address (@account-abstraction/contracts 0.8.0; permissionless' default). */
export const SIMPLE_ACCOUNT_FACTORY_V08: Address = '0x13E9ed32155810FDbd067D4522C492D6f68E5944';

export interface SmartAccountOptions {
  /** A public client of the account's chain (reads the factory, the EntryPoint nonce and the account's code). */
  client: Client<Transport, Chain | undefined, undefined>;
  /** The key that owns the account and signs its user operations and messages. */
  owner: LocalAccount;
  /** Which of the owner's accounts (CREATE2 salt); 0 unless the owner has several. */
  index?: bigint;
  /** The factory; the canonical SimpleAccountFactory v0.8 unless a chain has its own. */
  factoryAddress?: Address;
}

/** The owner's smart account on `client`'s chain, whether or not it is deployed yet. */
export async function createSmartAccount(options: SmartAccountOptions): Promise<SmartAccount> {
  const { toSimpleSmartAccount } = await import('permissionless/accounts');
  return toSimpleSmartAccount({
    client: options.client,
    owner: options.owner,
    index: options.index ?? 0n,
    factoryAddress: options.factoryAddress ?? SIMPLE_ACCOUNT_FACTORY_V08,
    entryPoint: { address: ENTRY_POINT_V08, version: '0.8' },
  });
}

/** smartAccountDeployed (SPEC §1): whether the account has code on its chain (false until its first user operation). */
export function isSmartAccountDeployed(account: SmartAccount): Promise<boolean> {
  return account.isDeployed();
}

/**
 * Signs `message` as the smart account (ERC-1271, wrapped in ERC-6492 while undeployed). Throws
 * smartAccountsUnsupported (SPEC §8's toast for a sign failure with a smart account) when the account cannot sign:
 * SimpleAccount v0.8 implements no isValidSignature, so no verifier could accept what it would sign.
 */
export async function signSmartAccountMessage(account: SmartAccount, message: SignableMessage): Promise<Hex> {
  try {
    return await account.signMessage({ message });
  } catch (error) {
    throw new WalletDockError(ErrorMessages.smartAccountsUnsupported, { code: 'UNSUPPORTED', cause: error });
  }
}
