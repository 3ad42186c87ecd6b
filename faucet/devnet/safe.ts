// The embedded wallet's smart account on the devnet: Safe 1.4.1 (@safe-global/safe-contracts 1.4.1) with its ERC-4337
// module (@safe-global/safe-4337 0.3.0) on EntryPoint v0.7 (@account-abstraction/contracts 0.7.0), every contract
// from its package's shipped artifact, unchanged.
// - EntryPoint v0.7 goes through the deterministic deployment proxy with its repository's salt, so it lands at its
//   canonical 0x0000…a032 (where alto and viem look).
// - Safe's contracts are deployed on every chain through the Safe singleton factory with the zero salt. That factory
//   is the deterministic deployment proxy's own bytecode placed by a transaction presigned per chain id, which no one
//   has signed for 33322: the devnet puts the same runtime code at the factory's address (anvil_setCode), and the
//   CREATE2 deployments through it then land at the Safe addresses permissionless uses by default (singleton, proxy
//   factory, MultiSend, MultiSendCallOnly).
// - Safe4337Module and SafeModuleSetup from the 0.3.0 package do not hash to the addresses of the deployed 0.3.0
//   release (0x75cf…c226, 0x2dd6…5b47; the release was built apart from the npm artifacts), so they land at their own
//   CREATE2 addresses through the same factory; headless/core/smart-account/safe.ts names them for permissionless.
import { concat, encodeAbiParameters, getAddress, getContractAddress, type Address, type Hex } from 'viem';
import { DETERMINISTIC_DEPLOYER } from './erc4337';
import { publishedArtifact } from './published';
import type { DevnetSender } from './sender';

/** EntryPoint v0.7's address on every chain (viem's entryPoint07Address). */
export const ENTRY_POINT_V07_ADDRESS: Address = '0x0000000071727De22E5E9d8BAf0edAc6f37da032';
/** The salt of the EntryPoint v0.7 deployment (its repository's deploy script). */
const ENTRY_POINT_V07_SALT: Hex = '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3';
/** The Safe singleton factory's address on every chain it is deployed to. */
export const SAFE_SINGLETON_FACTORY: Address = '0x914d7Fec6aaC8cd542e72Bca78B30650d45643d7';
const ZERO_SALT: Hex = `0x${'00'.repeat(32)}`;

/** Where each Safe contract lands (checked before sending: a changed artifact fails loudly). */
export const SAFE_ADDRESSES = {
  safeSingleton: '0x41675C099F32341bf84BFc5382aF534df5C7461a',
  safeProxyFactory: '0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67',
  multiSend: '0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526',
  multiSendCallOnly: '0x9641d764fc13c8B624c04430C7356C1C7C8102e2',
  safe4337Module: '0xDBE027F6a41aF5cFF83799669348079d574FaeCE',
  safeModuleSetup: '0x179D495Ba379Ec6eE559cbeDD4511FA52976a02A',
} as const satisfies Record<string, Address>;

export type SafeContracts = { entryPointV07: Address } & { [K in keyof typeof SAFE_ADDRESSES]: Address };

async function deployThrough(
  sender: DevnetSender,
  factory: Address,
  salt: Hex,
  initCode: Hex,
  expected: Address,
  label: string,
): Promise<void> {
  const address = getContractAddress({ opcode: 'CREATE2', from: factory, salt, bytecode: initCode });
  if (getAddress(address) !== getAddress(expected))
    throw new Error(`${label} would deploy at ${address}, not ${expected}`);
  if (await sender.client.getCode({ address })) return;
  await sender.send({ to: factory, data: concat([salt, initCode]) }, label);
}

/** EntryPoint v0.7 and Safe with its 4337 module; each skipped when already on the chain. */
export async function deploySafe(sender: DevnetSender): Promise<SafeContracts> {
  await deployThrough(
    sender,
    DETERMINISTIC_DEPLOYER,
    ENTRY_POINT_V07_SALT,
    publishedArtifact('entryPointV07').bytecode,
    ENTRY_POINT_V07_ADDRESS,
    'EntryPoint v0.7',
  );
  if (!(await sender.client.getCode({ address: SAFE_SINGLETON_FACTORY }))) {
    const proxyCode = await sender.client.getCode({ address: DETERMINISTIC_DEPLOYER });
    if (!proxyCode) throw new Error(`no deterministic deployment proxy at ${DETERMINISTIC_DEPLOYER}`);
    await sender.client.setCode({ address: SAFE_SINGLETON_FACTORY, bytecode: proxyCode });
  }
  const plain = [
    ['safeSingleton', 'safe', 'Safe 1.4.1'],
    ['safeProxyFactory', 'safeProxyFactory', 'SafeProxyFactory 1.4.1'],
    ['multiSend', 'multiSend', 'MultiSend 1.4.1'],
    ['multiSendCallOnly', 'multiSendCallOnly', 'MultiSendCallOnly 1.4.1'],
    ['safeModuleSetup', 'safeModuleSetup', 'SafeModuleSetup 0.3.0'],
  ] as const;
  for (const [key, artifact, label] of plain) {
    await deployThrough(
      sender,
      SAFE_SINGLETON_FACTORY,
      ZERO_SALT,
      publishedArtifact(artifact).bytecode,
      SAFE_ADDRESSES[key],
      label,
    );
  }
  // The module is bound to its EntryPoint by its constructor.
  const moduleCode = concat([
    publishedArtifact('safe4337Module').bytecode,
    encodeAbiParameters([{ type: 'address' }], [ENTRY_POINT_V07_ADDRESS]),
  ]);
  await deployThrough(
    sender,
    SAFE_SINGLETON_FACTORY,
    ZERO_SALT,
    moduleCode,
    SAFE_ADDRESSES.safe4337Module,
    'Safe4337Module 0.3.0',
  );
  return { entryPointV07: ENTRY_POINT_V07_ADDRESS, ...SAFE_ADDRESSES };
}
