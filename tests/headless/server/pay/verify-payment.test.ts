// verifyPayment against the run's devnet (anvil with the devnet's contracts) and a second anvil on another chain:
// the payments it must accept (native, ERC-20 of 18 and of 6 decimals, an overpayment) and each way a transaction
// can pretend to pay and must be refused, made for real on chain.
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import {
  concat,
  createTestClient,
  createWalletClient,
  encodeAbiParameters,
  http,
  keccak256,
  parseEther,
  parseUnits,
  toHex,
  type Address,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { verifyPayment } from 'walletdock/server';
import { startAnvil, type Anvil } from '../../../../faucet/devnet/anvil';
import { testDollarAbi, testTokenAbi } from '../../../../faucet/devnet/artifacts';
import {
  devnetChainFor,
  fundedAccount,
  mintTestToken,
  testPublicClient,
  type FundedAccount,
} from '../../../support/chain';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
const client = testPublicClient(rpcUrl);
const chainId = 33322;

const randomAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address;
const walletOf = (payer: FundedAccount, url = rpcUrl) =>
  createWalletClient({ account: payer.account, chain: devnetChainFor(url), transport: http(url) });
const mined = async (hash: Hex, url = rpcUrl) => {
  await testPublicClient(url).waitForTransactionReceipt({ hash });
  return hash;
};

/** A payer holding 100 AVENT and 1,000 TEST. */
async function payer(): Promise<FundedAccount> {
  const account = await fundedAccount(rpcUrl);
  await mintTestToken(rpcUrl, contracts.token, account, account.address, parseEther('1000'));
  return account;
}
const payTest = async (from: FundedAccount, to: Address, amount: bigint) =>
  mined(
    await walletOf(from).writeContract({
      address: contracts.token,
      abi: testTokenAbi,
      functionName: 'transfer',
      args: [to, amount],
    }),
  );
const payNative = async (from: FundedAccount, to: Address, value: bigint) =>
  mined(await walletOf(from).sendTransaction({ to, value }));

// A contract that is not the asset and emits the asset's Transfer event with whatever from, to and value it is
// called with (calldata: three words). Its runtime, opcode by opcode:
//   PUSH1 32 PUSH1 64 PUSH1 0 CALLDATACOPY   memory[0..32] = calldata word 2 (the value, the event's data)
//   PUSH1 32 CALLDATALOAD PUSH1 0 CALLDATALOAD  topics 2 and 1: to, from
//   PUSH32 keccak256("Transfer(address,address,uint256)")  topic 0
//   PUSH1 32 PUSH1 0 LOG3 STOP
const TRANSFER_TOPIC = keccak256(toHex('Transfer(address,address,uint256)'));
const forgerRuntime = concat(['0x60206040600037602035600035', '0x7f', TRANSFER_TOPIC, '0x60206000a300']);
// Its creation code (11 bytes: PUSH1 52 DUP1 PUSH1 11 PUSH1 0 CODECOPY PUSH1 0 RETURN) returns the 52 bytes after it.
const forgerCreation = concat(['0x603480600b6000396000f3', forgerRuntime]);

describe('verifyPayment accepts a real payment', () => {
  it('an ERC-20 transfer of exactly the amount (TEST, 18 decimals), as a number or a decimal string', async () => {
    const [from, shop] = [await payer(), randomAddress()];
    const txHash = await payTest(from, shop, parseEther('5'));

    const result = await verifyPayment(
      { chainId, txHash, recipient: shop, asset: contracts.token, amount: 5 },
      { rpcUrl },
    );
    expect(result).toMatchObject({
      paid: true,
      chainId,
      txHash,
      payer: from.address.toLowerCase(),
      received: parseEther('5'),
      decimals: 18,
      confirmations: expect.any(Number),
    });
    // The CAIP-2 network id, a checksummed or lower-case address and the amount as text say the same.
    expect(
      await verifyPayment(
        { chainId: 'eip155:33322', txHash, recipient: shop.toLowerCase(), asset: contracts.token, amount: '5.000' },
        { transport: http(rpcUrl) },
      ),
    ).toMatchObject({ paid: true });
  });

  it('a token of 6 decimals (TUSD), read from its contract', async () => {
    const from = await fundedAccount(rpcUrl);
    const shop = randomAddress();
    const hash = await walletOf(from).writeContract({
      address: contracts.secondToken,
      abi: testDollarAbi,
      functionName: 'mint',
      args: [shop, parseUnits('2.5', 6)],
    });
    await mined(hash);
    const result = await verifyPayment(
      { chainId, txHash: hash, recipient: shop, asset: contracts.secondToken, amount: '2.5' },
      { client },
    );
    expect(result).toMatchObject({ paid: true, received: 2_500_000n, decimals: 6 });
    // 2.5000001 has more decimals than TUSD has: refused before anything is compared.
    expect(
      await verifyPayment(
        { chainId, txHash: hash, recipient: shop, asset: contracts.secondToken, amount: '2.5000001' },
        { client },
      ),
    ).toMatchObject({ paid: false, reason: 'invalid-request', message: expect.stringContaining('6 decimals') });
  });

  it('a native payment, and an overpayment (what was received is in the answer)', async () => {
    const [from, shop] = [await fundedAccount(rpcUrl), randomAddress()];
    const txHash = await payNative(from, shop, parseEther('1.5'));
    expect(
      await verifyPayment({ chainId, txHash, recipient: shop, asset: 'native', amount: 1.5 }, { rpcUrl }),
    ).toMatchObject({ paid: true, received: parseEther('1.5'), payer: from.address.toLowerCase() });
    expect(
      await verifyPayment({ chainId, txHash, recipient: shop, asset: 'native', amount: '1.25' }, { rpcUrl }),
    ).toMatchObject({ paid: true, received: parseEther('1.5') });
  });
});

describe('verifyPayment refuses what does not pay the order', () => {
  it('a transfer to another recipient', async () => {
    const [from, shop, someoneElse] = [await payer(), randomAddress(), randomAddress()];
    const txHash = await payTest(from, someoneElse, parseEther('5'));
    expect(
      await verifyPayment({ chainId, txHash, recipient: shop, asset: contracts.token, amount: 5 }, { rpcUrl }),
    ).toMatchObject({ paid: false, reason: 'wrong-recipient' });
    const native = await payNative(from, someoneElse, parseEther('1'));
    expect(
      await verifyPayment({ chainId, txHash: native, recipient: shop, asset: 'native', amount: 1 }, { rpcUrl }),
    ).toMatchObject({ paid: false, reason: 'wrong-recipient' });
  });

  it('a smaller amount (by one base unit)', async () => {
    const [from, shop] = [await payer(), randomAddress()];
    const txHash = await payTest(from, shop, parseEther('5') - 1n);
    const result = await verifyPayment(
      { chainId, txHash, recipient: shop, asset: contracts.token, amount: 5 },
      { rpcUrl },
    );
    expect(result).toMatchObject({ paid: false, reason: 'insufficient-amount', received: parseEther('5') - 1n });
    expect(result.paid === false && result.message).toBe(
      'The recipient received 4.999999999999999999, less than the 5 asked',
    );
  });

  it('another token, and the native coin instead of the token', async () => {
    const from = await fundedAccount(rpcUrl);
    const shop = randomAddress();
    const tusd = await mined(
      await walletOf(from).writeContract({
        address: contracts.secondToken,
        abi: testDollarAbi,
        functionName: 'mint',
        args: [shop, parseUnits('5', 6)],
      }),
    );
    expect(
      await verifyPayment({ chainId, txHash: tusd, recipient: shop, asset: contracts.token, amount: 5 }, { rpcUrl }),
    ).toMatchObject({ paid: false, reason: 'wrong-asset' });
    const native = await payNative(from, shop, parseEther('5'));
    expect(
      await verifyPayment({ chainId, txHash: native, recipient: shop, asset: contracts.token, amount: 5 }, { rpcUrl }),
    ).toMatchObject({ paid: false, reason: 'wrong-asset' });
    // And the other way round: a token paid where the native coin was asked.
    const test = await payTest(await payer(), shop, parseEther('5'));
    expect(
      await verifyPayment({ chainId, txHash: test, recipient: shop, asset: 'native', amount: 5 }, { rpcUrl }),
    ).toMatchObject({ paid: false, reason: 'wrong-asset' });
  });

  it('a Transfer event emitted by a contract that is not the asset (same event, same arguments)', async () => {
    const from = await payer();
    const shop = randomAddress();
    const wallet = walletOf(from);
    const deployed = await client.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({ data: forgerCreation }),
    });
    const forger = deployed.contractAddress!;
    const txHash = await mined(
      await wallet.sendTransaction({
        to: forger,
        data: encodeAbiParameters(
          [{ type: 'address' }, { type: 'address' }, { type: 'uint256' }],
          [from.address, shop, parseEther('5')],
        ),
      }),
    );
    // The log is the asset's event to the letter; only its emitter differs.
    const receipt = await client.getTransactionReceipt({ hash: txHash });
    expect(receipt.logs).toHaveLength(1);
    expect(receipt.logs[0]).toMatchObject({
      address: forger.toLowerCase(),
      topics: [TRANSFER_TOPIC, expect.any(String), expect.any(String)],
    });

    expect(
      await verifyPayment({ chainId, txHash, recipient: shop, asset: contracts.token, amount: 5 }, { rpcUrl }),
    ).toMatchObject({ paid: false, reason: 'wrong-asset' });
  });

  it('a transaction that reverted', async () => {
    const broke = await fundedAccount(rpcUrl); // holds no TEST: its transfer reverts
    const shop = randomAddress();
    // A fixed gas limit skips the estimation that would refuse to send it, so it is mined and reverts on chain.
    const hash = await walletOf(broke).writeContract({
      address: contracts.token,
      abi: testTokenAbi,
      functionName: 'transfer',
      args: [shop, parseEther('5')],
      gas: 100_000n,
    });
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('reverted');
    expect(
      await verifyPayment({ chainId, txHash: hash, recipient: shop, asset: contracts.token, amount: 5 }, { rpcUrl }),
    ).toMatchObject({ paid: false, reason: 'reverted' });
  });

  it('a transaction not yet confirmed enough, then the same once enough blocks hold it', async () => {
    const [from, shop] = [await payer(), randomAddress()];
    const txHash = await payTest(from, shop, parseEther('5'));
    const asked = { chainId, txHash, recipient: shop, asset: contracts.token, amount: 5 };
    const result = await verifyPayment({ ...asked, confirmations: 1_000_000 }, { rpcUrl });
    expect(result).toMatchObject({ paid: false, reason: 'not-confirmed', confirmations: expect.any(Number) });
    const have = result.paid ? 0 : result.confirmations!;
    expect(have).toBeGreaterThanOrEqual(1);
    // Two more blocks on top (other files mine too, so "at least").
    await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).mine({ blocks: 2 });
    expect(await verifyPayment({ ...asked, confirmations: have + 2 }, { rpcUrl })).toMatchObject({ paid: true });
  });

  it('an amount JavaScript prints in exponent form (1e-7) is the amount pay() was given', async () => {
    const [from, shop] = [await fundedAccount(rpcUrl), randomAddress()];
    const txHash = await payNative(from, shop, parseEther('0.0000001'));
    expect(
      await verifyPayment({ chainId, txHash, recipient: shop, asset: 'native', amount: 1e-7 }, { rpcUrl }),
    ).toMatchObject({
      paid: true,
      received: parseEther('0.0000001'),
    });
  });

  it('a hash the chain does not have', async () => {
    expect(
      await verifyPayment(
        {
          chainId,
          txHash: keccak256(toHex('no such transaction')),
          recipient: randomAddress(),
          asset: 'native',
          amount: 1,
        },
        { rpcUrl },
      ),
    ).toMatchObject({ paid: false, reason: 'not-found', message: 'No such transaction on chain 33322' });
  });

  it('a request it cannot read: each field says what it expects, and nothing is read from the node', async () => {
    const shop = randomAddress();
    const base = { chainId, txHash: keccak256(toHex('x')), recipient: shop, asset: 'native', amount: 1 };
    // A node that is never asked: an unreachable URL would throw if anything were read.
    const nowhere = { rpcUrl: 'http://127.0.0.1:9/' };
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 0 }, 'Invalid amount'],
      [{ amount: -1 }, 'Invalid amount'],
      [{ amount: Number.NaN }, 'Invalid amount'],
      [{ amount: Number.POSITIVE_INFINITY }, 'Invalid amount'],
      [{ amount: '1,5' }, 'Invalid amount'],
      [{ recipient: shop.toLowerCase().replace('0x', '0X') }, 'Invalid recipient'],
      [{ recipient: `0x${shop.slice(2, 22).toUpperCase()}${shop.slice(22).toLowerCase()}` }, 'Invalid recipient'],
      [{ asset: 'eth' }, 'Invalid asset'],
      [{ txHash: '0x1234' }, 'Invalid txHash'],
      [{ chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }, 'Invalid chainId'],
      [{ chainId: 0 }, 'Invalid chainId'],
      [{ confirmations: 0 }, 'Invalid confirmations'],
      [{ confirmation: 3 }, 'Unknown field "confirmation"'],
    ];
    for (const [change, words] of cases) {
      const result = await verifyPayment({ ...base, ...change } as never, nowhere);
      expect(result, JSON.stringify(change)).toMatchObject({ paid: false, reason: 'invalid-request' });
      expect(result.paid === false && result.message, JSON.stringify(change)).toContain(words);
    }
  });
});

