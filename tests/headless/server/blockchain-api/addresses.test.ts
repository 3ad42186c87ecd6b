// One address rule for every route of the blockchain API (the spec's: 0x and 40 hex, all lower case, all upper case, or
// mixed case matching the EIP-55 checksum): each route that takes an address answers the same for the three spellings
// of one address, and refuses a mixed-case spelling whose checksum is wrong, saying why.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getAddress } from 'viem';
import { startDevnetApi, stopApi } from '../../../support/blockchain-api';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
let api: Awaited<ReturnType<typeof startDevnetApi>>;

beforeAll(async () => {
  api = await startDevnetApi(rpcUrl, contracts, { indexer: { enabled: false } });
});

afterAll(async () => {
  await stopApi(api);
});

type Spelling = 'lower' | 'upper' | 'checksummed' | 'badChecksum';

/** An address spelled one way: all lower case, all upper case, EIP-55, or mixed case with one letter's case flipped. */
function spell(address: string, how: Spelling): string {
  const sum = getAddress(address);
  if (how === 'lower') return sum.toLowerCase();
  if (how === 'upper') return `0x${sum.slice(2).toUpperCase()}`;
  if (how === 'checksummed') return sum;
  const i = [...sum].findIndex((c, k) => k > 1 && /[a-fA-F]/.test(c));
  const c = sum[i]!;
  return `${sum.slice(0, i)}${c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()}${sum.slice(i + 1)}`;
}

const someone = '0x2ce42c6e0d1f5b9a4e4b7e0a3f2d9b1c8a7e53eb';
const token = (a: string) => `eip155:33322:${a}`;
const NATIVE = token('0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE');
const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Each route that takes an address, as a request with the address spelled `how`. */
const routes: Record<string, (how: Spelling) => [string, RequestInit?]> = {
  identity: (how) => [`/v1/identity/${spell(someone, how)}`],
  balance: (how) => [`/v1/account/${spell(someone, how)}/balance?chainId=eip155:33322`],
  history: (how) => [`/v1/account/${spell(someone, how)}/history`],
  nfts: (how) => [`/v1/account/${spell(someone, how)}/nfts`],
  'fungible price': (how) => [
    '/v1/fungible/price',
    json({ currency: 'usd', addresses: [token(spell(contracts.token, how))] }),
  ],
  'profile reverse': (how) => [`/v1/profile/reverse/${spell(someone, how)}`],
  'swap quote, user': (how) => [
    `/v1/convert/quotes?from=${NATIVE}&to=${token(contracts.token)}&amount=1000&userAddress=${spell(someone, how)}`,
  ],
  'swap quote, token': (how) => [
    `/v1/convert/quotes?from=${NATIVE}&to=${token(spell(contracts.token, how))}&amount=1000`,
  ],
  'swap allowance': (how) => [
    `/v1/convert/allowance?tokenAddress=${token(spell(contracts.token, how))}&userAddress=${spell(someone, how)}`,
  ],
};

async function call(path: string, init?: RequestInit): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${api.url}${path}`, init);
  return { status: res.status, body: await res.json() };
}

describe('the address rule on every route', () => {
  it.each(Object.keys(routes))('%s: lower, upper and checksummed spellings answer alike', async (name) => {
    const replies = await Promise.all(
      (['lower', 'upper', 'checksummed'] as const).map((how) => call(...routes[name]!(how))),
    );
    expect(replies[0]!.status, JSON.stringify(replies[0]!.body)).toBe(200);
    expect(replies[1]).toEqual(replies[0]);
    expect(replies[2]).toEqual(replies[0]);
  });

  it.each(Object.keys(routes))('%s: mixed case with a wrong checksum is refused in words', async (name) => {
    const reply = await call(...routes[name]!('badChecksum'));
    expect(reply.status).toBe(400);
    expect((reply.body as { error: string }).error).toMatch(/EIP-55 checksum/);
  });
});
