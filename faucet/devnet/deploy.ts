import {
  createPublicClient,
  createWalletClient,
  getAddress,
  http,
  parseEther,
  type Address,
  type Hex,
} from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
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
 * account 0 (which anvil signs for: eth_sendTransaction). The three deployments are sent with
 * consecutive explicit nonces without waiting in between, so on a fresh anvil the addresses are
 * always the same and the whole step takes a few tens of milliseconds.
 */
export async function deployDevnetContracts(rpcUrl: string): Promise<DevnetContracts> {
  const transport = http(rpcUrl, { retryCount: 0 });
  const publicClient = createPublicClient({ transport });
  const holders = devnetAccounts();
  const deployer = holders[0] as Address;
  const chainId = await publicClient.getChainId();
  const chain = { id: chainId, name: 'devnet', nativeCurrency: { name: 'AVENT', symbol: 'AVENT', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } };
  const wallet = createWalletClient({ transport, account: deployer, chain });
  const nonce = await publicClient.getTransactionCount({ address: deployer, blockTag: 'pending' });

  const hashes: Hex[] = await Promise.all([
    wallet.deployContract({ abi: testTokenAbi, bytecode: testTokenBytecode, args: [holders, TEST_TOKEN_MINT_PER_ACCOUNT], nonce }),
    wallet.deployContract({ abi: smartAccountAbi, bytecode: smartAccountBytecode, args: [deployer], nonce: nonce + 1 }),
    wallet.deployContract({ abi: smartAccountFactoryAbi, bytecode: smartAccountFactoryBytecode, nonce: nonce + 2 }),
  ]);
  const receipts = await Promise.all(hashes.map((hash) => publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 })));
  const addresses = receipts.map((r, i) => {
    if (r.status !== 'success' || !r.contractAddress) throw new Error(`devnet contract deployment ${i} failed (tx ${r.transactionHash})`);
    return getAddress(r.contractAddress);
  });
  const [token, smartAccount, smartAccountFactory] = addresses as [Address, Address, Address];
  return { token, smartAccount, smartAccountOwner: deployer, smartAccountFactory };
}
