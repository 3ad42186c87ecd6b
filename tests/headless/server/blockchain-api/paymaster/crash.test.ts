// kill -9 of the API process (`npm run api`'s main.ts, PGlite in DATA_DIR) while 30 accounts race for a global
// sponsorship limit of 10, then a restart on the same data while every account asks again for the same operation:
// nothing is sponsored twice and the limit holds across the crash. Every operation that had been signed before the
// kill still holds its reservation (signed again after the restart, counted once); the rest fill the remaining
// places and no more.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { encodeFunctionData, type Address, type Hex } from 'viem';
import { testTokenAbi } from '../../../../../faucet/devnet/artifacts';
import { DEVNET_PAYMASTER_SIGNER_KEY } from '../../../../../faucet/devnet/paymaster';
import { startApiProcess, type ApiProcess } from '../../../../support/api-process';
import { freshSafe, pricedUserOperation, randomAddress, rpcPost } from '../../../../support/sponsorship';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
const LIMIT = 10;
let dataDir: string;
let api: ApiProcess | undefined;
let callData: Hex;

const start = () =>
  startApiProcess(
    rpcUrl,
    {
      INDEXER: '0',
      PAYMASTER_SIGNER_KEY: DEVNET_PAYMASTER_SIGNER_KEY,
      PAYMASTER_CONTRACTS: `eip155:33322:${contracts.verifyingPaymaster}`,
      PAYMASTER_ALLOWED_CONTRACTS: `eip155:33322:${contracts.token}`,
      PAYMASTER_GLOBAL_MAX_OPS: String(LIMIT),
    },
    { dataDir },
  );

const ask = (url: string, sender: Address) =>
  rpcPost(`${url}/v1/paymaster/33322`, 'pm_getPaymasterData', [
    pricedUserOperation(sender, 0n, callData),
    contracts.entryPointV07,
    '0x822a',
    null,
  ]);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'wd-paymaster-crash-'));
  const safe = await freshSafe(rpcUrl);
  callData = await safe.encodeCalls([
    {
      to: contracts.token,
      data: encodeFunctionData({ abi: testTokenAbi, functionName: 'transfer', args: [randomAddress(), 1n] }),
    },
  ]);
});
afterAll(async () => {
  await api?.kill9();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('paymaster across kill -9', () => {
  it('sponsors no operation twice and never more than the limit through a crash mid-race and a restart', async () => {
    const senders = Array.from({ length: 30 }, randomAddress);
    api = await start();
    const url = api.url;
    const signedBeforeKill = new Set<Address>();
    const inFlight = senders.map((sender) =>
      ask(url, sender).then(
        (r) => {
          if (r.result) signedBeforeKill.add(sender);
        },
        () => undefined,
      ),
    );
    // Kill as soon as a few have been signed, with the others still in flight.
    const deadline = Date.now() + 60_000;
    while (signedBeforeKill.size < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    await api.kill9();
    await Promise.all(inFlight);
    expect(signedBeforeKill.size).toBeGreaterThanOrEqual(3);

    api = await start();
    const again = await Promise.all(senders.map((sender) => ask(api!.url, sender)));
    const signedAfter = new Set(senders.filter((_, i) => again[i]!.result));

    expect(signedAfter.size).toBe(LIMIT);
    for (const sender of signedBeforeKill) expect(signedAfter.has(sender), sender).toBe(true);
    for (const r of again.filter((x) => x.error))
      expect(r.error?.message).toBe(
        `Gas sponsorship limit reached for everyone: ${LIMIT} of ${LIMIT} user operations sponsored in the last 24 h`,
      );
  });
});
