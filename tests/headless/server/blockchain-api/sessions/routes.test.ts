// Smart sessions at the API, with the embedded wallet's Safe: a grant is recorded only with the account's signature
// (ERC-6492 while the Safe is undeployed), listed with its status, and revoked only with the account's signature of
// the revocation (ERC-1271 once deployed). No session module runs on the devnet (none is published as a deployable
// npm artifact: see the blockchain API README), so "using" a session here is the paymaster sponsoring a user operation
// that names it: within its permissions that lands on chain; outside them, or after revocation, it is refused.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { encodeFunctionData, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { testTokenAbi } from '../../../../../faucet/devnet/artifacts';
import {
  smartSessionGrantTypedData,
  smartSessionRevocationTypedData,
  type SmartSessionGrant,
} from 'walletdock/server/node';
import { startDevnetApi, stopApi } from '../../../../support/blockchain-api';
import { useDevnetBundler } from '../../../../support/bundler';
import { fundedAccount, mintTestToken, testPublicClient } from '../../../../support/chain';
import { devnetPaymaster, freshSafe, randomAddress, sponsoredBundler } from '../../../../support/sponsorship';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
const bundler = useDevnetBundler(rpcUrl);
let api: Awaited<ReturnType<typeof startDevnetApi>>;

const transfer = (to: Address, amount: bigint) => ({
  to: contracts.token,
  data: encodeFunctionData({ abi: testTokenAbi, functionName: 'transfer', args: [to, amount] }),
});
const post = async (url: string, body: unknown) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body, (_, v) => (typeof v === 'bigint' ? v.toString() : v)),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const sessionsOf = async (address: Address) =>
  (
    (await (await fetch(`${api.url}/v1/sessions/${address}`)).json()) as {
      sessions: { pci: string; status: string; revokedAt: number | null }[];
    }
  ).sessions;

beforeAll(async () => {
  api = await startDevnetApi(rpcUrl, contracts, { indexer: { enabled: false }, paymaster: devnetPaymaster(contracts) });
});
afterAll(() => stopApi(api));

