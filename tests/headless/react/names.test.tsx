// useNameRegistration over the EIP-6963 test wallet on the devnet and a real blockchain API (`npm run api` in its own process, PGlite): typed names
// read by the rules, suggestions asked once typing pauses, availability, and the register mutation's states (the
// router's RegisterAccountName -> RegisterAccountNameSuccess, the account's profileName) and its failures in words.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { useAccount, useConnect, WalletDockError, type WalletDock } from 'walletdock';
import { useNameRegistration } from 'walletdock/names';
import { chainIdToCoinType, createNameRegistrationMessage, nameServiceReason } from 'walletdock/utils';
import { startApiProcess, type ApiProcess } from '../../support/api-process';
import { announcedWallet, cleanup, devnetDock, wrapperFor } from './support';

const rpcUrl = inject('rpcUrl');
const tag = Math.random().toString(36).slice(2, 8);
let api: ApiProcess;
// Every request the dock sends to the API, by path.
const asked: string[] = [];
const countingFetch: typeof fetch = (input, init) => {
  asked.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
  return fetch(input, init);
};

beforeAll(async () => {
  api = await startApiProcess(rpcUrl, { INDEXER: 'false' }); // read-only: names need no indexer
});
afterAll(async () => {
  await api?.stop();
});
afterEach(cleanup);

async function connected(dock: WalletDock, initial: string) {
  const wallet = await announcedWallet();
  const view = renderHook(
    ({ name }: { name: string }) => ({
      connect: useConnect(),
      account: useAccount(),
      names: useNameRegistration({ name, debounceMs: 50 }),
    }),
    { wrapper: wrapperFor(dock), initialProps: { name: initial } },
  );
  await act(() => dock.ready);
  await act(() => view.result.current.connect.mutateAsync({ connectorId: wallet.info.rdns }));
  return { wallet, ...view };
}

/** Registers `name` for a fresh key straight through the API (someone else taking it). */
async function takenBySomeoneElse(name: string): Promise<void> {
  const other = privateKeyToAccount(generatePrivateKey());
  const message = createNameRegistrationMessage(name);
  const res = await fetch(`${api.url}/v1/profile/account`, {
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
}

describe('useNameRegistration', () => {
  it('reads typed names by the rules and asks for suggestions only once typing pauses', async () => {
    const dock = devnetDock({ blockchainApiUrl: api.url, api: { fetch: countingFetch } });
    const { result, rerender } = await connected(dock, '');
    expect(result.current.names.supported).toBe(true);
    for (const bad of ['abc', 'al ice', 'al_ice', 'al😀ice', '.dock.id']) {
      rerender({ name: bad });
      expect(result.current.names.input.error, bad).toBe(
        'Names use letters, digits and hyphens, at least 4 characters',
      );
      expect(result.current.names.available).toBeUndefined();
    }
    rerender({ name: `ann-${tag}.wdock.id` });
    expect(result.current.names.input.error).toBe(
      'New names end in .dock.id; .wdock.id names can no longer be registered',
    );
    asked.length = 0;
    // Typed one key at a time: one request, for the last text.
    for (const text of ['Ann-', `Ann-${tag.slice(0, 2)}`, `Ann-${tag}`]) rerender({ name: text });
    expect(result.current.names.input).toEqual({ label: `ann-${tag}`, name: `ann-${tag}.dock.id`, error: undefined });
    await waitFor(() => expect(result.current.names.available).toBe(true));
    expect(asked.filter((p) => p.startsWith('/v1/profile/suggestions/'))).toEqual([
      `/v1/profile/suggestions/ann-${tag}.dock.id`,
    ]);
  });

  it('registers: the router goes to RegisterAccountNameSuccess and the account shows the name', async () => {
    const dock = devnetDock({ blockchainApiUrl: api.url });
    const name = `bea-${tag}.dock.id`;
    const { result, wallet } = await connected(dock, `bea-${tag}`);
    await waitFor(() => expect(result.current.names.available).toBe(true));
    act(() => dock.router.push('RegisterAccountName'));
    // The person takes a moment to approve the signature: the mutation shows it is pending meanwhile.
    wallet.setBehavior('personal_sign', { delayMs: 500, times: 1 });
    let pending: Promise<unknown> | undefined;
    act(() => {
      pending = result.current.names.register.mutateAsync({ name: `Bea-${tag}` });
    });
    await waitFor(() => expect(result.current.names.register.isPending).toBe(true));
    expect(dock.stores.router.getState().view).toBe('RegisterAccountName');
    await act(async () => {
      await pending;
    });
    await waitFor(() => expect(result.current.names.register.data).toEqual({ name, address: wallet.address }));
    expect(dock.stores.router.getState().view).toBe('RegisterAccountNameSuccess');
    expect(result.current.account.profileName).toBe(name);
    // The name is taken now: asked again, it is not free and free variants are offered.
    await waitFor(() => expect(result.current.names.available).toBe(false));
    expect(result.current.names.suggestions.data?.suggestions[0]).toBe(`bea-${tag}1.dock.id`);
    const identity = (await (await fetch(`${api.url}/v1/identity/${wallet.address}`)).json()) as { name: string };
    expect(identity.name).toBe(name);
  });

  it('a name taken between the check and the submit, and a refused signature: "Error registering name {name}" and back to RegisterAccountName', async () => {
    const dock = devnetDock({ blockchainApiUrl: api.url });
    const name = `cid-${tag}.dock.id`;
    const { result, wallet } = await connected(dock, name);
    await waitFor(() => expect(result.current.names.available).toBe(true));
    await takenBySomeoneElse(name);
    act(() => dock.router.push('RegisterAccountName'));
    await act(async () => {
      await result.current.names.register.mutateAsync({ name }).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.names.register.isError).toBe(true));
    const error = result.current.names.register.error;
    expect(error).toBeInstanceOf(WalletDockError);
    expect(error?.message).toBe(`Error registering name ${name}`);
    expect(nameServiceReason(error)).toBe(`The name ${name} is already taken`);
    expect(dock.stores.router.getState().view).toBe('RegisterAccountName');
    expect(result.current.account.profileName).toBeUndefined();

    wallet.setBehavior('personal_sign', { reject: true });
    await act(async () => {
      await result.current.names.register.mutateAsync({ name: `cid2-${tag}` }).catch(() => undefined);
    });
    await waitFor(() =>
      expect(result.current.names.register.error?.message).toBe(`Error registering name cid2-${tag}.dock.id`),
    );
    expect(result.current.names.register.error?.code).toBe('USER_REJECTED');
    expect((await fetch(`${api.url}/v1/profile/account/cid2-${tag}.dock.id`)).status).toBe(404);
  });

  it('without a blockchain API, names say what is missing', async () => {
    const dock = devnetDock();
    const { result } = await connected(dock, `dee-${tag}`);
    await waitFor(() => expect(result.current.names.suggestions.isError).toBe(true));
    expect(result.current.names.suggestions.error?.message).toBe('Error fetching name suggestions');
    await act(async () => {
      await result.current.names.register.mutateAsync({ name: `dee-${tag}` }).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.names.register.isError).toBe(true));
    expect(nameServiceReason(result.current.names.register.error)).toBe(
      'Names need a blockchain API: set the blockchainApiUrl option or a projectId',
    );
  });
});
