// The name service of the blockchain API over the devnet and a real database: names registered by an EIP-6963 test
// wallet, the devnet's deployed ERC-1271 smart account and an ERC-6492 counterfactual one, resolved both ways and
// shown by the identity endpoint; every bad input refused in words with nothing written; 20 racing claims of one
// name register exactly one, on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  encodeFunctionData,
  keccak256,
  serializeErc6492Signature,
  stringToHex,
  toHex,
  type Address,
  type Hex,
} from 'viem';
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount, type LocalAccount } from 'viem/accounts';
import { createTestWallet, defineDevnetChain } from 'walletdock/testing';
import { identityResponseSchema } from '../../../../../headless/core/account-data/api-schemas';
import {
  nameSuggestionsResponseSchema,
  profileAccountResponseSchema,
  profileReverseResponseSchema,
  registerNameResponseSchema,
} from '../../../../../headless/core/names/api-schemas';
import { chainIdToCoinType } from 'walletdock/utils';
import { NAME_MESSAGE_MAX_AGE_S } from '../../../../../headless/core/model/constants';
import { createNameRegistrationMessage } from '../../../../../headless/core/names/rules';
import { smartAccountFactoryAbi } from '../../../../../faucet/devnet/artifacts';
import { DEVNET_MNEMONIC } from '../../../../../faucet/devnet/anvil';
import { testPublicClient } from '../../../../support/chain';
import { startPostgres, type TestPostgres } from '../../../../support/postgres';
import { getParsed, refusal, startDevnetApi, stopApi } from '../../../../support/blockchain-api';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
const COIN_TYPE = chainIdToCoinType(33322);
const owner = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 0 });
// Names must not collide with other runs against the same devnet database (each file has its own database, but
// keep them readable and unique anyway).
const tag = Math.random().toString(36).slice(2, 8);

interface Body {
  coin_type: number | string;
  address: string;
  message: string;
  signature: string;
  name?: string;
}

async function signedBody(
  account: LocalAccount,
  name: string,
  options: { now?: number; address?: Address } = {},
): Promise<Body> {
  const message = createNameRegistrationMessage(name, {}, options.now);
  return {
    coin_type: COIN_TYPE,
    address: options.address ?? account.address,
    message,
    signature: await account.signMessage({ message }),
  };
}

