// The native coin's balance comes from the node, the reads asked at one moment sent together as one batch: many
// addresses asked at once each get their own balance, never a neighbour's.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { privateKeyToAddress, generatePrivateKey } from 'viem/accounts';
import { balanceResponseSchema } from '../../../../../headless/core/account-data/api-schemas';
import { setBalance } from '../../../../support/chain';
import { getParsed, startDevnetApi, stopApi } from '../../../../support/blockchain-api';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
let api: Awaited<ReturnType<typeof startDevnetApi>>;

beforeAll(async () => {
  api = await startDevnetApi(rpcUrl, contracts);
});

afterAll(() => stopApi(api));

describe('native balances', () => {
  it('gives each of many addresses asked at once its own balance', async () => {
    const addresses = Array.from({ length: 40 }, () => privateKeyToAddress(generatePrivateKey()));
    await Promise.all(addresses.map((address, i) => setBalance(rpcUrl, address, BigInt(i + 1))));
    const numeric = await Promise.all(
      addresses.map(
        async (address) =>
          (await getParsed(`${api.url}/v1/account/${address}/balance?chainId=eip155:33322`, balanceResponseSchema))
            .balances[0]!.quantity.numeric,
      ),
    );
    expect(numeric).toEqual(addresses.map((_, i) => String(i + 1)));
  });
});
