/**
 * @vitest-environment jsdom
 */
// The send form as a store, without React: a real instance on the devnet with the EIP-6963 test wallet, reads asked
// through a plain QueryClient. What a send is handed is the fee the form shows, never one quoted for another form;
// a new account empties the form; with the network gone (the page's fetch refusing, as a browser offline does) a read
// that failed is said, and asked again by itself while the form has a listener, or at once by retryReads.
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, inject, it, onTestFinished } from 'vitest';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { createSendForm, type SendFormState } from '../../../../headless/core/send/form';
import { announcedWallet, cleanup, devnetDock } from '../../react/support';

afterEach(cleanup);

/** The page's network: while `down`, every request to the devnet's RPC fails as an unreachable host does. */
function cuttableNetwork() {
  const rpcUrl = inject('rpcUrl');
  const real = globalThis.fetch;
  const network = { down: false, refused: 0 };
  globalThis.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (network.down && url.startsWith(rpcUrl)) {
      network.refused++;
      return Promise.reject(new TypeError('Failed to fetch'));
    }
    return real(input, init);
  };
  onTestFinished(() => {
    globalThis.fetch = real;
  });
  return network;
}

/** A connected instance and, once the network is down, a send form over it (the tokens it reads fail). */
async function formWithoutNetwork() {
  const network = cuttableNetwork();
  const wallet = await announcedWallet();
  const dock = devnetDock();
  await dock.mount();
  await dock.connect({ connectorId: wallet.info.rdns });
  network.down = true;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const form = createSendForm(dock, { fetch: (options) => queryClient.fetchQuery(options) });
  return { network, form };
}

async function connectedForm() {
  const wallet = await announcedWallet();
  const dock = devnetDock();
  await dock.mount();
  await dock.connect({ connectorId: wallet.info.rdns });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const form = createSendForm(dock, { fetch: (options) => queryClient.fetchQuery(options) });
  const states: SendFormState[] = [];
  const stop = form.subscribe(() => states.push(form.getState()));
  return { wallet, dock, form, states, stop };
}

describe('the send form store', () => {
  it('hands the send the fee it shows, and none while the quote shown is for another receiver', async () => {
    const { form, stop } = await connectedForm();
    await waitFor(() => expect(form.getState().tokens?.length).toBeGreaterThan(0));
    form.setToken(form.getState().tokens![0]);
    form.setAmount('0.01');
    form.setReceiver(privateKeyToAddress(generatePrivateKey()));
    await waitFor(() => expect(form.getState().ready).toBe(true));
    const { fee } = form.getState();
    expect(form.variables()).toMatchObject({
      amount: '0.01',
      fee: { value: fee!.value, gas: fee!.gas, maxFeePerGas: fee!.maxFeePerGas },
    });

    // Another receiver: the old quote stays on screen while a new one is asked, but it is not handed to a send.
    const other = privateKeyToAddress(generatePrivateKey());
    form.setReceiver(other);
    expect(form.getState()).toMatchObject({ feeIsStale: true, ready: false });
    expect(form.variables()?.fee).toBeUndefined();
    await waitFor(() => expect(form.getState().ready).toBe(true));
    expect(form.variables()).toMatchObject({ receiver: other, fee: { value: form.getState().fee!.value } });
    stop();
  });

  it('empties itself when the account changes, while it has a listener', async () => {
    const { dock, form, stop } = await connectedForm();
    form.setAmount('1');
    form.setReceiver('alice.eth');
    expect(form.getState().form).toMatchObject({ sendTokenAmount: '1', receiverAddress: 'alice.eth' });
    await dock.disconnect();
    expect(form.getState().form).toMatchObject({ sendTokenAmount: '', receiverAddress: '', token: undefined });
    expect(form.getState().context).toBeUndefined();
    stop();
  });

  it('says a read failed with the network gone, and reads it again by itself once the network is back', async () => {
    const { network, form } = await formWithoutNetwork();
    const stop = form.subscribe(() => undefined);
    await waitFor(() => expect(form.getState().readError?.code).toBe('HTTP_ERROR'));
    expect(form.getState().tokens).toBeUndefined();
    const refused = network.refused;
    expect(refused).toBeGreaterThan(0);
    // Still down: asked again every 5 s, the failure said all along (not cleared while it is asked).
    const seen: (string | undefined)[] = [];
    const watch = form.subscribe(() => seen.push(form.getState().readError?.code));
    await waitFor(() => expect(network.refused).toBeGreaterThan(refused), { timeout: 8000 });
    expect(seen.every((code) => code === 'HTTP_ERROR')).toBe(true);
    watch();
    network.down = false;
    await waitFor(() => expect(form.getState().tokens?.length).toBeGreaterThan(0), { timeout: 8000 });
    expect(form.getState().readError).toBeUndefined();
    stop();
  }, 30_000);

  it('asks nothing again without a listener; retryReads asks the failed reads at once', async () => {
    const { network, form } = await formWithoutNetwork();
    const stop = form.subscribe(() => undefined);
    await waitFor(() => expect(form.getState().readError).toBeDefined());
    stop();
    const refused = network.refused;
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(network.refused).toBe(refused);
    network.down = false;
    expect(form.getState().tokens).toBeUndefined();
    form.retryReads();
    await waitFor(() => expect(form.getState().tokens?.length).toBeGreaterThan(0), { timeout: 4000 });
    expect(form.getState().readError).toBeUndefined();
  }, 30_000);
});
