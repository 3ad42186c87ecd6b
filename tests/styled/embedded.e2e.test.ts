// The embedded wallet through the real modal and frame manager, in Chromium on the devnet: examples/modal (mode
// 'test') is the host on one origin, the reference wallet frame (tests/support/frame.ts: its server, development
// mailbox and OpenID provider) on another. Email login with the emailed code, a signature approved by a click inside
// the frame (verified with viem), a devnet transaction, session restore after a reload, sign-out, social login; and
// the host side's security: forged messages from another origin, no key material anywhere the host can read, and no
// signature without the user's click inside the frame. One frame stack, one build, one browser for the file.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { parseEther, verifyMessage, type Address, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { setBalance, testPublicClient } from '../support/chain';
import type { FrameStack } from '../support/frame';
import {
  BUTTON,
  embeddedModalDriver,
  MODAL,
  startEmbeddedModalApp,
  type EmbeddedModalApp,
} from '../support/embedded-modal';
import { codeFor, lastMailId } from '../headless/server/frame/helpers';
import { hostView, leaks, walletSecrets } from '../headless/server/frame/key-scan';

let env: EmbeddedModalApp;
let page: Page;
let stack: FrameStack;
let evil: { url: string; close(): Promise<void> };

const appUrl = () => env.url();
const walletFrame = () => page.frames().find((f) => f.url().startsWith(stack.url))!;
const { frame, accountAddress, emailLogin, clickInFrame, trackFrameMoves } = embeddedModalDriver(
  () => page,
  () => stack,
);

/** Clicks Sign in the example and approves in the frame (a real click at the frame's button). */
async function signWithApproval(message: string): Promise<Hex> {
  await trackFrameMoves();
  await page.fill('[data-testid="message-input"]', message);
  await page.click('[data-testid="sign-button"]');
  await page.waitForSelector(`${MODAL} [data-view="ApproveTransaction"]`);
  await expect.poll(() => frame().locator('[data-testid="approval-body"]').textContent()).toBe(message);
  // A signature is titled as one, and the frame names the network as the modal does (one name for the devnet).
  await expect.poll(() => page.textContent(`${MODAL} h2`)).toBe('Sign Message');
  expect(await frame().locator('.approval .network').textContent()).toBe('WalletDock Devnet');
  // The frame sits inside the dialog's padding: its square edges never reach the dialog's rounded corners.
  // (Polled: the frame follows its box through the dialog's opening animation.)
  const inset = () =>
    page.evaluate((modal) => {
      const dialog = document.querySelector(modal)!.getBoundingClientRect();
      const placed = document.querySelector('[data-walletdock-frame]')!.getBoundingClientRect();
      return Math.min(placed.left - dialog.left, dialog.right - placed.right, dialog.bottom - placed.bottom);
    }, MODAL);
  await expect.poll(inset, { timeout: 5_000 }).toBeGreaterThanOrEqual(8);
  await clickInFrame('approve');
  await page.waitForSelector(`[data-testid="signature"]:has-text("0x")`);
  await page.waitForSelector(MODAL, { state: 'detached' });
  return (await page.textContent('[data-testid="signature"]')) as Hex;
}

beforeAll(async () => {
  // Any page of this machine on 127.0.0.1 may embed the frame; the attacker's page is on "localhost", another site.
  env = await startEmbeddedModalApp({ rpcUrl: inject('rpcUrl') });
  [page, stack] = [env.page, env.stack];
  const evilServer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      '<!doctype html><script>window.forge = (messages) => messages.forEach((m) => parent.postMessage(m, "*"));</script>',
    );
  });
  await new Promise<void>((resolve) => evilServer.listen(0, '127.0.0.1', resolve));
  evil = {
    url: `http://localhost:${(evilServer.address() as AddressInfo).port}`,
    close: () =>
      new Promise((r) => {
        evilServer.closeAllConnections();
        evilServer.close(() => r());
      }),
  };
  // Everything the host page receives, kept for the key scan (the host's own window, as any script there could).
  await env.browser.context.addInitScript(() => {
    const received: Array<{ origin: string; data: unknown }> = [];
    (window as unknown as { host: unknown }).host = { received };
    window.addEventListener('message', (event) => received.push({ origin: event.origin, data: event.data }), true);
  });
}, 120_000);

