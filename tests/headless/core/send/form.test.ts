/**
 * @vitest-environment jsdom
 */
// The send form as a store, without React: a real instance on the devnet with the EIP-6963 test wallet, reads asked
// through a plain QueryClient. What a send is handed is the fee the form shows, never one quoted for another form;
// a new account empties the form.
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { createSendForm, type SendFormState } from '../../../../headless/core/send/form';
import { announcedWallet, cleanup, devnetDock } from '../../react/support';

afterEach(cleanup);

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
});
