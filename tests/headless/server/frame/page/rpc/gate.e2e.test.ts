// The frame's approval gate, table-driven, in Chromium against the real page: every method of the not-safe lists, as
// the user's own key (EOA), as their smart account and on solana, sent by the host without a click is never signed
// and nothing leaves the frame (no signature in any reply, no transaction at the node, no user operation at the
// bundler, no solana transaction: recorded by proxies in front of each); the screen says what is asked; Reject
// answers 4001. With the user's click each proceeds (or, not implemented for that account, is then refused as not
// supported). A method on neither list is refused without a screen.
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58, base64 } from '@scure/base';
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import type { Page } from 'playwright-core';
import {
  encodeFunctionData,
  getAddress,
  parseAbi,
  stringToHex,
  toHex,
  verifyMessage,
  verifyTypedData,
  type Address,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EIP155_NOT_SAFE_METHODS, SOLANA_NOT_SAFE_METHODS } from '../../../../../../headless/core/embedded/rpc-methods';
import type { FrameUser } from '../../../../../../headless/core/embedded/messages';
import { ENTRY_POINT_V07 } from '../../../../../../headless/core/smart-account/safe';
import { useDevnetBundler } from '../../../../../support/bundler';
import { setBalance, testPublicClient } from '../../../../../support/chain';
import { SOLANA_TEST_CHAIN } from '../../../../../support/frame';
import { emailLoginInFrame, startFrameInHost, type FrameInHost } from '../../../../../support/frame-in-host';
import { startLiteSvmHttp, type LiteSvmHttp } from '../../../../../support/litesvm-http';
import { startRpcProxy, type RpcProxy } from '../../../../../support/rpc-proxy';
import { bundlerFees } from '../../../../../support/sponsorship';
import { hostDriver, type HostWindow, type Outcome } from '../../host-driver';

const CHAIN = 'eip155:33322';
const rpcUrl = inject('rpcUrl');
const client = testPublicClient(rpcUrl);
const bundler = useDevnetBundler(rpcUrl);

let page: Page;
let app: FrameInHost;
let solana: LiteSvmHttp;
/** Proxies in front of the devnet, the bundler and the Solana node: what the frame sent each of them. */
let node: RpcProxy;
let bundlerProxy: RpcProxy;
let solanaProxy: RpcProxy;
let user: FrameUser;

const { request, start, settled, outcome, frame, open } = hostDriver(() => page);
const title = () => frame().locator('#approval-title');
const account = (namespace: 'eip155' | 'solana', type: 'eoa' | 'smartAccount') =>
  user.accounts.find((a) => a.namespace === namespace && a.type === type)!.address;
const randomAddress = (): Address => privateKeyToAddress(generatePrivateKey());
/** Everything that would carry a signature or a send out of the frame. */
const sends = () => ({
  transactions: node.calls('eth_sendRawTransaction').length,
  userOperations: bundlerProxy.calls('eth_sendUserOperation').length,
  solanaTransactions: solanaProxy.calls('sendTransaction').length,
});

/** A solana transfer of `lamports` from the user to a new key, unsigned. */
async function solanaTransfer(lamports: number): Promise<{ transaction: string; to: string }> {
  const owner = new PublicKey(account('solana', 'eoa'));
  const to = Keypair.generate().publicKey;
  const { blockhash } = await solana.rpc.getLatestBlockhash();
  const tx = new Transaction({ feePayer: owner, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: owner, toPubkey: to, lamports }),
  );
  return { transaction: base64.encode(tx.serialize({ requireAllSignatures: false })), to: to.toBase58() };
}

const typedData = (verifyingContract: Address) => ({
  domain: { name: 'Gate', version: '1', chainId: 33322, verifyingContract },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail' as const,
  message: { contents: 'Approve me' },
});

/**
 * A complete EntryPoint v0.7 user operation for the Safe `sender` sending `value` wei to `to` through the Safe 4337
 * module's executeUserOp, with its current nonce, generous gas and the bundler's fees, unsigned: what a dApp prepares.
 */
async function preparedUserOperation(sender: Address, to: Address, value: bigint) {
  const nonce = await client.readContract({
    address: ENTRY_POINT_V07,
    abi: parseAbi(['function getNonce(address sender, uint192 key) view returns (uint256)']),
    functionName: 'getNonce',
    args: [sender, 0n],
  });
  const fees = await bundlerFees(bundler.current.url);
  return {
    sender,
    nonce: toHex(nonce),
    callData: encodeFunctionData({
      abi: parseAbi(['function executeUserOp(address to, uint256 value, bytes data, uint8 operation)']),
      functionName: 'executeUserOp',
      args: [to, value, '0x', 0],
    }),
    callGasLimit: toHex(100_000),
    verificationGasLimit: toHex(500_000),
    preVerificationGas: toHex(100_000),
    maxFeePerGas: toHex(fees.maxFeePerGas),
    maxPriorityFeePerGas: toHex(fees.maxPriorityFeePerGas),
  };
}

