// Many tabs are one session, for the email wallet (the reference frame, each tab with its own frame, which tells only
// the tab that asked): on the built examples/modal in headless Chromium, two pages of one browser context are two tabs.
// A network switched in one tab moves the other without a reload, its own wallet client included, with no prompt.
// The frame serves the example's second network (the same devnet RPC under another chain id).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { devnetChain } from '../../faucet/devnet/frame/env';
import {
  BUTTON,
  MODAL,
  embeddedModalDriver,
  startEmbeddedModalApp,
  type EmbeddedModalApp,
} from '../support/embedded-modal';
import type { FrameStack } from '../support/frame';

let env: EmbeddedModalApp;
let page: Page;
let stack: FrameStack;
const { emailLogin } = embeddedModalDriver(
  () => page,
  () => stack,
);

type Exposed = {
  __walletdock: {
    switchNetwork(p: { caipNetworkId: string }): Promise<void>;
    stores: { connection: { getState(): { chains: { eip155?: { caipNetwork?: { caipNetworkId: string } } } } } };
    wagmiConfig?: { state: { chainId: number } };
  };
};
/** What a tab shows as its eip155 network, and the chain its wallet client is on. */
const networkOf = (tab: Page) =>
  tab.evaluate(() => {
    const dock = (window as unknown as Exposed).__walletdock;
    return {
      shown: dock.stores.connection.getState().chains.eip155?.caipNetwork?.caipNetworkId,
      wallet: dock.wagmiConfig?.state.chainId,
    };
  });

beforeAll(async () => {
  const rpcUrl = inject('rpcUrl');
  env = await startEmbeddedModalApp({
    rpcUrl,
    frame: { extraEnv: { CHAINS: JSON.stringify([devnetChain(rpcUrl), devnetChain(rpcUrl, 33323)]) } },
  });
  [page, stack] = [env.page, env.stack];
}, 120_000);

afterAll(async () => {
  await env?.close();
});

describe('two tabs of one email session', () => {
  it('a network switched in one tab reaches the other within a second, with no prompt there', async () => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(env.url());
    await page.waitForSelector(BUTTON);
    const address = await emailLogin(`tabs-${Date.now()}@example.test`);

    const other = await env.browser.context.newPage();
    other.on('pageerror', (error) => errors.push(error.message));
    await other.goto(env.url());
    await other.waitForSelector(`${BUTTON}[data-connected="true"]`, { timeout: 30_000 });
    expect(await other.textContent(BUTTON)).toContain(address.slice(0, 6));
    expect(await networkOf(other)).toEqual({ shown: 'eip155:33322', wallet: 33322 });

    await page.evaluate(() =>
      (window as unknown as Exposed).__walletdock.switchNetwork({ caipNetworkId: 'eip155:33323' }),
    );
    const switchedAt = Date.now();
    expect(await networkOf(page)).toEqual({ shown: 'eip155:33323', wallet: 33323 });
    await other.waitForFunction(
      () =>
        (window as unknown as Exposed).__walletdock.stores.connection.getState().chains.eip155?.caipNetwork
          ?.caipNetworkId === 'eip155:33323',
      undefined,
      { timeout: 5000, polling: 20 },
    );
    const lag = Date.now() - switchedAt;
    console.log(`[tabs] email wallet: the other tab showed the switched network ${lag} ms after the switch`);
    expect(lag).toBeLessThan(1000);
    // Its own wallet client moved too (what it sends goes where it shows), and nothing asked the visitor there.
    await other.waitForFunction(
      () => (window as unknown as Exposed).__walletdock.wagmiConfig?.state.chainId === 33323,
      undefined,
      { timeout: 2000 },
    );
    expect(await other.$(MODAL)).toBeNull();
    expect(await other.getAttribute(`${BUTTON}`, 'data-connected')).toBe('true');
    expect(errors).toEqual([]);
    expect(env.guard.external).toEqual([]);
    await other.close();
  });
});
