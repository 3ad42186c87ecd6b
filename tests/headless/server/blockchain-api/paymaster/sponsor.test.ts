// Gas sponsorship end to end on the devnet: viem's bundler client asks the API's ERC-7677 endpoint (through viem's own
// createPaymasterClient) for paymaster data, alto bundles the user operation, and the devnet's VerifyingPaymaster pays
// its gas from its EntryPoint deposit. A Safe that holds no AVENT at all sends a batch of two TEST transfers and still
// holds no AVENT after. The policy's refusals come back as JSON-RPC errors that say why, with nothing signed.
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { encodeFunctionData, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { testTokenAbi } from '../../../../../faucet/devnet/artifacts';
import { publishedArtifact } from '../../../../../faucet/devnet/published';
import { verifyingPaymasterHash } from '../../../../../headless/server/blockchain-api/paymaster/user-operation';
import { sponsorshipsOf } from '../../../../../headless/server/blockchain-api/paymaster/store';
import { startDevnetApi, stopApi } from '../../../../support/blockchain-api';
import { useDevnetBundler } from '../../../../support/bundler';
import { fundedAccount, mintTestToken, testPublicClient } from '../../../../support/chain';
import { devnetPaymaster, freshSafe, randomAddress, rpcPost, sponsoredBundler } from '../../../../support/sponsorship';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
const client = testPublicClient(rpcUrl);
const bundler = useDevnetBundler(rpcUrl);
let api: Awaited<ReturnType<typeof startDevnetApi>>;
const paymasterUrl = () => `${api.url}/v1/paymaster/33322`;

const transfer = (to: Address, amount: bigint) => ({
  to: contracts.token,
  data: encodeFunctionData({ abi: testTokenAbi, functionName: 'transfer', args: [to, amount] }),
});
const tokenBalance = (owner: Address) =>
  client.readContract({ address: contracts.token, abi: testTokenAbi, functionName: 'balanceOf', args: [owner] });
const deposit = () =>
  client.readContract({
    ...publishedArtifact('entryPointV07'),
    address: contracts.entryPointV07,
    functionName: 'balanceOf',
    args: [contracts.verifyingPaymaster],
  });

beforeAll(async () => {
  api = await startDevnetApi(rpcUrl, contracts, {
    indexer: { enabled: false },
    // TEST and TUSD only; at most 2 sponsored operations per account a day.
    paymaster: devnetPaymaster(contracts, {
      allowedContracts: [`eip155:33322:${contracts.token}`, contracts.secondToken],
      perUser: { maxOperations: 2 },
    }),
  });
});
afterAll(() => stopApi(api));

describe('ERC-7677 paymaster service with the devnet VerifyingPaymaster', () => {
  it('sponsors a Safe batch of two TEST transfers: it lands, and the Safe pays no gas (it holds no AVENT)', async () => {
    const account = await freshSafe(rpcUrl);
    const safe = await account.getAddress();
    await mintTestToken(rpcUrl, contracts.token, await fundedAccount(rpcUrl), safe, 100n);
    const [alice, bob] = [randomAddress(), randomAddress()];
    const depositBefore = await deposit();

    const bundlerClient = sponsoredBundler(rpcUrl, bundler.current.url, account, paymasterUrl());
    const hash = await bundlerClient.sendUserOperation({ calls: [transfer(alice, 30n), transfer(bob, 70n)] });
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 60_000 });

    expect(receipt.success).toBe(true);
    expect(receipt.paymaster?.toLowerCase()).toBe(contracts.verifyingPaymaster.toLowerCase());
    expect([await tokenBalance(alice), await tokenBalance(bob), await tokenBalance(safe)]).toEqual([30n, 70n, 0n]);
    expect(await client.getBalance({ address: safe })).toBe(0n);
    // The paymaster's deposit paid exactly what the EntryPoint charged.
    expect(depositBefore - (await deposit())).toBe(receipt.actualGasCost);
    // One reservation, for this operation's nonce, of at least what it cost.
    const reservations = await sponsorshipsOf(api.db, 33322, safe);
    expect(reservations).toEqual([{ nonce: BigInt(receipt.nonce), maxCost: expect.any(BigInt), signatures: 1 }]);
    expect(reservations[0]!.maxCost).toBeGreaterThanOrEqual(receipt.actualGasCost);
  });

  it('signs the hash the VerifyingPaymaster itself computes (getHash on chain)', async () => {
    const account = await freshSafe(rpcUrl);
    const op = {
      sender: (await account.getAddress()).toLowerCase() as Address,
      nonce: 5n,
      factory: null,
      factoryData: null,
      callData: await account.encodeCalls([transfer(randomAddress(), 1n)]),
      callGasLimit: 100_000n,
      verificationGasLimit: 400_000n,
      preVerificationGas: 60_000n,
      maxFeePerGas: 3_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
      paymasterVerificationGasLimit: 100_000n,
      paymasterPostOpGasLimit: 0n,
    };
    const packed = {
      sender: op.sender,
      nonce: op.nonce,
      initCode: '0x',
      callData: op.callData,
      accountGasLimits: `0x${op.verificationGasLimit.toString(16).padStart(32, '0')}${op.callGasLimit.toString(16).padStart(32, '0')}`,
      preVerificationGas: op.preVerificationGas,
      gasFees: `0x${op.maxPriorityFeePerGas.toString(16).padStart(32, '0')}${op.maxFeePerGas.toString(16).padStart(32, '0')}`,
      paymasterAndData: `${contracts.verifyingPaymaster}${op.paymasterVerificationGasLimit.toString(16).padStart(32, '0')}${'0'.repeat(32)}`,
      signature: '0x',
    } as const;
    const onChain = await client.readContract({
      ...publishedArtifact('verifyingPaymasterV07'),
      address: contracts.verifyingPaymaster,
      functionName: 'getHash',
      args: [packed as never, 1_900_000_000, 1_000],
    });
    expect(verifyingPaymasterHash(op, 33322, contracts.verifyingPaymaster, 1_900_000_000, 1_000)).toBe(onChain);
  });

  it('refuses a call to a contract the policy does not allow, a chain it does not sponsor and another EntryPoint, signing nothing', async () => {
    const account = await freshSafe(rpcUrl);
    const sender = await account.getAddress();
    const userOperation = {
      sender,
      nonce: '0x0',
      callData: await account.encodeCalls([transfer(randomAddress(), 1n), { to: contracts.nft, data: '0x' }]),
    };

    const outside = await rpcPost(paymasterUrl(), 'pm_getPaymasterStubData', [
      userOperation,
      contracts.entryPointV07,
      '0x822a',
      null,
    ]);
    expect(outside.error).toEqual({
      code: 4100,
      message: `Not sponsored: the user operation calls ${contracts.nft}, which the sponsorship policy of eip155:33322 does not allow`,
    });

    const otherChain = await rpcPost(`${api.url}/v1/paymaster/1`, 'pm_getPaymasterData', [
      userOperation,
      contracts.entryPointV07,
      '0x1',
      null,
    ]);
    expect(otherChain.error).toEqual({
      code: -32602,
      message: 'Not sponsored: chain eip155:1 has no sponsorship here (sponsored: eip155:33322)',
    });

    const v08 = await rpcPost(paymasterUrl(), 'pm_getPaymasterStubData', [
      userOperation,
      contracts.entryPoint,
      '0x822a',
      null,
    ]);
    expect(v08.error?.message).toBe(
      `Unsupported EntryPoint ${contracts.entryPoint}: this paymaster works with EntryPoint v0.7 at ${contracts.entryPointV07}`,
    );

    expect(await sponsorshipsOf(api.db, 33322, sender)).toEqual([]);
  });

  it('over the per-user limit: a clear JSON-RPC error through viem, nothing signed, nothing sent', async () => {
    const account = await freshSafe(rpcUrl);
    const safe = await account.getAddress();
    await mintTestToken(rpcUrl, contracts.token, await fundedAccount(rpcUrl), safe, 100n);
    const bundlerClient = sponsoredBundler(rpcUrl, bundler.current.url, account, paymasterUrl());
    for (let i = 0; i < 2; i++) {
      const hash = await bundlerClient.sendUserOperation({ calls: [transfer(randomAddress(), 1n)] });
      expect((await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 60_000 })).success).toBe(true);
    }
    const to = randomAddress();
    await expect(bundlerClient.sendUserOperation({ calls: [transfer(to, 1n)] })).rejects.toThrow(
      'Gas sponsorship limit reached for this account: 2 of 2 user operations sponsored in the last 24 h',
    );
    expect(await tokenBalance(to)).toBe(0n);
    expect((await sponsorshipsOf(api.db, 33322, safe)).length).toBe(2);
    expect(await client.getBalance({ address: safe })).toBe(0n);
  });

  it('refuses to start with a key the paymaster does not trust, or an address that is no VerifyingPaymaster', async () => {
    const otherKey = generatePrivateKey();
    await expect(
      startDevnetApi(rpcUrl, contracts, {
        indexer: { enabled: false },
        paymaster: { ...devnetPaymaster(contracts), signerKey: otherKey },
      }),
    ).rejects.toThrow(
      `The paymaster ${contracts.verifyingPaymaster} of chain 33322 trusts the signer ${contracts.paymasterSigner}, not the configured key's address ${privateKeyToAddress(otherKey)}`,
    );
    await expect(
      startDevnetApi(rpcUrl, contracts, {
        indexer: { enabled: false },
        paymaster: { ...devnetPaymaster(contracts), chains: [{ chainId: 33322, paymaster: contracts.token }] },
      }),
    ).rejects.toThrow(`The paymaster ${contracts.token} of chain 33322 is not a VerifyingPaymaster`);
  });
});