/** One row: a not-safe method, what the screen calls it, valid parameters, and what its approval must achieve. */
interface Row {
  method: string;
  title: string;
  params(): Promise<unknown>;
  /** Checks the approved request's outcome (a not implemented method: refused as not supported, nothing sent). */
  approved(outcome: Outcome, params: unknown): Promise<void>;
}

const notSupported = (method: string): Pick<Row, 'approved'> => ({
  async approved(result) {
    expect(result).toMatchObject({
      state: 'error',
      rpcCode: 4200,
      message: `${method} is not supported by this account`,
    });
  },
});
const resultOf = <T>(o: Outcome) => {
  expect(o.state, o.message).toBe('ok');
  return (o.result as { result: T }).result;
};

/** The eip155 rows as `type` (the EOA of the user's key, or their smart account). */
function eip155Rows(type: 'eoa' | 'smartAccount'): Row[] {
  const from = () => account('eip155', type) as Address;
  const smart = type === 'smartAccount';
  const sendTo = randomAddress();
  return [
    {
      method: 'personal_sign',
      title: 'Sign message',
      params: async () => [stringToHex('The gate holds'), from()],
      async approved(o) {
        // A smart account's signature is checked by the chain (ERC-6492 before its deployment, ERC-1271 after).
        const check = smart ? client.verifyMessage.bind(client) : verifyMessage;
        expect(await check({ address: from(), message: 'The gate holds', signature: resultOf<Hex>(o) })).toBe(true);
      },
    },
    {
      method: 'eth_signTypedData_v4',
      title: 'Sign typed data',
      params: async () => [from(), JSON.stringify(typedData(inject('contracts').token))],
      async approved(o) {
        const check = smart ? client.verifyTypedData.bind(client) : verifyTypedData;
        expect(
          await check({ address: from(), ...typedData(inject('contracts').token), signature: resultOf<Hex>(o) }),
        ).toBe(true);
      },
    },
    {
      method: 'eth_sendTransaction',
      title: 'Send transaction',
      params: async () => [{ from: from(), to: sendTo, value: '0x1' }],
      async approved(o) {
        const receipt = await client.waitForTransactionReceipt({ hash: resultOf<Hex>(o) });
        expect(receipt.status).toBe('success');
        expect(await client.getBalance({ address: sendTo })).toBe(1n);
      },
    },
    smart
      ? {
          method: 'wallet_sendCalls',
          title: 'Send calls',
          params: async () => [
            {
              version: '2.0.0',
              chainId: '0x822a',
              from: from(),
              atomicRequired: true,
              calls: [{ to: sendTo, value: '0x2' }],
            },
          ],
          async approved(o) {
            const { id } = resultOf<{ id: Hex }>(o);
            await expect
              .poll(
                async () =>
                  (
                    await request<{ result: { status: number } }>('RPC_REQUEST', {
                      chainId: CHAIN,
                      method: 'wallet_getCallsStatus',
                      params: [id],
                    })
                  ).result.status,
                { timeout: 30_000 },
              )
              .toBe(200);
            expect(await client.getBalance({ address: sendTo })).toBe(3n);
          },
        }
      : {
          // The user's own key: the calls go one transaction each, after the one approval; the id lists them.
          method: 'wallet_sendCalls',
          title: 'Send calls',
          params: async () => [
            { version: '2.0.0', chainId: '0x822a', from: from(), calls: [{ to: sendTo, value: '0x2' }] },
          ],
          async approved(o) {
            const { id } = resultOf<{ id: Hex }>(o);
            await expect
              .poll(
                async () =>
                  (
                    await request<{ result: { status: number } }>('RPC_REQUEST', {
                      chainId: CHAIN,
                      method: 'wallet_getCallsStatus',
                      params: [id],
                    })
                  ).result.status,
                { timeout: 30_000 },
              )
              .toBe(200);
            expect(await client.getBalance({ address: sendTo })).toBe(3n);
          },
        },
    {
      method: 'wallet_grantPermissions',
      title: 'Grant permissions',
      params: async () => [
        {
          chainId: '0x822a',
          expiry: 4_000_000_000,
          signer: { type: 'account', data: { id: randomAddress() } },
          permissions: [
            { type: 'native-token-recurring-allowance', data: { allowance: '0x1', start: 1, period: 86400 } },
          ],
        },
      ],
      ...notSupported('wallet_grantPermissions'),
    },
    {
      method: 'wallet_revokePermissions',
      title: 'Revoke permissions',
      params: async () => [{ permissionsContext: '0x1234' }],
      ...notSupported('wallet_revokePermissions'),
    },
    smart
      ? {
          // A user operation the app prepared itself (its calls, nonce and gas): the frame signs it as it is and sends it.
          method: 'eth_sendUserOperation',
          title: 'Send user operation',
          params: async () => [await preparedUserOperation(from(), sendTo, 4n), ENTRY_POINT_V07],
          async approved(o) {
            expect(resultOf<Hex>(o)).toMatch(/^0x[0-9a-f]{64}$/);
            await expect.poll(() => client.getBalance({ address: sendTo }), { timeout: 30_000 }).toBe(7n);
          },
        }
      : {
          method: 'eth_sendUserOperation',
          title: 'Send user operation',
          params: async () => [{ sender: from(), nonce: '0x0', callData: '0x' }, ENTRY_POINT_V07],
          ...notSupported('eth_sendUserOperation'),
        },
  ];
}

