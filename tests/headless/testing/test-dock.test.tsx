// createTestDock and waitForConnected as a host's renderHook test meets them: connected from the first render, the
// wallet seen by its own instance only, a connect driven by the hook, the wallet's switches reaching the hook's error,
// the host's own wagmi config, a node that does not answer, a hook without the wrapper, and the clean-up.
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { createConfig, getConnection, http } from '@wagmi/core';
import { createServer, type Server } from 'node:net';
import { StrictMode } from 'react';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { parseEther } from 'viem';
import { useAccount, useConnect, useConnectors, useNativeBalance, useSignMessage, useWalletDock } from 'walletdock';
import { createTestDock, defineDevnetChain, waitForConnected, type TestDock } from 'walletdock/testing';
import { startAnvil } from '../../../faucet/devnet/anvil';
import { fundedAccount } from '../../support/chain';

const rpcUrl = inject('rpcUrl');
const kits: TestDock[] = [];
afterEach(() => {
  cleanup();
  for (const kit of kits.splice(0)) kit.destroy();
});
async function kit(options: Parameters<typeof createTestDock>[0] = {}): Promise<TestDock> {
  const made = await createTestDock({ rpcUrl, ...options });
  kits.push(made);
  return made;
}

describe('createTestDock', () => {
  it('connected: true renders connected at once, with the test wallet as an installed (announced) wallet', async () => {
    const { wrapper, wallet } = await kit({ connected: true });
    const { result } = renderHook(() => ({ account: useAccount(), connectors: useConnectors() }), { wrapper });
    expect(result.current.account).toMatchObject({ status: 'connected', address: wallet.address });
    expect(result.current.connectors.map((c) => [c.id, c.type])).toEqual([['dev.walletdock.testwallet', 'ANNOUNCED']]);
  });

  it('each instance sees its own wallet only, and nothing is announced on window', async () => {
    const announced: unknown[] = [];
    const listen = (event: Event) => announced.push((event as CustomEvent).detail);
    window.addEventListener('eip6963:announceProvider', listen);
    try {
      const [a, b] = await Promise.all([kit({ connected: true }), kit({ connected: true })]);
      expect(a.wallet.address).not.toBe(b.wallet.address);
      const readA = renderHook(() => useAccount({ select: (s) => s.address }), { wrapper: a.wrapper });
      const readB = renderHook(() => useAccount({ select: (s) => s.address }), { wrapper: b.wrapper });
      expect([readA.result.current, readB.result.current]).toEqual([a.wallet.address, b.wallet.address]);
      window.dispatchEvent(new CustomEvent('eip6963:requestProvider'));
      expect(announced).toEqual([]);
    } finally {
      window.removeEventListener('eip6963:announceProvider', listen);
    }
  });

  it('a connect started by the hook: waitForConnected returns once the hooks show it', async () => {
    const testDock = await kit();
    const { result } = renderHook(() => ({ connect: useConnect(), account: useAccount() }), {
      wrapper: testDock.wrapper,
    });
    expect(result.current.account.status).toBe('disconnected');
    act(() => result.current.connect.mutate({ connectorId: testDock.wallet.info.rdns }));
    expect(await waitForConnected(testDock)).toBe(testDock.wallet.address);
    expect(result.current.account).toMatchObject({ status: 'connected', address: testDock.wallet.address });
  });

  it('waitForConnected rejects after its time-out, naming the status it was left in', async () => {
    const testDock = await kit();
    await expect(waitForConnected(testDock, { timeout: 50 })).rejects.toThrow(
      'waitForConnected: eip155 is not connected after 50 ms (its status is "disconnected")',
    );
  });

  it("the wallet's switches reach the hook: a rejected signature is the hook's USER_REJECTED error", async () => {
    const { wrapper, wallet } = await kit({ connected: true });
    const { result } = renderHook(() => useSignMessage(), { wrapper });
    wallet.setBehavior('personal_sign', { reject: true, times: 1 });
    act(() => result.current.mutate({ message: 'hello' }));
    await waitFor(() => expect(result.current.error).toMatchObject({ code: 'USER_REJECTED' }));
    // The switch was for one request: the next signature goes through.
    act(() => result.current.mutate({ message: 'hello' }));
    await waitFor(() => expect(result.current.data).toMatch(/^0x[0-9a-f]{130}$/));
  });

  it('privateKey and balance: the given key, funded on the node', async () => {
    const { privateKey, address } = await fundedAccount(rpcUrl, 0n);
    const { dock, wallet } = await kit({ privateKey, balance: parseEther('7'), connected: true });
    expect(wallet.address).toBe(address);
    const balance = await dock.getBalance({ address, caipNetworkId: 'eip155:33322' });
    expect(balance.value).toBe(parseEther('7'));
  });

  it("the host's own wagmi config: the wallet joins its connectors, and wagmi's state follows walletdock's connect", async () => {
    const chain = defineDevnetChain(rpcUrl);
    const wagmiConfig = createConfig({
      chains: [chain],
      transports: { [chain.id]: http(rpcUrl) },
      multiInjectedProviderDiscovery: false,
    });
    const { wallet } = await kit({ wagmiConfig, connected: true });
    expect(getConnection(wagmiConfig)).toMatchObject({ status: 'connected', address: wallet.address });
  });

  it('a node that does not answer: one line naming the URL, not a hang', async () => {
    const silent: Server = createServer(() => undefined); // accepts the connection, never answers
    await new Promise<void>((ok) => silent.listen(0, '127.0.0.1', ok));
    const url = `http://127.0.0.1:${(silent.address() as { port: number }).port}`;
    try {
      const started = Date.now();
      await expect(createTestDock({ rpcUrl: url, rpcTimeoutMs: 300 })).rejects.toThrow(
        `createTestDock: the RPC of chain 33322 at ${url} did not answer within 300 ms; start the node first (e.g. anvil --chain-id 33322)`,
      );
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      silent.close();
    }
  });

  it("a plain anvil (no Multicall3, which the devnet chain declares): the wallet's balance still reads", async () => {
    const plain = await startAnvil({ accounts: 1 });
    try {
      const { wrapper } = await kit({ rpcUrl: plain.rpcUrl, connected: true, balance: parseEther('3') });
      const { result } = renderHook(() => useNativeBalance(), { wrapper });
      await waitFor(() => expect(result.current.data?.value, String(result.current.error)).toBe(parseEther('3')), {
        timeout: 10_000,
      });
    } finally {
      cleanup();
      await plain.stop();
    }
  });

  it('a node of another chain is named as such', async () => {
    const other = { ...defineDevnetChain(rpcUrl), id: 1 };
    await expect(createTestDock({ chains: [other] })).rejects.toThrow(
      `createTestDock: the RPC of chain 1 at ${rpcUrl} is a node of chain 33322, not 1`,
    );
  });

  it('unmounting the last tree destroys the dock; StrictMode’s remount does not', async () => {
    const testDock = await kit({ connected: true });
    let destroyed = 0;
    const destroy = testDock.dock.destroy;
    (testDock.dock as { destroy(): void }).destroy = () => {
      destroyed += 1;
      destroy();
    };
    const view = render(
      <StrictMode>
        <Address />
      </StrictMode>,
      { wrapper: testDock.wrapper },
    );
    await Promise.resolve();
    expect(destroyed).toBe(0);
    expect(screen.getByText(testDock.wallet.address)).toBeTruthy();
    view.unmount();
    await Promise.resolve();
    expect(destroyed).toBe(1);
    testDock.destroy();
    expect(destroyed).toBe(1);
  });

  it('destroy() with a tree still mounted empties the tree first: nothing renders a destroyed dock', async () => {
    const testDock = await kit({ connected: true });
    render(<Address />, { wrapper: testDock.wrapper });
    expect(screen.queryByText(testDock.wallet.address)).not.toBeNull();
    testDock.destroy();
    expect(screen.queryByText(testDock.wallet.address)).toBeNull();
  });
});

describe('a hook without the wrapper', () => {
  it.each<[string, () => unknown]>([
    ['useAccount', () => useAccount()],
    ['useConnect', () => useConnect()],
    ['useWalletDock', () => useWalletDock()],
  ])('%s says it must be used inside <WalletDockProvider>', (name, hook) => {
    expect(() => renderHook(hook)).toThrow(`${name} must be used inside <WalletDockProvider>`);
  });
});

function Address() {
  return <p>{useAccount({ select: (a) => a.address })}</p>;
}
