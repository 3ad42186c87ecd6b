// Registering an account name from the drop-in modal in headless Chromium: the built examples/modal (the EIP-6963
// test wallet with a fresh funded key) against walletdock's blockchain API on the devnet. Account -> Choose a name ->
// a bad name is refused in the rule's words, a taken one offers free variants -> Register signs with the wallet ->
// RegisterAccountNameSuccess; the Account header and the connect button show the name, also after a reload.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chainIdToCoinType, createNameRegistrationMessage } from 'walletdock/utils';
import { fundedAccount, type FundedAccount } from '../../../support/chain';
import { startModalApp, type ModalApp } from '../../../support/browser';
import { axeViolations } from '../../../support/axe';
import { startDevnetApi, stopApi } from '../../../support/blockchain-api';

const artifacts = fileURLToPath(new URL('../../../artifacts/', import.meta.url));
const WALLET = '[data-connector-id="dev.walletdock.testwallet"]';
const BUTTON = '[data-walletdock-connect-button]';
const MODAL = '[data-walletdock-modal]';
const REGISTER = `${MODAL} [data-view="RegisterAccountName"]`;
const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
const tag = Math.random().toString(36).slice(2, 8);

let modal: ModalApp;
let server: ModalApp['server'];
let api: Awaited<ReturnType<typeof startDevnetApi>> | undefined;
let guard: { external: string[] };
let account: FundedAccount;
let page: Page;

beforeAll(async () => {
  [modal, account] = await Promise.all([startModalApp(), fundedAccount(rpcUrl, 5n)]);
  ({ server, guard, page } = modal);
  api = await startDevnetApi(rpcUrl, contracts, { indexer: { enabled: false }, corsOrigins: [server.url] });
  await mkdir(artifacts, { recursive: true });
}, 120_000);

afterAll(async () => {
  await modal?.close();
  await stopApi(api);
});

describe('RegisterAccountName in the modal', () => {
  it('registers a name with the test wallet; the Account header and the connect button show it, also after a reload', async () => {
    // Someone else holds `taken-…` already.
    const other = privateKeyToAccount(generatePrivateKey());
    const message = createNameRegistrationMessage(`taken-${tag}.dock.id`);
    const res = await fetch(`${api!.url}/v1/profile/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        coin_type: chainIdToCoinType(33322),
        address: other.address,
        message,
        signature: await other.signMessage({ message }),
      }),
    });
    expect(res.status).toBe(200);

    await page.goto(
      `${server.url}/?rpc=${encodeURIComponent(rpcUrl)}&pk=${account.privateKey}&api=${encodeURIComponent(api!.url)}&remember=1`,
    );
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.click(BUTTON);
    await page.click(`[data-view="Connect"] ${WALLET}`);
    await page.waitForSelector(MODAL, { state: 'detached' });
    await page.waitForFunction(
      () => document.querySelector('[data-walletdock-connect-button]')?.getAttribute('data-connected') === 'true',
    );

    await page.click(BUTTON);
    await page.click(`${MODAL} [data-view="Account"] [data-register-name]`);
    await page.waitForSelector(`${REGISTER} [data-name-input]`);
    // A name that breaks the rules, in the rule's words; nothing to submit.
    await page.fill(`${REGISTER} [data-name-input]`, 'al_1');
    expect(await page.textContent(`${REGISTER} [data-name-status="invalid"]`)).toBe(
      'Names use letters, digits and hyphens, at least 4 characters',
    );
    expect(await page.isDisabled(`${REGISTER} [data-name-submit]`)).toBe(true);
    // A taken name: free variants are offered; picking one checks it.
    await page.fill(`${REGISTER} [data-name-input]`, `Taken-${tag}`);
    await page.waitForSelector(`${REGISTER} [data-name-status="taken"]`);
    await page.click(`${REGISTER} [data-name-suggestion="taken-${tag}1.dock.id"]`);
    await page.waitForSelector(`${REGISTER} [data-name-status="available"]`);
    expect(await page.textContent(`${REGISTER} [data-name-status]`)).toBe(`taken-${tag}1.dock.id is available`);
    expect(await axeViolations(page, MODAL)).toEqual([]);
    await page.screenshot({ path: `${artifacts}register-account-name.png` });

    await page.click(`${REGISTER} [data-name-submit]`);
    const name = `taken-${tag}1.dock.id`;
    await page.waitForSelector(`${MODAL} [data-view="RegisterAccountNameSuccess"] [data-registered-name="${name}"]`);
    expect(await axeViolations(page, MODAL)).toEqual([]);
    await page.click(`${MODAL} [data-view="RegisterAccountNameSuccess"] button`);
    await page.waitForSelector(`${MODAL} [data-view="Account"] [data-profile-name="${name}"]`);
    expect(await page.textContent(`${MODAL} [data-view="Account"] [data-profile-name]`)).toBe(name);
    await page.keyboard.press('Escape');
    await page.waitForSelector(MODAL, { state: 'detached' });
    expect(await page.textContent(BUTTON)).toContain(name);

    // After a reload the wallet (remembering the approval, ?remember=1) reconnects and the name comes back from the
    // API: the 5-minute identity cache is emptied first, so nothing but the server can say it.
    await page.evaluate(() => localStorage.removeItem('@walletdock/identityCache'));
    await page.reload();
    await page.waitForFunction(
      (n) =>
        document
          .querySelector('[data-walletdock-connect-button] [data-profile-name]')
          ?.getAttribute('data-profile-name') === n,
      name,
    );
    await page.click(BUTTON);
    await page.waitForSelector(`${MODAL} [data-view="Account"] [data-profile-name="${name}"]`);
    expect(await page.$(`${MODAL} [data-view="Account"] [data-register-name]`)).toBeNull();
    expect(guard.external).toEqual([]);
  });
});