function solanaRows(): Row[] {
  const owner = () => account('solana', 'eoa');
  const message = new TextEncoder().encode('The gate holds on solana');
  const signatureOf = (transaction: string) => {
    const bytes = base64.decode(transaction);
    // A legacy transaction: one compact-u16 count of signatures (1), the fee payer's 64 bytes, then the message.
    return { signature: bytes.slice(1, 65), message: bytes.slice(65) };
  };
  const signedBy = (transaction: string) => {
    const { signature, message: signed } = signatureOf(transaction);
    return ed25519.verify(signature, signed, base58.decode(owner()));
  };
  return [
    {
      method: 'solana_signMessage',
      title: 'Sign message',
      params: async () => ({ message: base58.encode(message), pubkey: owner() }),
      async approved(o) {
        expect(
          ed25519.verify(base58.decode(resultOf<{ signature: string }>(o).signature), message, base58.decode(owner())),
        ).toBe(true);
      },
    },
    {
      method: 'solana_signTransaction',
      title: 'Sign transaction',
      params: async () => ({ transaction: (await solanaTransfer(1_000)).transaction }),
      async approved(o) {
        const { signature, transaction } = resultOf<{ signature: string; transaction: string }>(o);
        expect(signedBy(transaction)).toBe(true);
        expect(base58.decode(signature)).toEqual(signatureOf(transaction).signature);
      },
    },
    {
      method: 'solana_signAndSendTransaction',
      title: 'Send transaction',
      params: async () => {
        const transfer = await solanaTransfer(5_000_000);
        return { transaction: transfer.transaction, to: transfer.to };
      },
      async approved(o, params) {
        expect(resultOf<{ signature: string }>(o).signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
        expect(await solana.rpc.getBalance((params as { to: string }).to)).toBe(5_000_000n);
      },
    },
    {
      method: 'solana_signAllTransactions',
      title: 'Sign 2 transactions',
      params: async () => ({
        transactions: [(await solanaTransfer(1_000)).transaction, (await solanaTransfer(2_000)).transaction],
      }),
      async approved(o) {
        const { transactions } = resultOf<{ transactions: string[] }>(o);
        expect(transactions).toHaveLength(2);
        for (const transaction of transactions) expect(signedBy(transaction)).toBe(true);
      },
    },
  ];
}

/** The request of `row` on `chainId` (the `to` a signAndSend row keeps for its check is not sent). */
async function startRow(chainId: string, row: Row): Promise<{ id: number; params: unknown }> {
  const params = await row.params();
  const { to: _to, ...sent } = params as Record<string, unknown>;
  return {
    id: await start('RPC_REQUEST', { chainId, method: row.method, params: Array.isArray(params) ? params : sent }),
    params,
  };
}

const tables = [
  { name: 'eoa', chainId: CHAIN, methods: EIP155_NOT_SAFE_METHODS, rows: () => eip155Rows('eoa') },
  { name: 'smartAccount', chainId: CHAIN, methods: EIP155_NOT_SAFE_METHODS, rows: () => eip155Rows('smartAccount') },
  { name: 'solana', chainId: SOLANA_TEST_CHAIN, methods: SOLANA_NOT_SAFE_METHODS, rows: solanaRows },
] as const;

beforeAll(async () => {
  solana = await startLiteSvmHttp();
  [node, bundlerProxy, solanaProxy] = await Promise.all([
    startRpcProxy(rpcUrl),
    startRpcProxy(bundler.current.url),
    startRpcProxy(solana.url),
  ]);
  app = await startFrameInHost({ rpcUrl: node.url, bundlerUrl: bundlerProxy.url, solanaRpcUrl: solanaProxy.url });
  page = app.page;
  await open(app.host.url, app.stack.url);
  user = await emailLoginInFrame(request, app.stack.mailbox, 'gate');
  // Funds for what the approvals send: the EOA, the (not yet deployed) smart account, the solana account.
  await Promise.all([
    setBalance(rpcUrl, account('eip155', 'eoa') as Address, 1n),
    setBalance(rpcUrl, account('eip155', 'smartAccount') as Address, 1n),
  ]);
  solana.rpc.airdrop(account('solana', 'eoa'), 1_000_000_000n);
}, 180_000);

afterAll(async () => {
  await app?.close();
  await Promise.all([solana?.close(), node?.close(), bundlerProxy?.close(), solanaProxy?.close()]);
});

describe('the approval gate', () => {
  for (const table of tables) {
    it(`${table.name}: every not-safe method waits for a click, signs and sends nothing without one, and proceeds with one`, async () => {
      if (table.chainId === CHAIN) await request('GET_USER', { chainId: CHAIN, preferredAccountType: table.name });
      const rows = table.rows();
      // The table is the not-safe list: a method added to it fails here until it has a row.
      expect(rows.map((r) => r.method).sort()).toEqual([...table.methods].sort());
      const before = sends();
      const chainState = () =>
        Promise.all([
          client.getTransactionCount({ address: account('eip155', 'eoa') as Address }),
          client.getCode({ address: account('eip155', 'smartAccount') as Address }),
        ]);
      const stateBefore = await chainState();

      // All at once, no click: the first waits on the screen, the others behind it; nothing answers, nothing leaves.
      const pending = await Promise.all(rows.map(async (row) => ({ row, ...(await startRow(table.chainId, row)) })));
      await title().waitFor();
      await page.waitForTimeout(1500);
      for (const { id } of pending) expect(await outcome(id)).toEqual({ state: 'pending' });
      expect(sends()).toEqual(before);

      // The screen names each request; the user's Reject ends it (4001), still with nothing sent or signed.
      const seen: string[] = [];
      for (let i = 0; i < pending.length; i++) {
        await title().waitFor();
        const shown = (await title().textContent())!;
        const waiting = pending.filter((p) => p.row.title === shown);
        expect(waiting, `"${shown}" is not a title of ${table.name}'s rows`).toHaveLength(1);
        seen.push(waiting[0]!.row.method);
        await frame().locator('button[data-action="reject"]').click();
        expect(await settled(waiting[0]!.id)).toEqual({
          state: 'error',
          message: 'User rejected the request.',
          rpcCode: 4001,
        });
      }
      expect(seen.sort()).toEqual([...table.methods].sort());
      expect(await frame().locator('[data-view="Approval"]').count()).toBe(0);
      expect(sends()).toEqual(before);
      expect(await chainState()).toEqual(stateBefore);

      // With the user's click, one at a time.
      for (const row of rows) {
        const { id, params } = await startRow(table.chainId, row);
        await expect.poll(() => title().textContent()).toBe(row.title);
        await frame().locator('button[data-action="approve"]').click();
        await row.approved(await settled(id), params);
      }
    });
  }

  it('a method on neither list is refused at once, with no screen: "Requested RPC call is not allowed" (4200)', async () => {
    // Sent as raw messages: the host's own protocol module would not even build them.
    const replies = await page.evaluate(
      async ([chainId, address]) => {
        const { host } = window as unknown as HostWindow;
        const ask = (id: string, method: string, params: unknown) => {
          host.iframe.contentWindow!.postMessage(
            { protocol: 'walletdock-frame', version: 1, id, type: 'RPC_REQUEST', params: { chainId, method, params } },
            host.frameOrigin,
          );
        };
        ask('gate-eth-sign', 'eth_sign', [address, '0xdeadbeef']);
        ask('gate-unknown', 'wallet_signAnything', ['0x00']);
        ask('gate-sign-tx', 'eth_signTransaction', [{ from: address, to: address, value: '0x1' }]);
        const ids = ['gate-eth-sign', 'gate-unknown', 'gate-sign-tx'];
        for (let i = 0; i < 100; i++) {
          const got = host.received
            .map((r) => r.data as { id?: string; type?: string; error?: unknown })
            .filter((d) => ids.includes(d.id ?? ''));
          if (got.length === ids.length) return got.map(({ id, type, error }) => ({ id, type, error }));
          await new Promise((r) => setTimeout(r, 50));
        }
        return [];
      },
      [CHAIN, getAddress(account('eip155', 'eoa'))] as const,
    );
    expect(replies.sort((a, b) => a.id!.localeCompare(b.id!))).toEqual(
      ['gate-eth-sign', 'gate-sign-tx', 'gate-unknown'].map((id) => ({
        id,
        type: 'RPC_REQUEST_ERROR',
        error: { message: 'Requested RPC call is not allowed', rpcCode: 4200 },
      })),
    );
    expect(await frame().locator('[data-view="Approval"]').count()).toBe(0);
  });
});
