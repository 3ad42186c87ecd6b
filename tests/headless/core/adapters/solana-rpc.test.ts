// The production SolanaRpc (a web3.js Connection) against a fake cluster at the HTTP level (msw): the
// JSON-RPC it sends, and its parsing of the replies (web3.js validates them with its own schemas).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';
import { Keypair } from '@solana/web3.js';
import { base58 } from '@scure/base';
import { createConnectionRpc, SOLANA_DEVNET, solanaDevnet } from '../../../../headless/core/namespaces/solana/rpc';
import { solanaAdapter } from '../../../../headless/core/adapters/solana';
import { memoryStorage } from '../../../../headless/core/model/storage';

const RPC_URL = 'https://solana-rpc.walletdock.test/';
const rpcRequest = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number()]),
  method: z.string(),
  params: z.array(z.unknown()).optional(),
});
const seen: z.infer<typeof rpcRequest>[] = [];
const owner = Keypair.generate().publicKey.toBase58();
const signature = base58.encode(new Uint8Array(64).fill(7));

const server = setupServer(
  http.post(RPC_URL, async ({ request }) => {
    const call = rpcRequest.parse(await request.json());
    seen.push(call);
    const context = { slot: 321, apiVersion: '2.2.0' };
    switch (call.method) {
      case 'getBalance':
        return HttpResponse.json({ jsonrpc: '2.0', id: call.id, result: { context, value: 1_500_000_000 } });
      case 'getLatestBlockhash':
        return HttpResponse.json({
          jsonrpc: '2.0',
          id: call.id,
          result: {
            context,
            value: { blockhash: 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N', lastValidBlockHeight: 3090 },
          },
        });
      case 'sendTransaction':
        return HttpResponse.json({ jsonrpc: '2.0', id: call.id, result: signature });
      default:
        return HttpResponse.json({ jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'Method not found' } });
    }
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('createConnectionRpc', () => {
  test('reads balances (as bigint lamports) and blockhashes, and submits raw transactions as base64', async () => {
    const rpc = createConnectionRpc(RPC_URL);
    await expect(rpc.getBalance(owner)).resolves.toBe(1_500_000_000n);
    await expect(rpc.getLatestBlockhash()).resolves.toEqual({
      blockhash: 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N',
      lastValidBlockHeight: 3090,
    });
    await expect(rpc.sendRawTransaction(new Uint8Array([1, 2, 3]))).resolves.toBe(signature);

    expect(seen.map((c) => c.method)).toEqual(['getBalance', 'getLatestBlockhash', 'sendTransaction']);
    expect(seen[0]?.params?.[0]).toBe(owner);
    expect(seen[2]?.params?.[0]).toBe(Buffer.from([1, 2, 3]).toString('base64'));
  });

  test('without an injected RPC the adapter reads through the host-set customRpcUrls before the network default', async () => {
    seen.length = 0;
    const adapter = solanaAdapter().create({
      networks: [solanaDevnet],
      storage: memoryStorage(),
      customRpcUrls: { [SOLANA_DEVNET]: [RPC_URL] },
      projectId: undefined,
      isServer: false,
    });
    await expect(adapter.getBalance({ address: owner, caipNetwork: solanaDevnet })).resolves.toEqual({
      value: 1_500_000_000n,
      decimals: 9,
      symbol: 'SOL',
    });
    expect(seen.map((c) => c.method)).toEqual(['getBalance']);
  });
});
