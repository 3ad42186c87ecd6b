import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  parseEther,
  type Address,
  type Hex,
  type TransactionReceipt,
  type PublicClient,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { DEVNET_CHAIN_ID } from '../../faucet/devnet/anvil';
import { testTokenAbi } from '../../faucet/devnet/artifacts';

/** A fresh account of one test, funded on the shared anvil (no nonce races with other tests). */
export interface FundedAccount {
  privateKey: Hex;
  address: Address;
  account: PrivateKeyAccount;
}

/** viem Chain for the devnet at rpcUrl (id 33322, native AVENT 18 decimals). */
export function devnetChainFor(rpcUrl: string) {
  return {
    id: DEVNET_CHAIN_ID,
    name: 'WalletDock Devnet',
    nativeCurrency: { name: 'AVENT', symbol: 'AVENT', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  } as const;
}

/** A public client on the devnet at rpcUrl, polling fast (anvil mines instantly). */
export function testPublicClient(rpcUrl: string): PublicClient {
  return createPublicClient({ chain: devnetChainFor(rpcUrl), transport: http(rpcUrl), pollingInterval: 50 });
}

/** Sets the native balance of `address` (anvil_setBalance), in ether. */
export async function setBalance(rpcUrl: string, address: Address, ether: bigint): Promise<void> {
  const anvil = createTestClient({ mode: 'anvil', chain: devnetChainFor(rpcUrl), transport: http(rpcUrl) });
  await anvil.setBalance({ address, value: parseEther(ether.toString()) });
}

/** A fresh random key funded with `ether` native coin by anvil_setBalance. */
export async function fundedAccount(rpcUrl: string, ether = 100n): Promise<FundedAccount> {
  const privateKey = generatePrivateKey();
  const account = privateKeyToAccount(privateKey);
  await setBalance(rpcUrl, account.address, ether);
  return { privateKey, address: account.address, account };
}

/** Mints `amount` (base units) of the devnet TEST token to `to` through its open test-only mint, sent by `from`. */
export async function mintTestToken(
  rpcUrl: string,
  token: Address,
  from: FundedAccount,
  to: Address,
  amount: bigint,
): Promise<TransactionReceipt> {
  const wallet = createWalletClient({ account: from.account, chain: devnetChainFor(rpcUrl), transport: http(rpcUrl) });
  const hash = await wallet.writeContract({
    address: token,
    abi: testTokenAbi,
    functionName: 'mint',
    args: [to, amount],
  });
  return testPublicClient(rpcUrl).waitForTransactionReceipt({ hash });
}
