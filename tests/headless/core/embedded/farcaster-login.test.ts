// @vitest-environment jsdom
// Sign In With Farcaster through the AUTH connector against a scripted frame (embedded-dock.ts): the channel's URL is
// in the embedded wallet's state while the login waits, then the wallet connects; going back from ConnectingFarcaster
// unconnected clears the URL and reloads the frame 100 ms later (the back rule and the Farcaster cleanup delay).
import { describe, expect, it } from 'vitest';
import { evm, frameOf, newDock, userOn, waitFor } from './embedded-dock';

const URL_1 = 'https://relay.example.test/~/siwf?channelToken=one';

/** A Farcaster login started on a new instance: the frame opened channel URL_1 and holds CONNECT_FARCASTER. */
async function waitingOnChannel() {
  const dock = newDock();
  await dock.mount();
  const login = dock.embedded!.mutationOptions.socialLogin.mutationFn({ provider: 'farcaster' });
  const frame = await frameOf();
  frame.on('GET_FARCASTER_URI', () => ({ result: { url: URL_1 } }));
  frame.on('CONNECT_FARCASTER', () => 'hold');
  await waitFor(() => dock.embedded!.store.getState().farcasterUrl === URL_1);
  return { dock, frame, login };
}

describe('AUTH connector: Farcaster', () => {
  it('socialLogin farcaster: the channel URL is in the state while it waits, then the wallet connects', async () => {
    const { dock, frame, login } = await waitingOnChannel();
    expect(dock.embedded!.store.getState().socialProvider).toBe('farcaster');
    frame.reply(frame.requests.find((r) => r.type === 'CONNECT_FARCASTER')!, {
      result: { ...userOn('eip155:33322'), email: null, userName: 'alice', socialProvider: 'farcaster' },
    });
    expect(await login).toMatchObject({ address: evm.address, socialProvider: 'farcaster' });
    expect(dock.embedded!.store.getState()).toMatchObject({ farcasterUrl: undefined, socialProvider: undefined });
    expect(dock.stores.connection.getState().chains.eip155!.accountState).toMatchObject({
      status: 'connected',
      address: evm.address,
    });
    expect(dock.storage.get('connectedSocialProvider')).toBe('farcaster');
  });

  it('going back from ConnectingFarcaster unconnected clears the URL and, 100 ms later, reloads the frame; the reloaded frame gets theme and app data again', async () => {
    const { dock, frame, login } = await waitingOnChannel();
    frame.on('RELOAD', () => ({ result: {} }));
    dock.router.push('ConnectingFarcaster');
    dock.router.goBack();
    expect(dock.embedded!.store.getState().farcasterUrl).toBe(URL_1);
    await waitFor(() => frame.requests.some((r) => r.type === 'RELOAD'), 1_000);
    expect(dock.embedded!.store.getState().farcasterUrl).toBeUndefined();
    const synced = frame.requests.filter((r) => r.type === 'SYNC_THEME').length;
    // The frame page reloads and reports ready again: the wait of the old page ends, and the app data is sent again.
    frame.event('FRAME_READY', { version: 1 });
    await expect(login).rejects.toMatchObject({ message: 'Something went wrong' });
    await waitFor(() => frame.requests.filter((r) => r.type === 'SYNC_THEME').length === synced + 1);
    expect(frame.requests.filter((r) => r.type === 'SYNC_DAPP_DATA')).toHaveLength(2);
    expect(dock.stores.connection.getState().chains.eip155!.accountState.status).toBe('disconnected');
  });
});