describe('smart sessions: grant, use, revoke', () => {
  it("records a signed grant, refuses a revocation signed by another key, and after the account's revocation the session is refused", async () => {
    const account = await freshSafe(rpcUrl);
    const address = await account.getAddress();
    await mintTestToken(rpcUrl, contracts.token, await fundedAccount(rpcUrl), address, 100n);
    const pci = generatePrivateKey() as Hex; // any bytes: the wallet's permissions context
    const grant: SmartSessionGrant = {
      account: address,
      chainId: 33322,
      pci,
      expiry: Math.floor(Date.now() / 1000) + 3600,
      signer: {
        type: 'key',
        data: { type: 'secp256k1', publicKey: privateKeyToAccount(generatePrivateKey()).publicKey },
      },
      permissions: [{ type: 'contract-call', data: { address: contracts.token } }],
    };

    // A grant signed by someone else is not recorded.
    const stranger = privateKeyToAccount(generatePrivateKey());
    const forged = await post(`${api.url}/v1/sessions/${address}`, {
      ...grant,
      signature: await stranger.signTypedData(smartSessionGrantTypedData(grant)),
    });
    expect(forged).toEqual({
      status: 401,
      body: { error: `The signature is not ${address}'s signature of this smart session grant on eip155:33322` },
    });
    expect(await sessionsOf(address)).toEqual([]);

    // The Safe, not deployed yet, signs it (ERC-6492).
    const granted = await post(`${api.url}/v1/sessions/${address}`, {
      ...grant,
      signature: await account.signTypedData(smartSessionGrantTypedData(grant)),
    });
    expect(granted.status).toBe(201);
    expect(granted.body).toMatchObject({
      pci,
      chainId: 'eip155:33322',
      address,
      status: 'active',
      revokedAt: null,
      permissions: grant.permissions,
    });

    // Used within its permissions: a sponsored TEST transfer naming the session lands (and deploys the Safe).
    const withSession = sponsoredBundler(rpcUrl, bundler.current.url, account, `${api.url}/v1/paymaster/33322`, {
      permissionsContext: pci,
    });
    const to = randomAddress();
    const hash = await withSession.sendUserOperation({ calls: [transfer(to, 5n)] });
    expect((await withSession.waitForUserOperationReceipt({ hash, timeout: 60_000 })).success).toBe(true);
    // Outside them: a call to the NFT contract is refused.
    await expect(withSession.sendUserOperation({ calls: [{ to: contracts.nft, data: '0x' }] })).rejects.toThrow(
      `Not sponsored: smart session ${pci} does not allow calls to ${contracts.nft}`,
    );

    // A revocation signed by another key is refused; the session stays active.
    const badRevoke = await post(`${api.url}/v1/sessions/${address}/revoke`, {
      pci,
      signature: await stranger.signTypedData(
        smartSessionRevocationTypedData({ account: address, chainId: 33322, pci }),
      ),
    });
    expect(badRevoke).toEqual({
      status: 401,
      body: { error: `The signature is not ${address}'s signature of this smart session revocation on eip155:33322` },
    });
    expect((await sessionsOf(address)).map((s) => s.status)).toEqual(['active']);

    // The account's own revocation (the Safe is deployed now: ERC-1271) is accepted.
    const revoked = await post(`${api.url}/v1/sessions/${address}/revoke`, {
      pci,
      signature: await account.signTypedData(
        smartSessionRevocationTypedData({ account: address, chainId: 33322, pci }),
      ),
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ pci, status: 'revoked', revokedAt: expect.any(Number) });
    expect((await sessionsOf(address)).map((s) => s.status)).toEqual(['revoked']);

    // Using it now fails, and the old grant signature cannot bring it back.
    await expect(withSession.sendUserOperation({ calls: [transfer(randomAddress(), 5n)] })).rejects.toThrow(
      `Not sponsored: smart session ${pci} was revoked`,
    );
    const replayed = await post(`${api.url}/v1/sessions/${address}`, {
      ...grant,
      signature: await account.signTypedData(smartSessionGrantTypedData(grant)),
    });
    expect(replayed).toEqual({
      status: 409,
      body: { error: `Smart session ${pci} was revoked and cannot be granted again: grant a new session` },
    });
    expect(
      await testPublicClient(rpcUrl).readContract({
        address: contracts.token,
        abi: testTokenAbi,
        functionName: 'balanceOf',
        args: [to],
      }),
    ).toBe(5n);
  });

  it('refuses bad input in words: an unknown session, a malformed body, an expired grant, an unserved chain', async () => {
    const account = await freshSafe(rpcUrl);
    const address = await account.getAddress();
    const pci = generatePrivateKey() as Hex;
    const unknown = await post(`${api.url}/v1/sessions/${address}/revoke`, { pci, signature: `0x${'11'.repeat(65)}` });
    expect(unknown).toEqual({ status: 404, body: { error: `Smart session ${pci} of ${address} was not found` } });
    expect(await post(`${api.url}/v1/sessions/${address}/revoke`, { pci: 'abc' })).toEqual({
      status: 400,
      body: { error: 'Body must be {"pci":"0x…","signature":"0x…"}' },
    });
    const base = {
      pci,
      signer: { type: 'account', data: { id: randomAddress() } },
      permissions: [{ type: 'contract-call', data: { address: contracts.token } }],
      signature: `0x${'11'.repeat(65)}`,
    };
    expect(await post(`${api.url}/v1/sessions/${address}`, { ...base, chainId: 33322, expiry: 1000 })).toEqual({
      status: 400,
      body: { error: 'Invalid smart session grant: expiry is in the past' },
    });
    expect(
      (await post(`${api.url}/v1/sessions/${address}`, { ...base, chainId: 'eip155:1', expiry: 2_000_000_000 })).body
        .error,
    ).toBe('Invalid smart session grant: chainId eip155:1 is not a chain this API serves (eip155:33322)');
    expect((await fetch(`${api.url}/v1/sessions/not-an-address`)).status).toBe(400);
  });
});