describe('profile endpoints (PGlite)', () => {
  let api: Awaited<ReturnType<typeof startDevnetApi>>;
  const url = (path: string) => `${api.url}${path}`;
  const post = (body: unknown) =>
    fetch(url('/v1/profile/account'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const postRefusal = (body: unknown) =>
    refusal(url('/v1/profile/account'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = async (name: string) => (await fetch(url(`/v1/profile/account/${name}`))).status === 200;

  beforeAll(async () => {
    api = await startDevnetApi(rpcUrl, contracts, { indexer: { enabled: false } });
  });
  afterAll(async () => {
    await stopApi(api);
  });

  it('registers a name signed by the EIP-6963 test wallet and resolves it both ways and in the identity', async () => {
    const privateKey = generatePrivateKey();
    const wallet = createTestWallet({ privateKey, rpcUrl, chains: [defineDevnetChain(rpcUrl)] });
    const [address] = (await wallet.request({ method: 'eth_requestAccounts' })) as [Address];
    const name = `Alice-${tag}.dock.id`;
    const message = createNameRegistrationMessage(name.toLowerCase());
    const signature = (await wallet.request({
      method: 'personal_sign',
      params: [stringToHex(message), address],
    })) as Hex;
    const res = await post({ coin_type: COIN_TYPE, address, message, signature, name });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(registerNameResponseSchema.parse(await res.json())).toEqual({ success: true });

    // Case-insensitive lookup.
    const record = await getParsed(url(`/v1/profile/account/${name.toUpperCase()}`), profileAccountResponseSchema);
    expect(record.name).toBe(name.toLowerCase());
    expect(record.addresses[String(COIN_TYPE)]?.address).toBe(address);
    const reverse = await getParsed(url(`/v1/profile/reverse/${address}`), profileReverseResponseSchema);
    expect(reverse.map((r) => r.name)).toEqual([name.toLowerCase()]);
    const identity = await getParsed(url(`/v1/identity/${address}?chainId=eip155:33322`), identityResponseSchema);
    expect(identity.name).toBe(name.toLowerCase());

    // The same name in another case by another address is taken.
    const other = privateKeyToAccount(generatePrivateKey());
    expect(await postRefusal(await signedBody(other, `ALICE-${tag}.dock.id`.toLowerCase()))).toEqual({
      status: 409,
      error: `The name ${name.toLowerCase()} is already taken`,
    });
    expect(await getParsed(url(`/v1/profile/reverse/${other.address}`), profileReverseResponseSchema)).toEqual([]);
  });

  it('registers for the deployed ERC-1271 smart account (signed by its owner)', async () => {
    const name = `safe-${tag}.dock.id`;
    expect(contracts.smartAccountOwner).toBe(owner.address);
    const res = await post(await signedBody(owner, name, { address: contracts.smartAccount }));
    expect(res.status, await res.clone().text()).toBe(200);
    const identity = await getParsed(url(`/v1/identity/${contracts.smartAccount}`), identityResponseSchema);
    expect(identity.name).toBe(name);
    // A key that is not the owner cannot name the account.
    const stranger = privateKeyToAccount(generatePrivateKey());
    expect(
      await postRefusal(await signedBody(stranger, `safe2-${tag}.dock.id`, { address: contracts.smartAccount })),
    ).toEqual({
      status: 401,
      error: `The signature is not ${contracts.smartAccount}'s signature of this message on eip155:33322`,
    });
    expect(await registered(`safe2-${tag}.dock.id`)).toBe(false);
  });

  it('registers for an ERC-6492 counterfactual account without deploying it', async () => {
    const client = testPublicClient(rpcUrl);
    const salt = keccak256(toHex(`names-${tag}`));
    const counterfactual = await client.readContract({
      address: contracts.smartAccountFactory,
      abi: smartAccountFactoryAbi,
      functionName: 'getAddress',
      args: [owner.address, salt],
    });
    expect(await client.getCode({ address: counterfactual })).toBeUndefined();
    const name = `future-${tag}.dock.id`;
    const message = createNameRegistrationMessage(name);
    const wrap = async (signer: LocalAccount) =>
      serializeErc6492Signature({
        address: contracts.smartAccountFactory,
        data: encodeFunctionData({ abi: smartAccountFactoryAbi, functionName: 'deploy', args: [owner.address, salt] }),
        signature: await signer.signMessage({ message }),
      });
    const forged = await postRefusal({
      coin_type: COIN_TYPE,
      address: counterfactual,
      message,
      signature: await wrap(privateKeyToAccount(generatePrivateKey())),
    });
    expect(forged.status).toBe(401);
    const res = await post({ coin_type: COIN_TYPE, address: counterfactual, message, signature: await wrap(owner) });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(
      (await getParsed(url(`/v1/profile/reverse/${counterfactual}`), profileReverseResponseSchema)).map((r) => r.name),
    ).toEqual([name]);
    expect(await client.getCode({ address: counterfactual })).toBeUndefined();
  });

  it('refuses every bad input in words and writes nothing', async () => {
    const signer = privateKeyToAccount(generatePrivateKey());
    const invalid = 'Names use letters, digits and hyphens, at least 4 characters';
    for (const bad of ['abc', 'al ice', 'al_ice', 'al😀ice', '.dock.id']) {
      const body = await signedBody(signer, `${bad}.dock.id`.replace('.dock.id.dock.id', '.dock.id'));
      expect(await postRefusal(body), bad).toEqual({ status: 400, error: expect.stringContaining(invalid) as string });
    }
    const name = `bob-${tag}.dock.id`;
    // A signature by another key.
    const other = privateKeyToAccount(generatePrivateKey());
    const byOther = { ...(await signedBody(signer, name)), signature: (await signedBody(other, name)).signature };
    expect((await postRefusal(byOther)).status).toBe(401);
    // A message for another name than the one asked for.
    expect(await postRefusal({ ...(await signedBody(signer, `carol-${tag}.dock.id`)), name })).toEqual({
      status: 400,
      error: `The signed message is for the name carol-${tag}.dock.id, not ${name}`,
    });
    // A message edited after signing (the name changed): the signature no longer covers it.
    const signed = await signedBody(signer, `dave-${tag}.dock.id`);
    expect((await postRefusal({ ...signed, message: signed.message.replace('dave', 'erin') })).status).toBe(401);
    // An old timestamp, and one far ahead.
    const old = await postRefusal(
      await signedBody(signer, name, { now: Date.now() - (NAME_MESSAGE_MAX_AGE_S + 30) * 1000 }),
    );
    expect(old.status).toBe(400);
    expect(old.error).toMatch(/^The signed message is too old \(signed \d+ s ago; at most 600 s\): sign a new one$/);
    expect((await postRefusal(await signedBody(signer, name, { now: Date.now() + 3_600_000 }))).error).toMatch(
      /in the future/,
    );
    // Namespaces other than eip155 (SLIP-44 501 is solana; 0 bitcoin) and an eip155 chain this server does not serve.
    for (const coinType of [501, 0]) {
      expect(await postRefusal({ ...(await signedBody(signer, name)), coin_type: coinType })).toEqual({
        status: 400,
        error: `Unsupported coin type ${coinType}: names are registered for eip155 addresses only (ENSIP-11: 60 for chain 1, 0x80000000 | chainId for others)`,
      });
    }
    expect((await postRefusal({ ...(await signedBody(signer, name)), coin_type: 60 })).error).toMatch(
      /^Unsupported coin type 60 \(eip155:1\)/,
    );
    // The address is not the signer's, or not an address.
    expect((await postRefusal(await signedBody(signer, name, { address: other.address }))).status).toBe(401);
    expect((await postRefusal({ ...(await signedBody(signer, name)), address: 'bc1qxyz' })).error).toMatch(
      /^Invalid address "bc1qxyz"/,
    );
    // The legacy suffix is not registered any more; a message that is not the JSON.
    expect((await postRefusal(await signedBody(signer, `bob-${tag}.wdock.id`))).error).toBe(
      'New names end in .dock.id; .wdock.id names can no longer be registered',
    );
    const notJson = 'register bob please';
    expect(
      (
        await postRefusal({
          coin_type: COIN_TYPE,
          address: signer.address,
          message: notJson,
          signature: await signer.signMessage({ message: notJson }),
        })
      ).error,
    ).toMatch(/^The message must be the signed JSON/);
    // Nothing of the above was written.
    expect(await registered(name)).toBe(false);
    expect(await registered(`carol-${tag}.dock.id`)).toBe(false);
    expect(await getParsed(url(`/v1/profile/reverse/${signer.address}`), profileReverseResponseSchema)).toEqual([]);
    // And the signer can still register it with a good message, once: the same signed message again is a replay.
    const good = await signedBody(signer, name);
    expect((await post(good)).status).toBe(200);
    expect(await postRefusal(good)).toEqual({
      status: 409,
      error: 'This signed message was already used: sign a new one',
    });
  });

  it('suggests available variants of a taken name and refuses bad ones', async () => {
    const label = `zed-${tag}`;
    const free = await getParsed(url(`/v1/profile/suggestions/${label}`), nameSuggestionsResponseSchema);
    expect(free.suggestions).toEqual([{ name: `${label}.dock.id`, registered: false }]);
    for (const name of [`${label}.dock.id`, `${label}1.dock.id`]) {
      expect((await post(await signedBody(privateKeyToAccount(generatePrivateKey()), name))).status).toBe(200);
    }
    const taken = await getParsed(
      url(`/v1/profile/suggestions/${label.toUpperCase()}?zone=dock.id`),
      nameSuggestionsResponseSchema,
    );
    expect(taken.suggestions[0]).toEqual({ name: `${label}.dock.id`, registered: true });
    expect(taken.suggestions.slice(1).map((s) => s.name)).toEqual([2, 3, 4, 5, 6].map((i) => `${label}${i}.dock.id`));
    expect(await refusal(url('/v1/profile/suggestions/ab'))).toEqual({
      status: 400,
      error: 'Invalid name "ab": Names use letters, digits and hyphens, at least 4 characters',
    });
    expect((await refusal(url(`/v1/profile/suggestions/${label}?zone=eth`))).status).toBe(400);
    expect(await refusal(url('/v1/profile/account/nobody-here.dock.id'))).toEqual({
      status: 404,
      error: 'The name nobody-here.dock.id is not registered',
    });
  });
});

// 20 different addresses claim one name at once: exactly one gets it, on both databases.
describe.each(['pglite', 'postgres'] as const)('racing claims on %s', (kind) => {
  let pg: TestPostgres | undefined;
  let api: Awaited<ReturnType<typeof startDevnetApi>>;

  beforeAll(async () => {
    pg = kind === 'postgres' ? await startPostgres() : undefined;
    api = await startDevnetApi(rpcUrl, contracts, {
      indexer: { enabled: false },
      ...(pg ? { databaseUrl: pg.url } : {}),
    });
  });
  afterAll(async () => {
    await stopApi(api);
    await pg?.stop();
  });

  it('registers exactly one of 20 parallel registrations of one name', async () => {
    const name = `race-${tag}.dock.id`;
    const signers = Array.from({ length: 20 }, () => privateKeyToAccount(generatePrivateKey()));
    const bodies = await Promise.all(signers.map((s) => signedBody(s, name)));
    const statuses = await Promise.all(
      bodies.map(async (body) => {
        const res = await fetch(`${api.url}/v1/profile/account`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return res.status;
      }),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const winner = signers[statuses.indexOf(200)]!;
    const record = await getParsed(`${api.url}/v1/profile/account/${name}`, profileAccountResponseSchema);
    expect(record.addresses[String(COIN_TYPE)]?.address).toBe(winner.address);
    const names = await Promise.all(
      signers.map((s) => getParsed(`${api.url}/v1/profile/reverse/${s.address}`, profileReverseResponseSchema)),
    );
    expect(names.flat()).toHaveLength(1);
  });
});
