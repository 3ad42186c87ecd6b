// User operations through a real bundler (@pimlico/alto) on the devnet, for the three account implementations
// (Safe and SimpleAccount by their factories, Simple7702Account by EIP-7702 delegation): the first one deploys (delegates) the
// account, a wallet_sendCalls batch of two transfers lands together, and a batch with a failing call changes nothing.
import { describe, expect, it, inject } from 'vitest';
import { encodeFunctionData, parseEther, parseGwei, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import {
  createSmartAccount,
  isSmartAccountDeployed,
  type SmartAccountImplementation,
} from '../../../../headless/core/smart-account/account';
import {
  getCallsStatus,
  sendCalls,
  sendSmartAccountCalls,
  smartAccountCapabilities,
  waitForCallsStatus,
  type SmartAccountContext,
} from '../../../../headless/core/smart-account/calls';
import { testTokenAbi } from '../../../../faucet/devnet/artifacts';
import { useDevnetBundler } from '../../../support/bundler';
import { fundedAccount, mintTestToken, setBalance, testPublicClient } from '../../../support/chain';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
const client = testPublicClient(rpcUrl);
const bundler = useDevnetBundler(rpcUrl);

const randomAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address;
const transfer = (to: Address, amount: bigint) => ({
  to: contracts.token,
  data: encodeFunctionData({ abi: testTokenAbi, functionName: 'transfer', args: [to, amount] }),
});
const tokenBalance = (owner: Address) =>
  client.readContract({ address: contracts.token, abi: testTokenAbi, functionName: 'balanceOf', args: [owner] });

// Why a batch's call failed: SimpleAccount and Simple7702Account say which call and why; a Safe batch goes through
// MultiSend, which reverts with no data.
const batchRevertReason: Record<SmartAccountImplementation, string> = {
  safe: 'a call reverted without a reason',
  simple7702: 'call 2 reverted: TestToken: insufficient balance',
  simple: 'call 2 reverted: TestToken: insufficient balance',
};

describe.each<SmartAccountImplementation>(['safe', 'simple7702', 'simple'])(
  '%s account: user operations (alto on the devnet)',
  (implementation) => {
    async function freshContext(): Promise<SmartAccountContext> {
      const account = await createSmartAccount({
        client,
        owner: privateKeyToAccount(generatePrivateKey()),
        implementation,
      });
      return { account, client, bundlerUrl: bundler.current.url, pollingInterval: 50 };
    }

    it('the first user operation deploys the account and moves its value', async () => {
      const context = await freshContext();
      const address = await context.account.getAddress();
      await setBalance(rpcUrl, address, 1n);
      expect(await isSmartAccountDeployed(context.account)).toBe(false);

      const to = randomAddress();
      const status = await sendSmartAccountCalls(context, [{ to, value: parseEther('0.25') }]);

      expect(status.status).toBe(200);
      expect(await isSmartAccountDeployed(context.account)).toBe(true);
      expect(await client.getBalance({ address: to })).toBe(parseEther('0.25'));
      // A second one goes to the deployed account (no factory data) and lands too.
      await sendSmartAccountCalls(context, [{ to, value: parseEther('0.25') }]);
      expect(await client.getBalance({ address: to })).toBe(parseEther('0.5'));
      // Fees come from the bundler's price: the node's suggested tip must not climb with each user operation (with
      // viem's node-based default it doubled every time, ~4 gwei after two, ~209 after eight).
      for (let i = 0; i < 3; i++) await sendSmartAccountCalls(context, [{ to, value: 1n }]);
      expect(await client.estimateMaxPriorityFeePerGas()).toBeLessThan(parseGwei('2'));
    });

    it('a wallet_sendCalls batch of two token transfers lands atomically in one user operation', async () => {
      const context = await freshContext();
      const address = await context.account.getAddress();
      await setBalance(rpcUrl, address, 1n);
      await mintTestToken(rpcUrl, contracts.token, await fundedAccount(rpcUrl), address, 100n);
      const [alice, bob] = [randomAddress(), randomAddress()];

      expect(smartAccountCapabilities(33322)).toEqual({ '0x822a': { atomic: { status: 'supported' } } });
      const { id } = await sendCalls(context, [transfer(alice, 30n), transfer(bob, 70n)]);
      const status = await waitForCallsStatus(context, id);

      expect(status).toMatchObject({ id, chainId: '0x822a', atomic: true, status: 200 });
      expect(status.receipts).toHaveLength(1); // both calls in one transaction
      expect(await getCallsStatus(context, id)).toMatchObject({ status: 200 });
      expect([await tokenBalance(alice), await tokenBalance(bob), await tokenBalance(address)]).toEqual([30n, 70n, 0n]);
    });

    it('a batch with a failing call is refused by the bundler, moves nothing and says which call failed', async () => {
      const context = await freshContext();
      const address = await context.account.getAddress();
      await setBalance(rpcUrl, address, 1n);
      await mintTestToken(rpcUrl, contracts.token, await fundedAccount(rpcUrl), address, 50n);
      const [alice, bob] = [randomAddress(), randomAddress()];

      // The second transfer exceeds the balance: the bundler's simulation sees the batch revert and refuses it.
      await expect(sendCalls(context, [transfer(alice, 30n), transfer(bob, 70n)])).rejects.toThrow(
        `The bundler rejected the user operation: UserOperation reverted during simulation with reason: ${batchRevertReason[implementation]}`,
      );
      expect([await tokenBalance(alice), await tokenBalance(bob), await tokenBalance(address)]).toEqual([0n, 0n, 50n]);
      expect(await isSmartAccountDeployed(context.account)).toBe(false);
    });

    it('a batch whose second call reverts on chain undoes the first (atomic)', async () => {
      const context = await freshContext();
      const address = await context.account.getAddress();
      await setBalance(rpcUrl, address, 1n);
      await mintTestToken(rpcUrl, contracts.token, await fundedAccount(rpcUrl), address, 50n);
      const [alice, bob] = [randomAddress(), randomAddress()];

      // Fixed gas limits skip the estimation that would refuse it, so the batch is included and reverts on chain.
      const gas = { callGasLimit: 300_000n, verificationGasLimit: 500_000n, preVerificationGas: 100_000n };
      const { id } = await sendCalls(context, [transfer(alice, 30n), transfer(bob, 70n)], gas);
      const status = await waitForCallsStatus(context, id);

      expect(status).toMatchObject({ status: 500, atomic: true, reason: batchRevertReason[implementation] });
      expect(status.receipts[0]?.status).toBe('0x0');
      expect([await tokenBalance(alice), await tokenBalance(bob), await tokenBalance(address)]).toEqual([0n, 0n, 50n]);
    });

    it('refuses calls without a 0x target', async () => {
      const context = await freshContext();
      await expect(sendCalls(context, [{ to: 'alice' as Address }])).rejects.toThrow(
        'Each call needs a 0x target address, and its data must start with 0x',
      );
      await expect(sendCalls(context, [])).rejects.toThrow(
        'Each call needs a 0x target address, and its data must start with 0x',
      );
    });

    it('a user operation from an account without funds is rejected, with nothing pending', async () => {
      const context = await freshContext();
      await expect(sendCalls(context, [{ to: randomAddress(), value: 1n }])).rejects.toThrow(
        /^The bundler rejected the user operation: /,
      );
      expect(await isSmartAccountDeployed(context.account)).toBe(false);
    });
  },
);

describe('safe account: a user operation signed by a key that does not own it', () => {
  it("is refused by the bundler (AA24 signature error); nothing moves and the owner's next one lands", async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const account = await createSmartAccount({ client, owner });
    const context: SmartAccountContext = { account, client, bundlerUrl: bundler.current.url, pollingInterval: 50 };
    await setBalance(rpcUrl, account.address, 1n);
    const to = randomAddress();
    await sendSmartAccountCalls(context, [{ to, value: 1n }]); // deploys the Safe

    // An attacker builds a user operation for the owner's Safe (permissionless takes its address) and signs it.
    const { toSafeSmartAccount } = await import('permissionless/accounts');
    const forged = await toSafeSmartAccount({
      client,
      owners: [privateKeyToAccount(generatePrivateKey())],
      version: '1.4.1',
      address: account.address,
      entryPoint: { address: contracts.entryPointV07, version: '0.7' },
      safe4337ModuleAddress: contracts.safe4337Module,
      safeModuleSetupAddress: contracts.safeModuleSetup,
    });
    await expect(sendCalls({ ...context, account: forged }, [{ to, value: parseEther('0.5') }])).rejects.toThrow(
      /^The bundler rejected the user operation: .*AA24 signature error/,
    );
    expect(await client.getBalance({ address: to })).toBe(1n);

    // Nothing is left pending in the bundler: the owner's next user operation (same nonce key) lands.
    await sendSmartAccountCalls(context, [{ to, value: 1n }]);
    expect(await client.getBalance({ address: to })).toBe(2n);
  });
});
