// Attacks on the wallet frame in Chromium. The host page (tests/support/frame-host, an allowed origin) and pages of
// other origins try to: talk to the frame from a foreign origin, find key material in anything the host can see,
// approve a request without a real click inside the frame (its own DOM, synthetic events, messages, a transparent
// frame), frame the wallet from a non-allowed origin, and sign with the server's database dump plus the host's
// storage. Wrong codes lock the login.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { combine } from 'shamir-secret-sharing';
import { bytesToHex, verifyMessage, type Address, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FrameUser } from '../../../../headless/core/embedded/messages';
import { launchBrowser, type TestBrowser } from '../../../support/browser';
import { setBalance } from '../../../support/chain';
import { buildFramePageForTests, startFrameStack, startHostPage, type FrameStack } from '../../../support/frame';
import { codeFor, lastMailId } from './helpers';
import { hostDriver, type HostWindow } from './host-driver';
import { candidateShares, hostView, leaks, walletSecrets } from './key-scan';

let browser: TestBrowser;
let page: Page;
let stack: FrameStack;
let host: Awaited<ReturnType<typeof startHostPage>>;
let foreign: Awaited<ReturnType<typeof startHostPage>>;
let built: Awaited<ReturnType<typeof buildFramePageForTests>>;
let evilServer: { url: string; close(): Promise<void> };
let user: FrameUser;
let email: string;
const CHAIN = 'eip155:33322';

const { request, start, outcome, settled, frame, walletFrame, open } = hostDriver(() => page);
const openHost = () => open(host.url, stack.url);
const view = () => hostView(page, browser.context, host.url);
const secrets = () => walletSecrets(stack.frame().db, walletFrame(stack.url), user.address);
const signRequest = (text: string) =>
  start('RPC_REQUEST', {
    chainId: CHAIN,
    method: 'personal_sign',
    params: [bytesToHex(new TextEncoder().encode(text)), user.address],
  });

beforeAll(async () => {
  built = await buildFramePageForTests();
  [host, foreign] = await Promise.all([startHostPage(), startHostPage()]);
  // A page of a third origin that, framed by the host, talks to the wallet frame next to it.
  const evil = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><script>
      window.got = [];
      addEventListener('message', (e) => got.push({ origin: e.origin, data: e.data }));
      window.attack = (address) => {
        const wallet = parent.frames[0];
        const send = (type, params) => wallet.postMessage({ protocol: 'walletdock-frame', version: 1, id: 'evil-' + type.toLowerCase().replace(/_/g, '-'), type, params }, '*');
        send('IS_CONNECTED', {});
        send('GET_USER', {});
        send('RPC_REQUEST', { chainId: '${CHAIN}', method: 'eth_accounts' });
        send('RPC_REQUEST', { chainId: '${CHAIN}', method: 'personal_sign', params: ['0x6576696c', address] });
        send('SIGN_OUT', {});
      };
    </script>`);
  });
  await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
  evilServer = {
    url: `http://127.0.0.1:${(evil.address() as AddressInfo).port}`,
    close: () =>
      new Promise((r) => {
        evil.closeAllConnections();
        evil.close(() => r());
      }),
  };
  [stack, browser] = await Promise.all([
    startFrameStack({ rpcUrl: inject('rpcUrl'), pageDir: built.dir, allowedOrigins: [host.origin] }),
    launchBrowser(),
  ]);
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  await openHost();
  email = `victim-${Date.now()}@example.test`;
  const after = lastMailId(stack.mailbox);
  await request('CONNECT_EMAIL', { email });
  user = await request<FrameUser>('CONNECT_OTP', { otp: (await codeFor(stack.mailbox, email, after)).code });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
  await Promise.all([host?.close(), foreign?.close(), evilServer?.close()]);
  await built?.remove();
});

