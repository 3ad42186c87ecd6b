// injectTestWallet: the test wallet in a browser test. The wallet (and its key) stays in the test's Node process; the
// page gets an EIP-6963 provider whose requests cross a Playwright binding, so a page can be tested with real
// signatures without the key ever being in its scripts, its URL or its storage.
import { installInjectedWallet, type InjectedWalletInit, type InjectedWalletReply } from './injected-provider';
import type { TestWallet, TestWalletOptions } from './types';
import { createTestWallet } from './wallet';

/** The frame a binding call came from, as Playwright gives it (only what the helper uses). */
export interface InjectedWalletFrame {
  evaluate<A>(pageFunction: (arg: A) => void, arg: A): Promise<unknown>;
  isDetached(): boolean;
}

/**
 * A Playwright `Page` or `BrowserContext` (playwright or playwright-core, any recent version): a context injects the
 * wallet into each of its pages. Only the two methods the helper calls are named, so no Playwright types are needed.
 */
export interface InjectedWalletTarget {
  exposeBinding(
    name: string,
    callback: (source: { frame: InjectedWalletFrame }, message: unknown) => unknown,
  ): Promise<unknown>;
  addInitScript(script: (init: InjectedWalletInit) => void, init: InjectedWalletInit): Promise<unknown>;
}

/** Options of injectTestWallet: the test wallet's (its key, chains, RPC, info, switches); it announces in the page. */
export type InjectTestWalletOptions = TestWalletOptions extends infer O
  ? O extends unknown
    ? Omit<O, 'eventTarget' | 'announce'>
    : never
  : never;

const EVENTS = ['accountsChanged', 'chainChanged', 'connect', 'disconnect'] as const;

/**
 * Puts an EIP-6963 test wallet into every page `target` opens from now on (call it before `page.goto`). The page sees
 * an installed browser wallet named `info.name` (default "Test Wallet", rdns dev.walletdock.testwallet); each of its
 * requests is answered by the returned wallet here in Node, which signs with the key and sends to the chain's RPC.
 * Drive it from the test as in a unit test: `wallet.setBehavior('personal_sign', { reject: true })`,
 * `wallet.setChain(id)`, `wallet.requests`.
 *
 * @example
 * ```ts
 * import { chromium } from 'playwright-core';
 * import { defineDevnetChain, injectTestWallet } from 'walletdock/testing';
 *
 * const page = await (await chromium.launch()).newPage();
 * const wallet = await injectTestWallet(page, { privateKey, chains: [defineDevnetChain('http://127.0.0.1:8545')] });
 * await page.goto('http://127.0.0.1:5173');
 * await page.click('[data-connector-id="dev.walletdock.testwallet"]');
 * ```
 */
export async function injectTestWallet(
  target: InjectedWalletTarget,
  options: InjectTestWalletOptions,
): Promise<TestWallet> {
  const wallet = createTestWallet({ ...options, announce: false });
  const suffix = wallet.info.uuid.replaceAll('-', '');
  const init: InjectedWalletInit = {
    info: { name: wallet.info.name, icon: wallet.info.icon, rdns: wallet.info.rdns },
    binding: `__walletdockTestWallet_${suffix}`,
    events: `__walletdockTestWalletEvent_${suffix}`,
  };
  // The frames that talked to the wallet: its events go to them (a page reloaded keeps its frame).
  const frames = new Set<InjectedWalletFrame>();
  await target.exposeBinding(init.binding, async ({ frame }, message): Promise<InjectedWalletReply> => {
    frames.add(frame);
    try {
      return { result: await wallet.request(message as Parameters<TestWallet['request']>[0]) };
    } catch (error) {
      const { code, message: text, data } = error as { code?: unknown; message?: unknown; data?: unknown };
      return {
        error: {
          code: typeof code === 'number' ? code : -32603,
          message: typeof text === 'string' ? text : 'Internal error',
          ...(data === undefined ? {} : { data }),
        },
      };
    }
  });
  for (const event of EVENTS) {
    wallet.on(event as 'accountsChanged', (payload: unknown) => {
      // An Error (the disconnect's ProviderRpcError) does not cross to the page as it is: its fields do.
      const sent =
        payload instanceof Error ? { code: (payload as { code?: number }).code, message: payload.message } : payload;
      for (const frame of frames) {
        if (frame.isDetached()) {
          frames.delete(frame);
          continue;
        }
        frame
          .evaluate(
            ([name, type, value]: [string, string, unknown]) =>
              (window as unknown as Record<string, ((t: string, v: unknown) => void) | undefined>)[name]?.(type, value),
            [init.events, event, sent] as [string, string, unknown],
          )
          .catch(() => frames.delete(frame));
      }
    });
  }
  await target.addInitScript(installInjectedWallet, init);
  return wallet;
}