describe('verifyPayment and another chain', () => {
  let other: Anvil;
  beforeAll(async () => {
    other = await startAnvil({ chainId: 31337, accounts: 1 });
  });
  afterAll(async () => {
    await other?.stop();
  });

  it('a payment made on another chain is not on this one, and a node on another chain is refused', async () => {
    const otherClient = testPublicClient(other.rpcUrl);
    const from = await fundedAccount(other.rpcUrl);
    const shop = randomAddress();
    const wallet = createWalletClient({
      account: from.account,
      chain: { ...devnetChainFor(other.rpcUrl), id: 31337 },
      transport: http(other.rpcUrl),
    });
    const txHash = await wallet.sendTransaction({ to: shop, value: parseEther('1') });
    await otherClient.waitForTransactionReceipt({ hash: txHash });
    const order = { chainId, txHash, recipient: shop, asset: 'native', amount: 1 } as const;

    // The host's node for its chain does not have it...
    expect(await verifyPayment(order, { rpcUrl })).toMatchObject({ paid: false, reason: 'not-found' });
    // ...and a node of the other chain is not a witness for this one.
    expect(await verifyPayment(order, { rpcUrl: other.rpcUrl })).toMatchObject({
      paid: false,
      reason: 'chain-mismatch',
      message: 'The node is on chain 31337, not on chain 33322',
    });
  });

  it('a transaction still pending is not confirmed (0 blocks)', async () => {
    const anvil = createTestClient({ mode: 'anvil', transport: http(other.rpcUrl) });
    await anvil.setAutomine(false);
    try {
      const from = await fundedAccount(other.rpcUrl);
      const shop = randomAddress();
      const wallet = createWalletClient({
        account: from.account,
        chain: { ...devnetChainFor(other.rpcUrl), id: 31337 },
        transport: http(other.rpcUrl),
      });
      const txHash = await wallet.sendTransaction({ to: shop, value: parseEther('1') });
      const order = { chainId: 31337, txHash, recipient: shop, asset: 'native', amount: 1 } as const;
      expect(await verifyPayment(order, { rpcUrl: other.rpcUrl })).toMatchObject({
        paid: false,
        reason: 'not-confirmed',
        confirmations: 0,
      });
      await anvil.mine({ blocks: 1 });
      expect(await verifyPayment(order, { rpcUrl: other.rpcUrl })).toMatchObject({ paid: true, confirmations: 1 });
    } finally {
      await anvil.setAutomine(true);
    }
  });
});
