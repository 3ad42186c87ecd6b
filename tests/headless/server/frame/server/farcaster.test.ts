// Sign In With Farcaster on the frame server over HTTP: a real database, the relay stand-in, the devnet's ID
// registry and the test Farcaster client. Completes (user by fid, with a wallet like a social login), an expired
// channel, and attacks: a key that is not the fid's custody, a completion for another app's domain.
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { completeFarcasterSignIn } from '../../../../../faucet/devnet/frame/farcaster-client';
import { startDevFarcasterRelay, type DevFarcasterRelay } from '../../../../../faucet/devnet/frame/farcaster-relay';
import { createFarcasterTestUser, farcasterFrameEnv } from '../../../../support/farcaster';
import { startFrameStack, stubFramePage, type FrameStack } from '../../../../support/frame';
import { call, createWallet } from '../helpers';

let stack: FrameStack;
let relay: DevFarcasterRelay;
let pageDir: string;
let stub: Awaited<ReturnType<typeof stubFramePage>> | undefined;
const HOST = 'http://127.0.0.1:5555';
const api = (path: string, body?: unknown, token?: string) => call(stack.url, path, body, token);
const start = async () =>
  (await api('/api/farcaster/start', { hostOrigin: HOST })).body as { attemptId: string; url: string };

beforeAll(async () => {
  pageDir = (stub = await stubFramePage()).dir;
  relay = await startDevFarcasterRelay();
  stack = await startFrameStack({
    rpcUrl: inject('rpcUrl'),
    pageDir,
    allowedOrigins: [HOST],
    extraEnv: farcasterFrameEnv(relay.url, inject('rpcUrl')),
  });
}, 60_000);

afterAll(async () => {
  await stack?.close();
  await relay?.close();
  await stub?.remove();
});

describe('Sign In With Farcaster', () => {
  it("the config offers Farcaster; a completed channel logs in the fid's user, the same user next time", async () => {
    expect((await api('/api/config')).body.farcaster).toBe(true);
    const user = await createFarcasterTestUser(inject('rpcUrl'), 'alice');
    const attempt = await start();
    expect(attempt.url.startsWith(`${relay.url}/~/siwf?channelToken=`)).toBe(true);
    expect(await api('/api/farcaster/complete', { attemptId: attempt.attemptId })).toEqual({
      status: 202,
      body: { state: 'pending' },
    });
    await completeFarcasterSignIn({ relayUrl: relay.url, url: attempt.url, user });
    const done = await api('/api/farcaster/complete', { attemptId: attempt.attemptId });
    expect(done.status).toBe(200);
    const first = done.body.user as { id: string };
    expect(done.body.user).toMatchObject({
      socialProvider: 'farcaster',
      userName: 'alice',
      email: null,
      eip155Address: null,
    });
    // A wallet is created exactly as after a social login.
    const session = done.body.sessionToken as string;
    const { reply: created } = await createWallet(stack.url, session, first.id);
    expect(created.status).toBe(200);
    // The attempt is used up.
    expect(await api('/api/farcaster/complete', { attemptId: attempt.attemptId })).toEqual({
      status: 410,
      body: { error: 'This Farcaster sign-in request has expired. Please start again.' },
    });

    const again = await start();
    await completeFarcasterSignIn({ relayUrl: relay.url, url: again.url, user });
    const second = await api('/api/farcaster/complete', { attemptId: again.attemptId });
    expect(second.body.user).toMatchObject({
      id: first.id,
      socialProvider: 'farcaster',
      eip155Address: (created.body.user as { eip155Address: string }).eip155Address,
    });
  });

  it('an expired channel is reported in clear words and can be started again', async () => {
    relay.setTtl(0.3);
    const attempt = await start();
    relay.setTtl(3600);
    await new Promise((r) => setTimeout(r, 400));
    expect(await api('/api/farcaster/complete', { attemptId: attempt.attemptId })).toEqual({
      status: 410,
      body: { error: 'This Farcaster sign-in request has expired. Please start again.' },
    });
    const fresh = await start();
    expect(await api('/api/farcaster/complete', { attemptId: fresh.attemptId })).toEqual({
      status: 202,
      body: { state: 'pending' },
    });
  });

  it('an open attempt survives a restart of the frame server (kept in the database, not in memory)', async () => {
    const user = await createFarcasterTestUser(inject('rpcUrl'), 'carol');
    const attempt = await start();
    await stack.restart();
    await completeFarcasterSignIn({ relayUrl: relay.url, url: attempt.url, user });
    const done = await api('/api/farcaster/complete', { attemptId: attempt.attemptId });
    expect(done).toMatchObject({ status: 200, body: { user: { socialProvider: 'farcaster', userName: 'carol' } } });
  });

  it("attack: a message signed by a key that is not the fid's custody is refused and logs nobody in", async () => {
    const victim = await createFarcasterTestUser(inject('rpcUrl'), 'victim');
    const attacker = privateKeyToAccount(generatePrivateKey());
    const attempt = await start();
    await completeFarcasterSignIn({ relayUrl: relay.url, url: attempt.url, user: victim, signer: attacker });
    const refused = await api('/api/farcaster/complete', { attemptId: attempt.attemptId });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('The sign-in could not be completed. Please try again.');
    expect(refused.body.reason).toMatch(/does not own fid|not an auth address or owner of fid/);
    const rows = await stack
      .frame()
      .db.query('SELECT 1 FROM frame_identity WHERE provider = $1 AND subject = $2', ['farcaster', String(victim.fid)]);
    expect(rows).toHaveLength(0);
  });

  it('attack: a custody signature made for another channel (its nonce) does not log in on this one', async () => {
    const user = await createFarcasterTestUser(inject('rpcUrl'), 'bob');
    const mine = await start();
    const other = await start();
    // The Farcaster app signs for `other`, and the signed message is replayed on `mine`'s channel.
    const status = await fetch(`${relay.url}/v1/channel/status`, {
      headers: { authorization: `Bearer ${new URL(other.url).searchParams.get('channelToken')}` },
    });
    const otherNonce = ((await status.json()) as { nonce: string }).nonce;
    const mineToken = new URL(mine.url).searchParams.get('channelToken')!;
    const { createWalletClient, viemConnector } = await import('@farcaster/auth-client');
    const wallet = createWalletClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl: inject('rpcUrl') }) });
    const built = wallet.buildSignInMessage({
      address: user.custody.address,
      fid: user.fid,
      uri: `${stack.url}/`,
      domain: new URL(stack.url).host,
      nonce: otherNonce,
    });
    const signature = await user.custody.signMessage({ message: built.message! });
    await wallet.authenticate({
      channelToken: mineToken,
      authKey: relay.authKey,
      message: built.message!,
      signature,
      fid: user.fid,
    });
    const refused = await api('/api/farcaster/complete', { attemptId: mine.attemptId });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        error: 'The sign-in could not be completed. Please try again.',
        reason: expect.stringMatching(/Invalid nonce/),
      },
    });
  });

  it('bad input: an unknown attempt id and a malformed body', async () => {
    expect(await api('/api/farcaster/complete', { attemptId: 'nope' })).toEqual({
      status: 410,
      body: { error: 'This Farcaster sign-in request has expired. Please start again.' },
    });
    expect((await api('/api/farcaster/complete', { attemptId: 5 })).status).toBe(400);
  });
});
