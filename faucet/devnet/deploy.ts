import { createWalletClient, getAddress, http, parseEther, parseUnits, type Address } from 'viem';
import {
  smartAccountBytecode,
  smartAccountAbi,
  smartAccountFactoryAbi,
  smartAccountFactoryBytecode,
  testDollarAbi,
  testDollarBytecode,
  testNftAbi,
  testNftBytecode,
  testTokenAbi,
  testTokenBytecode,
} from './artifacts';
import { devnetAccount } from './accounts';
import { deployErc4337 } from './erc4337';
import { installFarcasterRegistries } from './farcaster';
import { deploySafe, type SafeContracts } from './safe';
import { deployMulticall3, MULTICALL3_ADDRESS } from './multicall3';
import { deployPaymaster, type PaymasterContracts } from './paymaster';
import { createDevnetSender } from './sender';
import { deployUniswapV2 } from './uniswap';

/** Addresses of the devnet's test contracts. */
export interface DevnetBaseContracts {
  /** ERC-20 "Test Token" (TEST), 18 decimals, minted to the funded test accounts. */
  token: Address;
  /** Minimal ERC-1271 smart account whose isValidSignature accepts its owner's signatures. */
  smartAccount: Address;
  /** Owner of `smartAccount`: anvil's first test account. */
  smartAccountOwner: Address;
  /** CREATE2 factory of SmartAccount(owner) (`getAddress(owner, salt)`, `deploy(owner, salt)`), for ERC-6492. */
  smartAccountFactory: Address;
  /** Multicall3 at its canonical address 0xcA11…CA11 (the published presigned deployment, replayed). */
  multicall3: Address;
  /** WETH9 of the Uniswap V2 deployment (@uniswap/v2-periphery's build). */
  weth: Address;
  /** UniswapV2Factory (@uniswap/v2-core 1.0.1). */
  uniswapV2Factory: Address;
  /** UniswapV2Router02 (@uniswap/v2-periphery 1.1.0-beta.0) over `uniswapV2Factory` and `weth`. */
  uniswapV2Router: Address;
  /** The WETH/TEST pair (seeded: UNISWAP_V2_POOLS.test). */
  testWethPair: Address;
  /** ERC-20 "Test Dollar" (TUSD), 6 decimals (OpenZeppelin ERC20), minted to the funded test accounts. */
  secondToken: Address;
  /** The WETH/TUSD pair (seeded: UNISWAP_V2_POOLS.secondToken); TEST -> TUSD routes through WETH. */
  secondTokenWethPair: Address;
  /** ERC-721 "WalletDock Test NFT" (WDNFT, OpenZeppelin ERC721), NFTS_PER_ACCOUNT minted to each test account. */
  nft: Address;
  /** ERC-4337 EntryPoint v0.8 at its canonical address 0x4337…F108 (@account-abstraction/contracts 0.8.0). */
  entryPoint: Address;
  /** SimpleAccountFactory v0.8 at its canonical address 0x13E9…5944 (@account-abstraction/contracts 0.8.0). */
  simpleAccountFactory: Address;
  /** Simple7702Account v0.8 at its canonical address 0xe6Ca…555B (@account-abstraction/contracts 0.8.0): EIP-7702 delegate. */
  simple7702Account: Address;
}

/**
 * …and the embedded wallet's smart account: EntryPoint v0.7 and Safe 1.4.1 with its ERC-4337 module (safe.ts), and
 * the verifying paymaster that sponsors its gas (paymaster.ts).
 */
export type DevnetContracts = DevnetBaseContracts & SafeContracts & PaymasterContracts;

/** "Label:  address" lines, one per contract, for `npm run devnet` and `npm start` to print. */
export function devnetContractLines(contracts: DevnetContracts): string[] {
  const rows: [string, Address][] = [
    ['Test token (TEST)', contracts.token],
    ['Smart account', contracts.smartAccount],
    ['Smart account owner', contracts.smartAccountOwner],
    ['Smart account factory', contracts.smartAccountFactory],
    ['Multicall3', contracts.multicall3],
    ['WETH9', contracts.weth],
    ['Uniswap V2 factory', contracts.uniswapV2Factory],
    ['Uniswap V2 router02', contracts.uniswapV2Router],
    ['WETH/TEST pair', contracts.testWethPair],
    ['Test Dollar (TUSD)', contracts.secondToken],
    ['WETH/TUSD pair', contracts.secondTokenWethPair],
    ['Test NFT (WDNFT)', contracts.nft],
    ['EntryPoint v0.8', contracts.entryPoint],
    ['SimpleAccountFactory', contracts.simpleAccountFactory],
    ['Simple7702Account', contracts.simple7702Account],
    ['EntryPoint v0.7', contracts.entryPointV07],
    ['Safe 1.4.1 singleton', contracts.safeSingleton],
    ['Safe proxy factory', contracts.safeProxyFactory],
    ['Safe4337Module', contracts.safe4337Module],
    ['VerifyingPaymaster', contracts.verifyingPaymaster],
    ['Paymaster signer', contracts.paymasterSigner],
  ];
  return rows.map(([label, address]) => `${`${label}:`.padEnd(24)}${address}`);
}

