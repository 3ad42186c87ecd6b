import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  publicActions,
  getAddress,
  http,
  parseEther,
  type Address,
  type Hex,
} from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  smartAccountBytecode,
  smartAccountAbi,
  smartAccountFactoryAbi,
  smartAccountFactoryBytecode,
  testTokenAbi,
  testTokenBytecode,
} from './artifacts';
import { DEVNET_MNEMONIC } from './anvil';

/** Addresses of the devnet's test contracts (SPEC: foundation issue, "The devnet"). */
export interface DevnetContracts {
  /** ERC-20 "Test Token" (TEST), 18 decimals, minted to the funded test accounts. */
  token: Address;
  /** Minimal ERC-1271 smart account whose isValidSignature accepts its owner's signatures. */
  smartAccount: Address;
  /** Owner of `smartAccount`: anvil's first test account. */
  smartAccountOwner: Address;
  /** CREATE2 factory of SmartAccount(owner) (`getAddress(owner, salt)`, `deploy(owner, salt)`), for ERC-6492. */
  smartAccountFactory: Address;
  /** Multicall3 at its canonical address (as on mainnet and most chains), for viem's batched reads. */
  multicall3: Address;
}

/** Multicall3's canonical address, the same on every chain it is deployed to. */
export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11';

/**
 * Places Multicall3 at its canonical address. The code is the published creation code that viem
 * ships (and runs itself for deployless multicalls; viem's exports do not name it, so it is read
 * from the installed file): an eth_call of the creation code returns the runtime code, which
 * anvil_setCode installs. Multicall3 has no constructor arguments nor immutables, so the result is
 * the contract deployed at that address on mainnet.
 */
async function installMulticall3(rpcUrl: string): Promise<void> {
  const viemMain = createRequire(import.meta.url).resolve('viem');
  const source = await readFile(join(dirname(viemMain), '..', '_esm', 'constants', 'contracts.js'), 'utf8');
  const creation = /export const multicall3Bytecode = '(0x[0-9a-f]+)'/.exec(source)?.[1];
  if (!creation) throw new Error('Multicall3 creation code not found in the installed viem');
  const anvil = createTestClient({ mode: 'anvil', transport: http(rpcUrl, { retryCount: 0 }) }).extend(publicActions);
  const { data: runtime } = await anvil.call({ data: creation as Hex });
  if (!runtime) throw new Error('Multicall3 creation code returned no runtime code');
  await anvil.setCode({ address: MULTICALL3_ADDRESS, bytecode: runtime });
}

/** TEST minted at deployment to each of anvil's default accounts. */
export const TEST_TOKEN_MINT_PER_ACCOUNT = parseEther('1000000');

/** How many of anvil's default accounts receive TEST at deployment. */
export const DEVNET_TOKEN_HOLDERS = 10;

/** Anvil's default accounts (from DEVNET_MNEMONIC), derived locally: no RPC round trip needed. */
export function devnetAccounts(count = DEVNET_TOKEN_HOLDERS): Address[] {
  return Array.from({ length: count }, (_, i) => mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: i }).address);
}

/**
 * Deploys the test contracts from the committed artifact to the chain at rpcUrl, from anvil
 * account 0 (which anvil signs for: eth_sendTransaction). The three deployments are sent in order
 * with consecutive explicit nonces, so on a fresh anvil the addresses are always the same
 * (token 0x5FbDB…0aa3, smart account 0xe7f1…0512, factory 0x9fE4…a6e0); it takes ~0.2-0.4 s.
 */
export async function deployDevnetContracts(rpcUrl: string): Promise<DevnetContracts> {
  const transport = http(rpcUrl, { retryCount: 0 });
  const publicClient = createPublicClient({ transport });
  const holders = devnetAccounts();
  const deployer = holders[0] as Address;
  const chainId = await publicClient.getChainId();
  const chain = { id: chainId, name: 'devnet', nativeCurrency: { name: 'AVENT', symbol: 'AVENT', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } };
  const wallet = createWalletClient({ transport, account: deployer, chain });
  const [nonce, fees] = await Promise.all([
    publicClient.getTransactionCount({ address: deployer, blockTag: 'pending' }),
    publicClient.estimateFeesPerGas({ chain }),
  ]);
  // Fixed gas and fees skip viem's per-send estimation round trips (anvil's block limit is 30M).
  const common = { nonce, gas: 3_000_000n, maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas };

  // Sent one after another: with parallel sends a later nonce can reach anvil first, sit in its
  // queued pool, and (seen here ~1 run in 6) never be mined in automine mode.
  const hashes: Hex[] = [];
  hashes.push(await wallet.deployContract({ abi: testTokenAbi, bytecode: testTokenBytecode, args: [holders, TEST_TOKEN_MINT_PER_ACCOUNT], ...common }));
  hashes.push(await wallet.deployContract({ abi: smartAccountAbi, bytecode: smartAccountBytecode, args: [deployer], ...common, nonce: nonce + 1 }));
  hashes.push(await wallet.deployContract({ abi: smartAccountFactoryAbi, bytecode: smartAccountFactoryBytecode, ...common, nonce: nonce + 2 }));
  const receipts = await Promise.all(hashes.map((hash) => publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 })));
  const addresses = receipts.map((r, i) => {
    if (r.status !== 'success' || !r.contractAddress) throw new Error(`devnet contract deployment ${i} failed (tx ${r.transactionHash})`);
    return getAddress(r.contractAddress);
  });
  const [token, smartAccount, smartAccountFactory] = addresses as [Address, Address, Address];
  await installMulticall3(rpcUrl);
  return { token, smartAccount, smartAccountOwner: deployer, smartAccountFactory, multicall3: MULTICALL3_ADDRESS };
}