describe('wallet frame under attack', () => {
  it('ignores messages from a foreign origin: no reply, no sign-out, no signature', async () => {
    await page.evaluate(
      (url) =>
        new Promise<void>((resolve) => {
          const f = document.createElement('iframe');
          f.src = url;
          f.onload = () => resolve();
          document.body.append(f);
        }),
      `${evilServer.url}/`,
    );
    const evil = page.frames().find((f) => f.url().startsWith(evilServer.url))!;
    await evil.evaluate((address) => (window as unknown as { attack(a: string): void }).attack(address), user.address);
    // A request of the host itself goes through the same frame afterwards: by its reply, the frame has read the others.
    expect(await request('IS_CONNECTED')).toEqual({ isConnected: true });
    await page.waitForTimeout(300);
    expect(await evil.evaluate(() => (window as unknown as { got: unknown[] }).got)).toEqual([]);
    const received = JSON.stringify(await page.evaluate(() => (window as unknown as HostWindow).host.received));
    expect(received).not.toContain('evil-');
    expect(await frame().locator('[data-view="Approval"]').count()).toBe(0);
    // Opened top-level (not framed), the page answers nobody.
    const top = await browser.context.newPage();
    await top.goto(`${stack.url}/`);
    await expect.poll(() => top.textContent('#app')).toBe('This is a wallet frame. Open it from an app.');
    await top.close();
  });

  it('a not-safe request is never approved without a real click inside the frame', async () => {
    await openHost();
    const id = await signRequest('attack: approve me');
    await frame().locator('[data-view="Approval"]').waitFor();
    // The host clicks its own DOM (a real click), clicks and dispatches events on the iframe element, focuses it and
    // types Enter, and sends the frame made-up approvals.
    await page.click('#host-button');
    await page.evaluate(() => {
      const iframe = document.getElementById('wallet-frame') as HTMLIFrameElement;
      iframe.click();
      for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'])
        iframe.dispatchEvent(new MouseEvent(type, { bubbles: true, clientX: 300, clientY: 520 }));
      iframe.focus();
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      const w = iframe.contentWindow!;
      for (const data of [
        { type: 'approve' },
        { action: 'approve' },
        'approve',
        {
          protocol: 'walletdock-frame',
          version: 1,
          id: 'forged-approve-01',
          type: 'RPC_REQUEST_SUCCESS',
          result: { result: '0x' },
        },
        { protocol: 'walletdock-frame', version: 1, id: 'forged-approve-02', type: 'APPROVE', params: {} },
      ])
        w.postMessage(data, '*');
    });
    await page.keyboard.press('Enter');
    await page.waitForTimeout(1500);
    expect(await outcome(id)).toEqual({ state: 'pending' });
    // A transparent frame (clickjacking): the Approve button stays off, and even a forced click does nothing.
    await page.evaluate(() => {
      (document.getElementById('wallet-frame') as HTMLIFrameElement).style.opacity = '0.3';
    });
    await page.waitForTimeout(800);
    expect(await frame().locator('button[data-action="approve"]').isDisabled()).toBe(true);
    await frame().locator('button[data-action="approve"]').click({ force: true });
    await page.waitForTimeout(300);
    expect(await outcome(id)).toEqual({ state: 'pending' });
    // The user's own click on Reject ends it.
    await page.evaluate(() => {
      (document.getElementById('wallet-frame') as HTMLIFrameElement).style.opacity = '1';
    });
    await frame().locator('button[data-action="reject"]').click();
    expect(await settled(id)).toMatchObject({ state: 'error', rpcCode: 4001, message: 'User rejected the request.' });
    // Visible again, the user's click on Approve signs.
    const next = await signRequest('visible again');
    await frame().locator('button[data-action="approve"]').click();
    const ok = await settled(next);
    expect(
      await verifyMessage({
        address: user.address as Address,
        message: 'visible again',
        signature: (ok.result as { result: Hex }).result,
      }),
    ).toBe(true);
  });

  it("nothing the host page can see holds key material or the frame's session token", async () => {
    await openHost();
    // Use the wallet: sign and send, so every kind of reply has crossed to the host.
    await setBalance(inject('rpcUrl'), user.address as Address, 2n);
    const sign = await signRequest('scan me');
    await frame().locator('button[data-action="approve"]').click();
    await settled(sign);
    const send = await start('RPC_REQUEST', {
      chainId: CHAIN,
      method: 'eth_sendTransaction',
      params: [{ to: '0x000000000000000000000000000000000000dEaD', value: '0x1' }],
    });
    await frame().locator('button[data-action="approve"]').click();
    expect((await settled(send)).state).toBe('ok');
    await request('GET_USER', { chainId: CHAIN });
    const { needles } = await secrets();
    expect(needles.size).toBeGreaterThanOrEqual(25);
    // The scan finds a planted needle (so a clean result means something).
    const [planted] = [...needles.keys()];
    await page.evaluate((v) => localStorage.setItem('planted', v), planted!);
    expect(leaks(await view(), needles).length).toBeGreaterThan(0);
    await page.evaluate(() => localStorage.removeItem('planted'));
    expect(leaks(await view(), needles)).toEqual([]);
  });

  it('the server database dump plus the host storage cannot open the wallet or sign', async () => {
    const tables = (
      await stack
        .frame()
        .db.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE tablename LIKE 'frame_%'")
    ).map((r) => r.tablename);
    expect(tables).toEqual(expect.arrayContaining(['frame_user', 'frame_device', 'frame_session', 'frame_code']));
    let dump = '';
    for (const table of tables) dump += JSON.stringify(await stack.frame().db.query(`SELECT * FROM ${table}`));
    const loot = `${dump}${await view()}`;
    // The operator's view (FRAME_SECRET, not in the dump) gives the real secrets to look for.
    const { needles, entropy, authShare, deviceShares } = await secrets();
    expect(leaks(loot, needles)).toEqual([]);
    // Every share-sized window of every encoded run of the loot, combined in pairs: none gives the wallet's secret.
    const list = candidateShares(loot);
    expect(list.length).toBeGreaterThan(20);
    let opened = 0;
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        if (list[i]![32] === list[j]![32]) continue;
        const secret = await combine([list[i]!, list[j]!]).catch(() => undefined);
        if (secret && Buffer.from(secret).equals(Buffer.from(entropy))) opened++;
      }
    }
    expect(opened).toBe(0);
    // Anything token-shaped in the loot does not open a session on the server either.
    const tokens = [
      ...new Set([...loot.matchAll(/eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g)].map((m) => m[0])),
    ];
    for (const token of tokens) {
      const res = await fetch(`${stack.url}/api/wallet/recover`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.status).toBe(401);
    }
    // Control: the same pairing opens the wallet when it has two real shares (the operator's auth share, the device's).
    // (The device share comes from the scan's own decoding: the needle map is keyed by text and loses
    // "device0 (base64)" whenever that text equals its base64url form, one run in four.)
    expect(Buffer.from(await combine([authShare, deviceShares[0]!])).equals(Buffer.from(entropy))).toBe(true);
  });

  it('a page of a non-allowed origin cannot frame the wallet (CSP frame-ancestors)', async () => {
    const other = await browser.context.newPage();
    const errors: string[] = [];
    other.on('console', (m) => errors.push(m.text()));
    await other.goto(`${foreign.url}/?frame=${encodeURIComponent(`${stack.url}/`)}`);
    await expect.poll(() => errors.join('\n'), { timeout: 10_000 }).toMatch(/frame-ancestors/);
    const ready = await other.evaluate(() =>
      Promise.race([
        (window as unknown as HostWindow).host.readyAfterMs.then(() => 'ready'),
        new Promise((r) => setTimeout(() => r('no frame'), 2000)),
      ]),
    );
    expect(ready).toBe('no frame');
    expect(other.frames().some((f) => f.url().startsWith(stack.url) && f.url() !== 'about:blank')).toBe(false);
    await other.close();
  });

  it('a session ended on the server (sign-out elsewhere, expiry) ends signing in the frame, key in memory or not', async () => {
    await openHost();
    expect(await request('IS_CONNECTED')).toEqual({ isConnected: true });
    await stack.frame().db.query('UPDATE frame_session SET revoked_at = $1 WHERE revoked_at IS NULL', [Date.now()]);
    const id = await signRequest('after sign-out elsewhere');
    expect(await settled(id)).toMatchObject({ state: 'error', rpcCode: 4100, message: 'Session expired' });
    expect(await frame().locator('[data-view="Approval"]').count()).toBe(0);
    expect(await request('IS_CONNECTED')).toEqual({ isConnected: false });
    expect(await page.evaluate(() => (window as unknown as HostWindow).host.sessionUpdates.at(-1))).toBeNull();
  });

  it('five wrong codes lock the email login; the right code then fails', async () => {
    await openHost();
    await request('SIGN_OUT');
    await stack.frame().db.query('UPDATE frame_code SET issued_at = 0 WHERE email = $1', [email]);
    const after = lastMailId(stack.mailbox);
    expect(await request('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' });
    const { code } = await codeFor(stack.mailbox, email, after);
    const wrong = code === '111111' ? '222222' : '111111';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push((await settled(await start('CONNECT_OTP', { otp: wrong }))).message!);
    expect(messages[0]).toBe('Invalid code. 4 attempts left.');
    expect(messages[4]).toBe('Too many wrong codes. Try again in about 10 minutes.');
    expect((await settled(await start('CONNECT_OTP', { otp: code }))).message).toMatch(/^Too many wrong codes/);
    expect(await request('IS_CONNECTED')).toEqual({ isConnected: false });
  });
});
