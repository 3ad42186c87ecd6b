// The Farcaster relay stand-in driven by @farcaster/auth-client (app and wallet clients), as the frame server and a
// Farcaster app call it: channel creation, status, completion with the relay key, one read of a completed channel,
// expiry; and the test Farcaster client's message, built by auth-client, verifies against the devnet's ID registry.
import { createAppClient, viemConnector } from '@farcaster/auth-client';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { generateSiweNonce } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { completeFarcasterSignIn } from '../../../../faucet/devnet/frame/farcaster-client';
import { startDevFarcasterRelay, type DevFarcasterRelay } from '../../../../faucet/devnet/frame/farcaster-relay';
import { freePort } from '../../../../faucet/devnet/anvil';
import { devFarcasterSignIn } from '../../../../faucet/devnet/farcaster';
import { createFarcasterTestUser } from '../../../support/farcaster';

let relay: DevFarcasterRelay;
const app = () => createAppClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl: inject('rpcUrl') }) });
const SITE = { siweUri: 'https://app.example.test/', domain: 'app.example.test' };

beforeAll(async () => {
  relay = await startDevFarcasterRelay();
});
afterAll(() => relay?.close());

describe('Farcaster relay stand-in', () => {
  it('a channel goes pending → completed by the Farcaster app → read once, and the message verifies for the fid', async () => {
    const nonce = generateSiweNonce();
    const channel = await app().createChannel({ ...SITE, nonce });
    expect(channel.response.status).toBe(201);
    expect(channel.data).toMatchObject({ nonce, url: expect.stringMatching(/\/~\/siwf\?channelToken=/) });
    const pending = await app().status({ channelToken: channel.data.channelToken });
    expect(pending.response.status).toBe(202);
    expect(pending.data).toMatchObject({ state: 'pending', nonce, signatureParams: { ...SITE, nonce } });
    expect(pending.data).not.toHaveProperty('url');

    const user = await createFarcasterTestUser(inject('rpcUrl'), 'alice');
    await completeFarcasterSignIn({ relayUrl: relay.url, url: channel.data.url, user });
    const done = await app().status({ channelToken: channel.data.channelToken });
    expect(done.response.status).toBe(200);
    expect(done.data).toMatchObject({ state: 'completed', fid: user.fid, username: 'alice' });
    const verified = await app().verifySignInMessage({
      nonce,
      domain: SITE.domain,
      message: done.data.message!,
      signature: done.data.signature!,
    });
    expect(verified).toMatchObject({ isError: false, success: true, fid: user.fid, authMethod: 'custody' });
    // The relay closes a channel once its completion was read.
    expect((await app().status({ channelToken: channel.data.channelToken })).response.status).toBe(401);
  });

  it('completing needs the relay key and an open channel; a bad create body is refused', async () => {
    const channel = await app().createChannel(SITE);
    const user = await createFarcasterTestUser(inject('rpcUrl'));
    await expect(
      completeFarcasterSignIn({ relayUrl: relay.url, url: channel.data.url, user, authKey: 'not-the-key' }),
    ).rejects.toThrow(/refused the sign-in \(401\)/);
    await expect(
      completeFarcasterSignIn({ relayUrl: relay.url, url: `${relay.url}/~/siwf?channelToken=unknown`, user }),
    ).rejects.toThrow(/not open/);
    const bad = await fetch(`${relay.url}/v1/channel`, { method: 'POST', body: JSON.stringify({ domain: 'a b' }) });
    expect(bad.status).toBe(400);
  });

  it('a channel expires after its TTL: status and completion then answer 401', async () => {
    relay.setTtl(0.3);
    const channel = await app().createChannel(SITE);
    relay.setTtl(3600);
    await new Promise((r) => setTimeout(r, 400));
    expect((await app().status({ channelToken: channel.data.channelToken })).response.status).toBe(401);
    const custody = privateKeyToAccount(generatePrivateKey());
    await expect(
      completeFarcasterSignIn({ relayUrl: relay.url, url: channel.data.url, user: { fid: 1, custody } }),
    ).rejects.toThrow(/not open/);
  });

  it("the channel URL's development page signs in as a named devnet test user (npm start, no phone)", async () => {
    const port = await freePort();
    const page = await startDevFarcasterRelay({
      port,
      completeAsTestUser: devFarcasterSignIn(inject('rpcUrl'), `http://127.0.0.1:${port}`),
    });
    try {
      const client = createAppClient({ relay: page.url, ethereum: viemConnector({ rpcUrl: inject('rpcUrl') }) });
      const nonce = generateSiweNonce();
      const channel = await client.createChannel({ ...SITE, nonce });
      expect(await (await fetch(channel.data.url)).text()).toContain(
        '<strong>app.example.test</strong> asks you to sign in',
      );
      // The form posts back to the page's own URL.
      const posted = await fetch(channel.data.url, {
        method: 'POST',
        body: 'username=carol',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(await posted.text()).toContain('Signed in as <strong>@carol</strong>');
      const done = await client.status({ channelToken: channel.data.channelToken });
      expect(done.data).toMatchObject({ state: 'completed', username: 'carol' });
      expect(
        await client.verifySignInMessage({
          nonce,
          domain: SITE.domain,
          message: done.data.message!,
          signature: done.data.signature!,
        }),
      ).toMatchObject({ success: true, fid: done.data.fid });
    } finally {
      await page.close();
    }
  });
});
