import { describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createWalletClient, getAddress, hashMessage, http, keccak256, parseEther, toHex, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { startAnvil } from '../../../faucet/devnet/anvil';
import {
  smartAccountAbi,
  smartAccountFactoryAbi,
  testDollarAbi,
  testNftAbi,
  testTokenAbi,
} from '../../../faucet/devnet/artifacts';
import {
  deployDevnetContracts,
  devnetAccounts,
  NFTS_PER_ACCOUNT,
  SECOND_TOKEN_MINT_PER_ACCOUNT,
  TEST_TOKEN_MINT_PER_ACCOUNT,
  type DevnetContracts,
} from '../../../faucet/devnet/deploy';
import { uniswapV2PairAbi } from '../../../faucet/devnet/published-abis';
import { UNISWAP_V2_POOLS } from '../../../faucet/devnet/uniswap';
import { devnetChainFor, fundedAccount, mintTestToken, testPublicClient } from '../../support/chain';

const ACCOUNT0_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

describe('devnet contracts deployed by the global setup', () => {
  const rpcUrl = inject('rpcUrl');
  const contracts = inject('contracts');
  const client = testPublicClient(rpcUrl);

  it('the token is "Test Token" (TEST, 18 decimals) minted to the 10 default accounts', async () => {
    const read = <F extends 'name' | 'symbol' | 'decimals' | 'totalSupply'>(functionName: F) =>
      client.readContract({ address: contracts.token, abi: testTokenAbi, functionName });
    expect(await read('name')).toBe('Test Token');
    expect(await read('symbol')).toBe('TEST');
    expect(await read('decimals')).toBe(18);
    expect(await read('totalSupply')).toBeGreaterThanOrEqual(TEST_TOKEN_MINT_PER_ACCOUNT * 10n);
    const holders = devnetAccounts();
    expect(holders[0]).toBe(getAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'));
    // account 9 is never spent from by tests, so its balance is exactly the minted amount
    const balance = await client.readContract({
      address: contracts.token,
      abi: testTokenAbi,
      functionName: 'balanceOf',
      args: [holders[9]!],
    });
    expect(balance).toBe(TEST_TOKEN_MINT_PER_ACCOUNT);
  });

  it('the smart account validates its owner signature over the given hash only', async () => {
    expect(contracts.smartAccountOwner).toBe(devnetAccounts()[0]);
    const owner = privateKeyToAccount(ACCOUNT0_KEY);
    const hash = hashMessage('hello devnet');
    const good = await owner.signMessage({ message: 'hello devnet' });
    const other = await (await fundedAccount(rpcUrl, 0n)).account.signMessage({ message: 'hello devnet' });
    const check = (h: `0x${string}`, sig: `0x${string}`) =>
      client.readContract({
        address: contracts.smartAccount,
        abi: smartAccountAbi,
        functionName: 'isValidSignature',
        args: [h, sig],
      });
    expect(await check(hash, good)).toBe('0x1626ba7e');
    expect(await check(hash, other)).toBe('0xffffffff');
    expect(await check(keccak256(toHex('another payload')), good)).toBe('0xffffffff');
    expect(await check(hash, '0x1234')).toBe('0xffffffff');
    // viem's verifyMessage goes through ERC-1271 for a contract address
    expect(
      await client.verifyMessage({ address: contracts.smartAccount, message: 'hello devnet', signature: good }),
    ).toBe(true);
    expect(
      await client.verifyMessage({ address: contracts.smartAccount, message: 'hello devnet', signature: other }),
    ).toBe(false);
  });

  it('the factory predicts the CREATE2 address and deploy() creates an owner-validating account there', async () => {
    const me = await fundedAccount(rpcUrl, 1n);
    const salt = keccak256(toHex('salt-1'));
    const predicted = await client.readContract({
      address: contracts.smartAccountFactory,
      abi: smartAccountFactoryAbi,
      functionName: 'getAddress',
      args: [me.address, salt],
    });
    expect(await client.getCode({ address: predicted })).toBeUndefined();
    const wallet = createWalletClient({ account: me.account, transport: http(rpcUrl), chain: devnetChainFor(rpcUrl) });
    const hash = await wallet.writeContract({
      address: contracts.smartAccountFactory,
      abi: smartAccountFactoryAbi,
      functionName: 'deploy',
      args: [me.address, salt],
    });
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success');
    expect(await client.readContract({ address: predicted, abi: smartAccountAbi, functionName: 'owner' })).toBe(
      me.address,
    );
  });

  it('fundedAccount gives a fresh key its balance, and the open mint gives it TEST', async () => {
    const me = await fundedAccount(rpcUrl, 5n);
    expect(await client.getBalance({ address: me.address })).toBe(parseEther('5'));
    await mintTestToken(rpcUrl, contracts.token, me, me.address, 42n);
    expect(
      await client.readContract({
        address: contracts.token,
        abi: testTokenAbi,
        functionName: 'balanceOf',
        args: [me.address],
      }),
    ).toBe(42n);
  });
});

describe('devnet TUSD and NFT (OpenZeppelin ERC20 / ERC721)', () => {
  const rpcUrl = inject('rpcUrl');
  const contracts = inject('contracts');
  const client = testPublicClient(rpcUrl);
  const nft = { address: contracts.nft, abi: testNftAbi } as const;
  const holders = devnetAccounts();
  /** The text of a `data:<type>;base64,` URI. */
  const dataText = (uri: string, type: string) => {
    expect(uri.startsWith(`data:${type};base64,`)).toBe(true);
    return Buffer.from(uri.slice(uri.indexOf(',') + 1), 'base64').toString('utf8');
  };

  it('the second token is "Test Dollar" (TUSD, 6 decimals) minted to the 10 default accounts', async () => {
    const read = <F extends 'name' | 'symbol' | 'decimals'>(functionName: F) =>
      client.readContract({ address: contracts.secondToken, abi: testDollarAbi, functionName });
    expect([await read('name'), await read('symbol'), await read('decimals')]).toEqual(['Test Dollar', 'TUSD', 6]);
    const balance = await client.readContract({
      address: contracts.secondToken,
      abi: testDollarAbi,
      functionName: 'balanceOf',
      args: [holders[9]!],
    });
    expect(balance).toBe(SECOND_TOKEN_MINT_PER_ACCOUNT);
  });

  it('each test account owns its tokens, whose on-chain tokenURI has a name and an SVG image', async () => {
    expect(await client.readContract({ ...nft, functionName: 'name' })).toBe('WalletDock Test NFT');
    expect(await client.readContract({ ...nft, functionName: 'balanceOf', args: [holders[9]!] })).toBe(
      NFTS_PER_ACCOUNT,
    );
    // account i holds ids 3i+1 .. 3i+3
    expect(await client.readContract({ ...nft, functionName: 'ownerOf', args: [1n] })).toBe(holders[0]);
    expect(await client.readContract({ ...nft, functionName: 'ownerOf', args: [30n] })).toBe(holders[9]);
    const uri = await client.readContract({ ...nft, functionName: 'tokenURI', args: [28n] });
    const metadata = JSON.parse(dataText(uri, 'application/json')) as {
      name: string;
      description: string;
      image: string;
    };
    expect(metadata.name).toBe('WalletDock Test NFT #28');
    expect(metadata.description).toMatch(/devnet/);
    const svg = dataText(metadata.image, 'image/svg+xml');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg".*>#28<\/text><\/svg>$/);
  });

  it('the open mint gives a fresh account the next token; a token that does not exist has no URI', async () => {
    const me = await fundedAccount(rpcUrl, 1n);
    const wallet = createWalletClient({ account: me.account, chain: devnetChainFor(rpcUrl), transport: http(rpcUrl) });
    const { result: id, request } = await client.simulateContract({
      ...nft,
      functionName: 'mint',
      args: [me.address],
      account: me.account,
    });
    expect((await client.waitForTransactionReceipt({ hash: await wallet.writeContract(request) })).status).toBe(
      'success',
    );
    expect(await client.readContract({ ...nft, functionName: 'ownerOf', args: [id] })).toBe(me.address);
    await expect(client.readContract({ ...nft, functionName: 'tokenURI', args: [10n ** 9n] })).rejects.toThrow(
      /ERC721NonexistentToken/,
    );
  });
});

describe('deployDevnetContracts on fresh chains', () => {
  const runContracts = inject('contracts');

  /** `| \`Name\` | \`0x…\` |` rows of faucet/devnet/README.md's contract table. */
  const readmeAddresses = () => {
    const readme = readFileSync(new URL('../../../faucet/devnet/README.md', import.meta.url), 'utf8');
    return new Map(
      [...readme.matchAll(/^\| `(\w+)` \| `(0x[0-9a-fA-F]{40})` \|/gm)].map(([, key, address]) => [
        key!,
        getAddress(address!),
      ]),
    );
  };

  it("gives every contract the same address as on the run's chain and in README.md, and seeds the pools as documented", async () => {
    const anvil = await startAnvil();
    try {
      const fresh = await deployDevnetContracts(anvil.rpcUrl);
      expect(fresh).toEqual(runContracts);
      const documented = readmeAddresses();
      for (const [key, address] of Object.entries(fresh) as [keyof DevnetContracts, Address][]) {
        if (key !== 'smartAccountOwner') expect(documented.get(key), key).toBe(address);
      }
      const client = testPublicClient(anvil.rpcUrl);
      const reserves = async (pair: Address, token: Address) => {
        const [r0, r1] = await client.readContract({
          address: pair,
          abi: uniswapV2PairAbi,
          functionName: 'getReserves',
        });
        return BigInt(fresh.weth) < BigInt(token) ? { avent: r0, token: r1 } : { avent: r1, token: r0 };
      };
      expect(await reserves(fresh.testWethPair, fresh.token)).toEqual(UNISWAP_V2_POOLS.test);
      expect(await reserves(fresh.secondTokenWethPair, fresh.secondToken)).toEqual(UNISWAP_V2_POOLS.secondToken);
      // account 0 seeded the pools from freshly minted tokens: its own TEST balance is still the minted amount
      expect(
        await client.readContract({
          address: fresh.token,
          abi: testTokenAbi,
          functionName: 'balanceOf',
          args: [fresh.smartAccountOwner],
        }),
      ).toBe(TEST_TOKEN_MINT_PER_ACCOUNT);

      // A second deployment on the same chain keeps the canonical contracts where they are (no failed CREATE2).
      const again = await deployDevnetContracts(anvil.rpcUrl);
      expect([again.multicall3, again.entryPoint, again.simpleAccountFactory]).toEqual([
        fresh.multicall3,
        fresh.entryPoint,
        fresh.simpleAccountFactory,
      ]);
      expect(again.token).not.toBe(fresh.token);
    } finally {
      await anvil.stop();
    }
  });

  it('refuses an anvil without its 10 default accounts, naming what is missing', async () => {
    const anvil = await startAnvil({ accounts: 2 });
    try {
      await expect(deployDevnetContracts(anvil.rpcUrl)).rejects.toThrow(
        "the devnet needs anvil's 10 default accounts, it has 2",
      );
    } finally {
      await anvil.stop();
    }
  });
});
