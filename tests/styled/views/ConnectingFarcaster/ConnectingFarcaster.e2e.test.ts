// Sign In With Farcaster through the real modal and frame in Chromium on the devnet: examples/modal (mode 'test') is
// the host, the reference wallet frame runs with the Farcaster relay stand-in, and the test Farcaster client (what
// the Farcaster app does) completes the channel of the QR code with a custody key registered in the devnet's ID
// registry. The QR code and link; going back clears the URL and reloads the frame; an expired request offers a new
// QR code, which then signs in; the user is connected with the embedded account. axe-clean at each step.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { completeFarcasterSignIn } from '../../../../faucet/devnet/frame/farcaster-client';
import { startDevFarcasterRelay, type DevFarcasterRelay } from '../../../../faucet/devnet/frame/farcaster-relay';
import { axeViolations } from '../../../support/axe';
import { createFarcasterTestUser, farcasterFrameEnv } from '../../../support/farcaster';
import { startEmbeddedModalApp, type EmbeddedModalApp } from '../../../support/embedded-modal';
import type { FrameStack } from '../../../support/frame';

const BUTTON = '[data-walletdock-connect-button]';
const MODAL = '[data-walletdock-modal]';
const VIEW = `${MODAL} [data-view="ConnectingFarcaster"]`;

let env: EmbeddedModalApp;
let page: Page;
let stack: FrameStack;
let relay: DevFarcasterRelay;

const appUrl = () => env.url();

/** Opens ConnectingFarcaster from Connect; resolves with the QR code's URL once it shows. */
async function openFarcaster(): Promise<string> {
  await page.click(`${MODAL} [data-social="farcaster"]`);
  const link = page.locator(`${VIEW} [data-farcaster-url]`);
  await link.waitFor();
  // The QR code is drawn (an SVG) for the same URL the link opens.
  await page.waitForSelector(`${VIEW} [role="img"] svg`);
  expect(await page.getAttribute(`${VIEW} [role="img"]`, 'data-wc-uri')).toBe(await link.getAttribute('href'));
  return (await link.getAttribute('data-farcaster-url'))!;
}

beforeAll(async () => {
  relay = await startDevFarcasterRelay();
  env = await startEmbeddedModalApp({
    rpcUrl: inject('rpcUrl'),
    frame: { extraEnv: farcasterFrameEnv(relay.url, inject('rpcUrl')) },
  });
  [page, stack] = [env.page, env.stack];
}, 120_000);

afterAll(async () => {
  await env?.close();
  await relay?.close();
});

describe('ConnectingFarcaster', () => {
  it("shows the channel's QR code and link; going back clears the URL and reloads the frame, and a new visit gets a new channel", async () => {
    await page.goto(appUrl());
    await page.click(BUTTON);
    const first = await openFarcaster();
    expect(first.startsWith(`${relay.url}/~/siwf?channelToken=`)).toBe(true);
    expect(await axeViolations(page, MODAL)).toEqual([]);

    const reloaded = page.waitForEvent('framenavigated', {
      predicate: (f) => f !== page.mainFrame() && f.url().startsWith(stack.url),
    });
    await page.click(`${MODAL} button[aria-label="Back"]`);
    await page.waitForSelector(`${MODAL} [data-social="farcaster"]`);
    await reloaded;
    const second = await openFarcaster();
    expect(second).not.toBe(first);
    await page.keyboard.press('Escape');
    await page.waitForSelector(MODAL, { state: 'detached' });
  });

  it('an expired request says so and offers a new QR code; the Farcaster app completes it and the embedded account connects', async () => {
    await page.goto(appUrl());
    await page.click(BUTTON);
    relay.setTtl(1);
    const expired = await openFarcaster();
    relay.setTtl(3600);
    await page.waitForSelector(`${VIEW} [role="alert"]`);
    expect(await page.textContent(VIEW)).toContain('This Farcaster sign-in request has expired. Please start again.');
    expect(await axeViolations(page, MODAL)).toEqual([]);

    await page.click(`${VIEW} [data-testid="farcaster-new-qr"]`);
    const fresh = await page
      .locator(`${VIEW} [data-farcaster-url]`)
      .getAttribute('data-farcaster-url', { timeout: 10_000 });
    expect(fresh).not.toBe(expired);
    const user = await createFarcasterTestUser(inject('rpcUrl'), 'alice');
    await completeFarcasterSignIn({ relayUrl: relay.url, url: fresh!, user });
    await page.waitForSelector(MODAL, { state: 'detached' });

    await page.click(BUTTON);
    const address = await page.getAttribute(`${MODAL} [data-view="Account"] [data-address]`, 'data-address');
    const [row] = await stack
      .frame()
      .db.query<{ eip155_address: string; user_name: string; social_provider: string }>(
        "SELECT u.eip155_address, u.user_name, u.social_provider FROM frame_user u JOIN frame_identity i ON i.user_id = u.id WHERE i.provider = 'farcaster' AND i.subject = $1",
        [String(user.fid)],
      );
    expect(row).toMatchObject({ user_name: 'alice', social_provider: 'farcaster' });
    expect(address?.toLowerCase()).toBe(row!.eip155_address.toLowerCase());
    expect(env.guard.external).toEqual([]);
  });
});