/** TEST minted at deployment to each of anvil's default accounts. */
export const TEST_TOKEN_MINT_PER_ACCOUNT = parseEther('1000000');

/** TUSD (6 decimals) minted at deployment to each of anvil's default accounts. */
export const SECOND_TOKEN_MINT_PER_ACCOUNT = parseUnits('1000000', 6);

/** NFTs minted at deployment to each of anvil's default accounts: account i holds ids 3i+1 .. 3i+3. */
export const NFTS_PER_ACCOUNT = 3n;

/** How many of anvil's default accounts receive TEST (and TUSD, NFTs) at deployment. */
export const DEVNET_TOKEN_HOLDERS = 10;

/** Anvil's default accounts (from DEVNET_MNEMONIC), derived locally: no RPC round trip needed. */
export function devnetAccounts(count = DEVNET_TOKEN_HOLDERS): Address[] {
  return Array.from({ length: count }, (_, i) => devnetAccount(i).address);
}

/**
 * The accounts anvil funds and signs for (DEVNET_MNEMONIC's first ten: devnetAccounts()), asked of anvil: one
 * round trip instead of ~150 ms of key derivation on a cold process.
 */
async function anvilAccounts(rpcUrl: string): Promise<Address[]> {
  const accounts = await createWalletClient({ transport: http(rpcUrl, { retryCount: 0 }) }).getAddresses();
  if (accounts.length < DEVNET_TOKEN_HOLDERS)
    throw new Error(`the devnet needs anvil's ${DEVNET_TOKEN_HOLDERS} default accounts, it has ${accounts.length}`);
  return accounts.slice(0, DEVNET_TOKEN_HOLDERS).map((a) => getAddress(a));
}

/**
 * Deploys the test contracts to the chain at rpcUrl (an anvil) from anvil account 0 (which anvil signs for), every
 * transaction in order with consecutive explicit nonces, so on a fresh anvil every address is always the same:
 * nonces 0-2 are the original three (token 0x5FbDB…0aa3, smart account 0xe7f1…0512, factory 0x9fE4…a6e0), then
 * TUSD, the NFT, Uniswap V2 and its seeded pools, then the ERC-4337 contracts through the deterministic deployment
 * proxy (canonical addresses). Multicall3 goes alongside by its own presigned transaction. See README.md.
 */
export async function deployDevnetContracts(rpcUrl: string): Promise<DevnetContracts> {
  const holders = await anvilAccounts(rpcUrl);
  const deployer = holders[0] as Address;
  const sender = await createDevnetSender(rpcUrl, deployer);
  // Another sender (the keyless Multicall3 deployer): no nonce order to keep with account 0's transactions.
  const multicall = deployMulticall3(sender.client);
  // Awaited below; a handler now keeps an early failure from being an unhandled rejection while account 0 sends.
  multicall.catch(() => undefined);

  const token = await sender.deploy(
    { abi: testTokenAbi, bytecode: testTokenBytecode },
    [holders, TEST_TOKEN_MINT_PER_ACCOUNT],
    'TestToken',
  );
  const smartAccount = await sender.deploy(
    { abi: smartAccountAbi, bytecode: smartAccountBytecode },
    [deployer],
    'SmartAccount',
  );
  const smartAccountFactory = await sender.deploy(
    { abi: smartAccountFactoryAbi, bytecode: smartAccountFactoryBytecode },
    [],
    'SmartAccountFactory',
  );
  const secondToken = await sender.deploy(
    { abi: testDollarAbi, bytecode: testDollarBytecode },
    [holders, SECOND_TOKEN_MINT_PER_ACCOUNT],
    'TestDollar',
  );
  const nft = await sender.deploy(
    { abi: testNftAbi, bytecode: testNftBytecode },
    [holders, NFTS_PER_ACCOUNT],
    'TestNft',
  );
  const uniswap = await deployUniswapV2(sender, { test: token, secondToken });
  const erc4337 = await deployErc4337(sender);
  const safe = await deploySafe(sender);
  const paymaster = await deployPaymaster(sender);

  // Farcaster's ID and key registries by anvil_setCode at their canonical addresses (no nonce used).
  await installFarcasterRegistries(sender.client);

  const multicallHash = await multicall;
  await sender.receipts();
  if (multicallHash) {
    const receipt = await sender.client.waitForTransactionReceipt({ hash: multicallHash, pollingInterval: 20 });
    if (receipt.status !== 'success') throw new Error(`devnet deployment failed: Multicall3 (tx ${multicallHash})`);
  }
  return {
    token,
    smartAccount,
    smartAccountOwner: deployer,
    smartAccountFactory,
    multicall3: MULTICALL3_ADDRESS,
    ...uniswap,
    secondToken,
    nft,
    ...erc4337,
    ...safe,
    ...paymaster,
  };
}