afterAll(async () => {
  await Promise.all([env?.close(), evil?.close()]);
});

describe('embedded wallet in the drop-in modal', () => {
  let email: string;
  let address: Address;

  it('email login (code from the development mailbox) connects; a signature approved in the frame verifies; a devnet transaction; a reload restores; sign-out', async () => {
    await page.goto(appUrl());
    await page.waitForSelector(BUTTON);
    // No login used on this device yet: the frame is not even created.
    expect(await page.locator('[data-walletdock-frame]').count()).toBe(0);
    await page.click(BUTTON);
    // Email and socials are offered (wallet first: a browser wallet is installed).
    await page.waitForSelector(`${MODAL} [data-method="email"]`);
    expect(
      await page
        .locator(`${MODAL} [data-method="social"] [data-social]`)
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-social'))),
    ).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']);
    await page.keyboard.press('Escape');

    email = `ada-${Date.now()}@example.test`;
    address = await emailLogin(email);
    const [row] = await stack
      .frame()
      .db.query<{ eip155_address: string }>('SELECT eip155_address FROM frame_user WHERE email = $1', [email]);
    expect(address.toLowerCase()).toBe(row!.eip155_address.toLowerCase());

    const signature = await signWithApproval('Hello from the modal');
    expect(await verifyMessage({ address, message: 'Hello from the modal', signature })).toBe(true);

    await setBalance(inject('rpcUrl'), address, 2n);
    const client = testPublicClient(inject('rpcUrl'));
    await page.click('[data-testid="send-button"]');
    await page.waitForSelector(`${MODAL} [data-view="ApproveTransaction"]`);
    await expect.poll(() => frame().locator('.approval dd').allTextContents()).toContain('0.001 AVENT');
    expect(await page.textContent(`${MODAL} h2`)).toBe('Approve Transaction');
    await clickInFrame('approve');
    await page.waitForSelector('[data-testid="tx-hash"]');
    const receipt = await client.waitForTransactionReceipt({
      hash: (await page.textContent('[data-testid="tx-hash"]')) as Hex,
    });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase());
    expect(receipt.to?.toLowerCase()).toBe('0x000000000000000000000000000000000000dead');
    expect(await client.getBalance({ address })).toBeLessThan(parseEther('2') - parseEther('0.001') + 1n);

    // Reload: the session comes back without a login, and the restored key signs.
    await page.reload();
    await page.waitForSelector(`${BUTTON}:has-text("${address.slice(0, 6)}")`);
    expect(await accountAddress()).toBe(address);
    const again = await signWithApproval('after reload');
    expect(await verifyMessage({ address, message: 'after reload', signature: again })).toBe(true);

    // Sign out from Account: disconnected here, the frame's session ended, the device's login data gone.
    // At 1280×800 the email user's Account fits the window: nothing below the fold, Sign out in view.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.click(BUTTON);
    await page.waitForSelector(`${MODAL} [data-view="Account"] [data-email]:has-text("${email}")`);
    await page.waitForTimeout(300);
    const fit = await page.evaluate((modal) => {
      const dialog = document.querySelector(modal)!.getBoundingClientRect();
      const signOut = document.querySelector(`${modal} [data-disconnect]`)!.getBoundingClientRect();
      return { dialog: dialog.height, bottom: dialog.bottom, signOut: signOut.bottom };
    }, MODAL);
    expect(fit.dialog).toBeLessThanOrEqual(640);
    expect(fit.signOut).toBeLessThanOrEqual(fit.bottom);
    expect(fit.bottom).toBeLessThanOrEqual(800);
    await page.click(`${MODAL} [data-view="Account"] button:has-text("Sign out")`);
    await page.waitForSelector(`${BUTTON}:has-text("Connect Wallet")`);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => /emailLoginUsed|loginEmail/.test(k))),
    ).toEqual([]);
    await page.reload();
    await page.waitForSelector(`${BUTTON}:has-text("Connect Wallet")`);
    expect(env.guard.external).toEqual([]);
  });

  it('five wrong codes lock the email: the code view says "about 10 minutes" and turns the field, Confirm and Send a new code off', async () => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(appUrl());
    await page.click(BUTTON);
    const locked = `lock-${Date.now()}@example.test`;
    const after = lastMailId(stack.mailbox);
    await page.fill(`${MODAL} [data-testid="email-input"]`, locked);
    await page.press(`${MODAL} [data-testid="email-input"]`, 'Enter');
    await page.waitForSelector(`${MODAL} [data-view="EmailVerifyOtp"]`);
    const { code } = await codeFor(stack.mailbox, locked, after);
    const wrong = code === '000000' ? '000001' : '000000';
    const alert = () => page.textContent(`${MODAL} [data-view="EmailVerifyOtp"] [role="alert"]`).catch(() => null);
    for (const left of [4, 3, 2, 1]) {
      await page.waitForSelector(`${MODAL} [data-testid="otp-input"]:not([disabled])`);
      // The person clears the field and types the (wrong) code again: six digits submit by themselves.
      await page.fill(`${MODAL} [data-testid="otp-input"]`, '');
      await page.fill(`${MODAL} [data-testid="otp-input"]`, wrong);
      await expect.poll(alert).toBe(`Invalid code. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`);
    }
    await page.waitForSelector(`${MODAL} [data-testid="otp-input"]:not([disabled])`);
    await page.fill(`${MODAL} [data-testid="otp-input"]`, '');
    await page.fill(`${MODAL} [data-testid="otp-input"]`, wrong);
    await expect
      .poll(() => page.textContent(`${MODAL} [data-view="EmailVerifyOtp"] [role="alert"]`))
      .toBe('Too many wrong codes. Try again in about 10 minutes.');
    expect(await page.isDisabled(`${MODAL} [data-testid="otp-input"]`)).toBe(true);
    expect(await page.isDisabled(`${MODAL} button[type="submit"]`)).toBe(true);
    expect(await page.isDisabled(`${MODAL} button:has-text("Send a new code")`)).toBe(true);
    expect(stack.mailbox.messages(locked)).toHaveLength(1);
    await page.keyboard.press('Escape');
  });

  it('social login through the development OpenID provider, in the window the frame opens', async () => {
    await page.goto(appUrl());
    await page.click(BUTTON);
    const popupPromise = env.browser.context.waitForEvent('page');
    await page.click(`${MODAL} [data-social="github"]`);
    await page.waitForSelector(`${MODAL} [data-view="ConnectingSocial"]`);
    const popup = await popupPromise;
    const name = `grace-${Date.now()}`;
    await popup.fill('[data-testid="oidc-login"]', name);
    await popup.click('[data-testid="oidc-submit"]');
    await page.waitForSelector(MODAL, { state: 'detached' });
    const social = await accountAddress();
    expect(social).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const [row] = await stack
      .frame()
      .db.query<{ eip155_address: string }>(
        "SELECT eip155_address FROM frame_user WHERE social_provider = 'github' ORDER BY created_at DESC LIMIT 1",
      );
    expect(social.toLowerCase()).toBe(row!.eip155_address.toLowerCase());
    address = social;
  });

  it('host side under attack: forged messages from another origin are ignored, nothing the host reads holds key material, and only a click in the frame signs', async () => {
    // Another origin's page inside the host forges frame messages: a signed-out session, another user, a reply.
    await page.evaluate(
      (url) =>
        new Promise<void>((resolve) => {
          const f = document.createElement('iframe');
          f.src = url;
          f.onload = () => resolve();
          document.body.append(f);
        }),
      `${evil.url}/`,
    );
    const attacker = page.frames().find((f) => f.url().startsWith(evil.url))!;
    const envelope = { protocol: 'walletdock-frame', version: 1 };
    const fakeUser = {
      address: '0x000000000000000000000000000000000000bEEF',
      chainId: 'eip155:33322',
      accounts: [{ namespace: 'eip155', address: '0x000000000000000000000000000000000000bEEF', type: 'eoa' }],
      preferredAccountType: 'eoa',
    };
    await attacker.evaluate(
      (messages) => (window as unknown as { forge(m: unknown[]): void }).forge(messages),
      [
        { ...envelope, type: 'SESSION_UPDATE', payload: { user: null } },
        { ...envelope, type: 'SESSION_UPDATE', payload: { user: fakeUser } },
        { ...envelope, type: 'FRAME_READY', payload: { version: 1 } },
      ],
    );
    await page.waitForTimeout(300);
    expect(await accountAddress()).toBe(address);
    expect(await page.locator('[data-toast]').count()).toBe(0);

    // A not-safe request: the host clicks its own DOM, the box under the frame, the frame element, types Enter and
    // posts approvals to the frame; nothing signs. Then the user's Reject inside the frame ends it.
    await page.fill('[data-testid="message-input"]', 'attack: approve me');
    await page.click('[data-testid="sign-button"]');
    await page.waitForSelector(`${MODAL} [data-view="ApproveTransaction"]`);
    await expect.poll(() => frame().locator('[data-testid="approval-body"]').textContent()).toBe('attack: approve me');
    await page.click(`${MODAL} [data-view="ApproveTransaction"] p`);
    await page.evaluate(() => {
      const box = document.querySelector<HTMLElement>('[data-frame-box]')!;
      box.click();
      const iframe = document.querySelector<HTMLIFrameElement>('[data-walletdock-frame] iframe')!;
      iframe.click();
      for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'])
        iframe.dispatchEvent(new MouseEvent(type, { bubbles: true, clientX: 300, clientY: 500 }));
      iframe.focus();
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      for (const data of [
        { type: 'approve' },
        { protocol: 'walletdock-frame', version: 1, id: 'forged-approve-01', type: 'APPROVE', params: {} },
      ])
        iframe.contentWindow!.postMessage(data, '*');
    });
    await page.keyboard.press('Enter');
    await page.waitForTimeout(1500);
    expect(await page.locator('[data-testid="signature"]').count()).toBe(0);
    expect(await page.locator(`${MODAL} [data-view="ApproveTransaction"]`).count()).toBe(1);
    // Closing the modal is refused while the request waits in the frame (Escape on the host's side: inside the frame,
    // where the host's focus() above put it, a person's Escape is their Reject, by design).
    await page.focus(MODAL);
    await page.keyboard.press('Escape');
    expect(await page.locator(`${MODAL} [data-view="ApproveTransaction"]`).count()).toBe(1);
    await clickInFrame('reject');
    await page.waitForSelector('[data-testid="wallet-error"]');
    expect(await page.textContent('[data-testid="wallet-error"]')).toContain('rejected');
    await page.waitForSelector(MODAL, { state: 'detached' });

    // Use the wallet (a signature and a transaction), then scan everything the host page can read.
    await signWithApproval('scan me');
    await setBalance(inject('rpcUrl'), address, 1n);
    await page.click('[data-testid="send-button"]');
    await clickInFrame('approve');
    await page.waitForSelector('[data-testid="tx-hash"]');
    const { needles } = await walletSecrets(stack.frame().db, walletFrame(), address);
    expect(needles.size).toBeGreaterThan(20);
    const seen = await hostView(page, env.browser.context, env.origin);
    expect(seen.toLowerCase()).toContain(address.slice(2).toLowerCase());
    expect(leaks(seen, needles)).toEqual([]);
  });
});
