// verifyPayment and a smart account's payment: the transfer inside an ERC-4337 user operation of the embedded
// wallet's account (Safe 1.4.1 with its 4337 module, the default of headless/core/smart-account), sent through a
// real bundler (alto) on the devnet. The transaction the host checks is the bundle's, whose sender is the bundler.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { encodeFunctionData, parseEther, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { verifyPayment } from 'walletdock/server';
import { createSmartAccount } from '../../../../headless/core/smart-account/account';
import {
  sendCalls,
  sendSmartAccountCalls,
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
const chainId = 33322;

const randomAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address;
const transfer = (to: Address, amount: bigint) => ({
  to: contracts.token,
  data: encodeFunctionData({ abi: testTokenAbi, functionName: 'transfer', args: [to, amount] }),
});

/** A Safe smart account with 1 AVENT for gas and `test` TEST tokens, not deployed yet. */
async function smartAccount(test: bigint): Promise<SmartAccountContext> {
  const account = await createSmartAccount({ client, owner: privateKeyToAccount(generatePrivateKey()) });
  await setBalance(rpcUrl, account.address, 1n);
  if (test > 0n) await mintTestToken(rpcUrl, contracts.token, await fundedAccount(rpcUrl), account.address, test);
  return { account, client, bundlerUrl: bundler.current.url, pollingInterval: 50 };
}

// A node like most hosted RPCs: it serves the eth_ methods and answers debug_traceTransaction with "method not found".
let untracedNode: Server;
let untracedUrl: string;
beforeAll(async () => {
  untracedNode = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const { id, method } = JSON.parse(body) as { id: number; method: string };
    res.setHeader('content-type', 'application/json');
    if (method === 'debug_traceTransaction')
      return void res.end(JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } }));
    const reply = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    res.end(await reply.text());
  });
  await new Promise<void>((done) => untracedNode.listen(0, '127.0.0.1', done));
  untracedUrl = `http://127.0.0.1:${(untracedNode.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => untracedNode?.close(done));
});

describe('verifyPayment: a smart account pays through a user operation', () => {
  it('an ERC-20 transfer inside the user operation (its first, which also deploys the Safe) pays', async () => {
    const context = await smartAccount(parseEther('10'));
    const shop = randomAddress();
    const status = await sendSmartAccountCalls(context, [transfer(shop, parseEther('5'))]);
    const txHash = status.receipts[0]!.transactionHash;
    // The bundle transaction is the bundler's, sent to the EntryPoint: nothing on its face says who paid whom.
    const tx = await client.getTransaction({ hash: txHash });
    expect(tx.to?.toLowerCase()).toBe(contracts.entryPointV07.toLowerCase());

    const order = { chainId, txHash, recipient: shop, asset: contracts.token, amount: 5 };
    expect(await verifyPayment(order, { rpcUrl })).toMatchObject({
      paid: true,
      payer: context.account.address.toLowerCase(),
      received: parseEther('5'),
    });
    // Token logs need no trace: a node without one says the same.
    expect(await verifyPayment(order, { rpcUrl: untracedUrl })).toMatchObject({ paid: true });
  });

  it('a native payment inside the user operation pays (read from the call trace), and a node without traces says so', async () => {
    const context = await smartAccount(0n);
    const shop = randomAddress();
    const status = await sendSmartAccountCalls(context, [{ to: shop, value: parseEther('0.25') }]);
    const txHash = status.receipts[0]!.transactionHash;

    const order = { chainId, txHash, recipient: shop, asset: 'native', amount: '0.25' } as const;
    expect(await verifyPayment(order, { rpcUrl })).toMatchObject({
      paid: true,
      payer: context.account.address.toLowerCase(),
      received: parseEther('0.25'),
    });
    expect(await verifyPayment({ ...order, amount: '0.26' }, { rpcUrl })).toMatchObject({
      paid: false,
      reason: 'insufficient-amount',
    });
    expect(await verifyPayment(order, { rpcUrl: untracedUrl })).toMatchObject({ paid: false, reason: 'untraceable' });
  });

  it('a user operation that failed inside a successful bundle transaction pays nothing', async () => {
    const context = await smartAccount(parseEther('1')); // holds 1 TEST, tries to pay 5
    const shop = randomAddress();
    // Fixed gas limits skip the estimation that would refuse it, so it is included and fails on chain.
    const gas = { callGasLimit: 300_000n, verificationGasLimit: 500_000n, preVerificationGas: 100_000n };
    const { id } = await sendCalls(context, [transfer(shop, parseEther('5'))], gas);
    const status = await waitForCallsStatus(context, id);
    expect(status.status).toBe(500);
    const txHash = status.receipts[0]!.transactionHash;
    // The transaction itself succeeded (the EntryPoint ran and was paid); the user operation inside it did not.
    expect((await client.getTransactionReceipt({ hash: txHash })).status).toBe('success');

    expect(
      await verifyPayment({ chainId, txHash, recipient: shop, asset: contracts.token, amount: 5 }, { rpcUrl }),
    ).toMatchObject({ paid: false, reason: 'no-transfer' });
  });
});
