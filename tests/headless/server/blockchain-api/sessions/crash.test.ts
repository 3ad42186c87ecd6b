// Smart sessions across kill -9 of the API process (`npm run api`'s main.ts, PGlite in DATA_DIR): a grant answered
// 201 and a revocation answered 200 are each followed at once by SIGKILL and a restart on the same data. The grant is
// still there and active, so its key is sponsored within its permissions and refused outside them; the revocation is
// still there, so the same key is refused afterwards. Nothing a person was told had happened is undone by a crash.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { encodeFunctionData, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { SmartAccount } from 'viem/account-abstraction';
import {
  smartSessionGrantTypedData,
  smartSessionRevocationTypedData,
  type SmartSessionGrant,
} from 'walletdock/server/node';
import { testTokenAbi } from '../../../../../faucet/devnet/artifacts';
import { DEVNET_PAYMASTER_SIGNER_KEY } from '../../../../../faucet/devnet/paymaster';
import { startApiProcess, type ApiProcess } from '../../../../support/api-process';
import { freshSafe, pricedUserOperation, randomAddress, rpcPost } from '../../../../support/sponsorship';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
let dataDir: string;
let api: ApiProcess | undefined;

const start = () =>
  startApiProcess(
    rpcUrl,
    {
      INDEXER: '0',
      PAYMASTER_SIGNER_KEY: DEVNET_PAYMASTER_SIGNER_KEY,
      PAYMASTER_CONTRACTS: `eip155:33322:${contracts.verifyingPaymaster}`,
    },
    { dataDir },
  );

const post = async (url: string, body: unknown) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const statuses = async (address: Address) =>
  (
    (await (await fetch(`${api!.url}/v1/sessions/${address}`)).json()) as { sessions: { status: string }[] }
  ).sessions.map((s) => s.status);
/** pm_getPaymasterData for the Safe's `calls`, naming the session `pci` (ERC-7677's permissionsContext). */
const sponsor = async (account: SmartAccount, calls: { to: Address; data: Hex }[], pci: Hex) =>
  rpcPost(`${api!.url}/v1/paymaster/33322`, 'pm_getPaymasterData', [
    pricedUserOperation(await account.getAddress(), 0n, await account.encodeCalls(calls)),
    contracts.entryPointV07,
    '0x822a',
    { permissionsContext: pci },
  ]);

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'wd-sessions-crash-'));
});
afterAll(async () => {
  await api?.kill9();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('smart sessions across kill -9', () => {
  it('keeps a grant answered 201 and a revocation answered 200 through a crash right after each', async () => {
    const account = await freshSafe(rpcUrl);
    const address = await account.getAddress();
    const pci = generatePrivateKey() as Hex;
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
    const transfer = {
      to: contracts.token,
      data: encodeFunctionData({ abi: testTokenAbi, functionName: 'transfer', args: [randomAddress(), 1n] }),
    };

    api = await start();
    const granted = await post(`${api.url}/v1/sessions/${address}`, {
      ...grant,
      signature: await account.signTypedData(smartSessionGrantTypedData(grant)),
    });
    expect(granted.status).toBe(201);
    await api.kill9();

    api = await start();
    expect(await statuses(address)).toEqual(['active']);
    expect((await sponsor(account, [transfer], pci)).result).toBeDefined();
    expect((await sponsor(account, [{ to: contracts.nft, data: '0x' }], pci)).error?.message).toContain(
      `smart session ${pci} does not allow calls to ${contracts.nft}`,
    );

    const revoked = await post(`${api.url}/v1/sessions/${address}/revoke`, {
      pci,
      signature: await account.signTypedData(
        smartSessionRevocationTypedData({ account: address, chainId: 33322, pci }),
      ),
    });
    expect(revoked.status).toBe(200);
    await api.kill9();

    api = await start();
    expect(await statuses(address)).toEqual(['revoked']);
    expect((await sponsor(account, [transfer], pci)).error?.message).toContain(`smart session ${pci} was revoked`);
  });
});
