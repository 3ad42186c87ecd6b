// A smart account's send while its ERC-4337 bundler is down (a forwarder in front of a real alto refuses every
// connection), as the wallet frame's page sends it: the send fails with a WalletDockError, nothing reaches the chain and
// nothing stays pending; once the bundler is back the same send lands, exactly once, with nothing restarted.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseEther, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { WalletDockError } from 'walletdock';
import { createSmartAccount, isSmartAccountDeployed } from '../../../../headless/core/smart-account/account';
import { sendSmartAccountCalls, type SmartAccountContext } from '../../../../headless/core/smart-account/calls';
import { useDevnetBundler } from '../../../support/bundler';
import { setBalance, testPublicClient } from '../../../support/chain';
import { startTcpCut, type TcpCut } from '../../../support/tcp-cut';

const rpcUrl = inject('rpcUrl');
const client = testPublicClient(rpcUrl);
const bundler = useDevnetBundler(rpcUrl);
let cut: TcpCut;

beforeAll(async () => {
  const url = new URL(bundler.current.url);
  cut = await startTcpCut(Number(url.port));
});

afterAll(async () => {
  await cut?.close();
});

describe('smart-account send while the bundler is down', () => {
  it('fails without sending anything, and the same send lands once when the bundler is back', async () => {
    const url = new URL(bundler.current.url);
    url.port = String(cut.port);
    const account = await createSmartAccount({
      client,
      owner: privateKeyToAccount(generatePrivateKey()),
      implementation: 'safe',
    });
    const context: SmartAccountContext = { account, client, bundlerUrl: url.toString(), pollingInterval: 50 };
    const address = await account.getAddress();
    await setBalance(rpcUrl, address, 1n);
    const to: Address = privateKeyToAccount(generatePrivateKey()).address;

    await cut.cut();
    const failed = await sendSmartAccountCalls(context, [{ to, value: parseEther('0.1') }]).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(WalletDockError);
    expect(await client.getBalance({ address: to })).toBe(0n);
    expect(await isSmartAccountDeployed(account)).toBe(false);

    await cut.restore();
    const status = await sendSmartAccountCalls(context, [{ to, value: parseEther('0.1') }]);
    expect(status.status).toBe(200);
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.1'));
    expect(await client.getBalance({ address })).toBeLessThan(parseEther('0.9')); // the value and the gas, once
    expect(await client.getBalance({ address })).toBeGreaterThan(parseEther('0.8'));
  }, 120_000);
});
