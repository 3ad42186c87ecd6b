// ERC-4337 EntryPoint v0.8, SimpleAccountFactory and Simple7702Account from @account-abstraction/contracts 0.8.0's shipped
// artifacts, at their canonical addresses: created through the deterministic deployment proxy with the same
// salts and init code as the package's own deployment (eth-infinitism/account-abstraction: deploy/ and
// hardhat.config.ts), so bundlers and SDKs (alto, permissionless) find them where they look on every chain.
import { concat, encodeDeployData, getAddress, getContractAddress, type Address, type Hex } from 'viem';
import { publishedArtifact } from './published';
import type { DevnetSender } from './sender';

/** The CREATE2 deployment proxy (Arachnid's) that anvil has at genesis; calldata = salt (32 bytes) ++ init code. */
export const DETERMINISTIC_DEPLOYER: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C';

/** EntryPoint v0.8's address on every chain (viem's `entryPoint08Address`). */
export const ENTRY_POINT_V08_ADDRESS: Address = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108';
/** The salt of the package's own EntryPoint v0.8 deployment (SALT in the v0.8 repository's hardhat.config.ts). */
export const ENTRY_POINT_V08_SALT: Hex = '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9';

/** SimpleAccountFactory v0.8's address on every chain (permissionless' default for a v0.8 simple account). */
export const SIMPLE_ACCOUNT_FACTORY_V08_ADDRESS: Address = '0x13E9ed32155810FDbd067D4522C492D6f68E5944';
/** hardhat-deploy's `deterministicDeployment: true`: the zero salt. */
export const SIMPLE_ACCOUNT_FACTORY_V08_SALT: Hex = `0x${'00'.repeat(32)}`;

/**
 * Simple7702Account v0.8's address on every chain (viem's toSimple7702SmartAccount default implementation): the
 * contract an EOA delegates to by EIP-7702 to become a smart account (ERC-1271, batched execute) at its own address.
 * Deployed like the factory: the zero salt, no constructor arguments (it reads the EntryPoint as a constant).
 */
export const SIMPLE_7702_ACCOUNT_V08_ADDRESS: Address = '0xe6Cae83BdE06E4c305530e199D7217f42808555B';

/** Sends the CREATE2 deployment of `initCode` with `salt` through the proxy; throws unless it lands at `expected`. */
async function deployCanonical(
  sender: DevnetSender,
  salt: Hex,
  initCode: Hex,
  expected: Address,
  label: string,
): Promise<void> {
  const address = getContractAddress({ opcode: 'CREATE2', from: DETERMINISTIC_DEPLOYER, salt, bytecode: initCode });
  // Any change in the package's bytecode (or our salt) would move the contract: fail loudly instead.
  if (getAddress(address) !== expected)
    throw new Error(`${label} would deploy at ${address}, not its canonical ${expected}`);
  await sender.send({ to: DETERMINISTIC_DEPLOYER, data: concat([salt, initCode]) }, label);
}

/**
 * EntryPoint v0.8, then SimpleAccountFactory(entryPoint) (its constructor reads the EntryPoint's senderCreator,
 * so the order matters; both go from one sender in nonce order). Either is skipped when already on the chain.
 */
export async function deployErc4337(
  sender: DevnetSender,
): Promise<{ entryPoint: Address; simpleAccountFactory: Address; simple7702Account: Address }> {
  const [proxyCode, entryPointCode, factoryCode, simple7702Code] = await Promise.all(
    [
      DETERMINISTIC_DEPLOYER,
      ENTRY_POINT_V08_ADDRESS,
      SIMPLE_ACCOUNT_FACTORY_V08_ADDRESS,
      SIMPLE_7702_ACCOUNT_V08_ADDRESS,
    ].map((address) => sender.client.getCode({ address })),
  );
  if (!proxyCode)
    throw new Error(
      `no deterministic deployment proxy at ${DETERMINISTIC_DEPLOYER} (anvil started with --disable-default-create2-deployer?)`,
    );
  if (!entryPointCode) {
    const { bytecode } = publishedArtifact('entryPoint');
    await deployCanonical(sender, ENTRY_POINT_V08_SALT, bytecode, ENTRY_POINT_V08_ADDRESS, 'EntryPoint v0.8');
  }
  if (!factoryCode) {
    const initCode = encodeDeployData({
      ...publishedArtifact('simpleAccountFactory'),
      args: [ENTRY_POINT_V08_ADDRESS],
    });
    await deployCanonical(
      sender,
      SIMPLE_ACCOUNT_FACTORY_V08_SALT,
      initCode,
      SIMPLE_ACCOUNT_FACTORY_V08_ADDRESS,
      'SimpleAccountFactory v0.8',
    );
  }
  if (!simple7702Code) {
    const { bytecode } = publishedArtifact('simple7702Account');
    await deployCanonical(
      sender,
      SIMPLE_ACCOUNT_FACTORY_V08_SALT,
      bytecode,
      SIMPLE_7702_ACCOUNT_V08_ADDRESS,
      'Simple7702Account v0.8',
    );
  }
  return {
    entryPoint: ENTRY_POINT_V08_ADDRESS,
    simpleAccountFactory: SIMPLE_ACCOUNT_FACTORY_V08_ADDRESS,
    simple7702Account: SIMPLE_7702_ACCOUNT_V08_ADDRESS,
  };
}
