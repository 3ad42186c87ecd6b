// The blockchain API client's account paths (the hosted API's contract): every request carries st, sv and
// projectId; the body of the price call; replies are parsed (a reply of the wrong shape is an error); which server is asked.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createBlockchainApiClient } from '../../../../headless/core/account-data/blockchain-api';
import { DEFAULT_BLOCKCHAIN_API_URL, resolveBlockchainApiUrl } from '../../../../headless/core/api/blockchain-api-url';
import { pricesResponseSchema } from '../../../../headless/core/account-data/api-schemas';
import { blockchainApiFixture } from '../../../support/msw/blockchain-api';
import { useMswServer } from '../../../support/msw/server';

const SELF_HOSTED = 'https://api.self-hosted.test';
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const hosted = blockchainApiFixture({ identities: { [ADDRESS.toLowerCase()]: { name: 'dock.eth', avatar: null } } });
const own = blockchainApiFixture({ baseUrl: SELF_HOSTED });
const prices: unknown[] = [];
const msw = useMswServer(
  ...hosted.handlers,
  ...own.handlers,
  http.post(`${DEFAULT_BLOCKCHAIN_API_URL}/v1/fungible/price`, async ({ request }) => {
    prices.push(await request.json());
    return HttpResponse.json(
      pricesResponseSchema.parse({ fungibles: [{ name: 'Test', symbol: 'TEST', iconUrl: '', price: 2 }] }),
    );
  }),
);

describe('blockchain API client', () => {
  it('asks the self-hosted server when given, else the hosted API only with a projectId, else nobody', () => {
    expect(resolveBlockchainApiUrl({ blockchainApiUrl: SELF_HOSTED, projectId: 'p' })).toBe(SELF_HOSTED);
    expect(resolveBlockchainApiUrl({ projectId: 'p' })).toBe(DEFAULT_BLOCKCHAIN_API_URL);
    expect(resolveBlockchainApiUrl({})).toBeUndefined();
  });

  it('sends st, sv and projectId on every request, and the identity request its sender', async () => {
    const api = createBlockchainApiClient({ baseUrl: DEFAULT_BLOCKCHAIN_API_URL, projectId: 'project-9' });
    expect(await api.supportedChains()).toEqual({ http: ['eip155:33322'], ws: [] });
    expect(await api.identity(ADDRESS, { sender: ADDRESS })).toEqual({ name: 'dock.eth', avatar: null });
    for (const call of hosted.calls) {
      expect(call.url.searchParams.get('projectId')).toBe('project-9');
      expect(call.url.searchParams.get('st')).toBe('walletdock');
      expect(call.url.searchParams.get('sv')).toMatch(/^walletdock-/);
    }
    expect(hosted.calls.at(-1)?.url.searchParams.get('sender')).toBe(ADDRESS);
  });

  it('posts prices as {currency: usd, addresses, projectId}', async () => {
    const api = createBlockchainApiClient({ baseUrl: DEFAULT_BLOCKCHAIN_API_URL, projectId: 'project-9' });
    const reply = await api.fungiblePrice([`eip155:33322:${ADDRESS}`]);
    expect(reply.fungibles[0]?.price).toBe(2);
    expect(prices).toEqual([{ currency: 'usd', addresses: [`eip155:33322:${ADDRESS}`], projectId: 'project-9' }]);
  });

  it('a self-hosted server without a projectId gets st and sv only', async () => {
    const api = createBlockchainApiClient({ baseUrl: SELF_HOSTED });
    await api.balance(ADDRESS, { chainId: 'eip155:33322', forceUpdate: true });
    expect(Object.fromEntries(own.calls[0]!.url.searchParams)).toEqual({
      st: 'walletdock',
      sv: expect.stringMatching(/^walletdock-/),
      currency: 'usd',
      chainId: 'eip155:33322',
      forceUpdate: 'true',
    });
    expect(msw.requests).toBe(1);
  });

  it('refuses a reply of the wrong shape with the schema message', async () => {
    msw.server.use(
      http.get(`${SELF_HOSTED}/v1/account/:address/history`, () =>
        HttpResponse.json({ data: [{ id: 1 }], next: null }),
      ),
    );
    const api = createBlockchainApiClient({ baseUrl: SELF_HOSTED });
    await expect(api.history(ADDRESS)).rejects.toMatchObject({ name: 'InvalidInputError', code: 'INVALID_INPUT' });
  });
});
