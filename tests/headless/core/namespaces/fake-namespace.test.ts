// Adding a namespace is its folder and its lines in the lists (headless/core/namespaces/README.md): a namespace
// walletdock does not ship (./acme, the README's example) gets its two lines below, and with an adapter of its own
// (connecting is an adapter's work) the instance offers it where the modal asks: its account's network list, Send and
// Receive on the Account view, Receive's payment request, Send's form. No file outside its folder names it. The two
// vi.mock calls stand in for the two source lines (a test cannot edit the tree); each keeps the real module and adds
// acme. Polkadot, whose definition has no transfers and no payment requests, is the control: the same answers are no.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createWalletDock,
  memoryStorage,
  type AdapterDefinition,
  type CaipNetwork,
  type ChainNamespace,
  type WalletDock,
} from 'walletdock';
import { accountActionsQueryOptions } from 'walletdock/query';
import type { ChainAdapter } from 'walletdock/types';
import type { TransferClient } from '../../../../headless/core/model/transfer';
import { canReceiveOn, paymentUri, validateSend } from 'walletdock/utils';
import { acme } from './acme';

// Its name in the namespace list (core/model/caip.ts; the CAIP parsers and the storage schemas read it), and its
// definition in the registry (registry.ts: NAMESPACES = { …, acme }).
vi.mock('../../../../headless/core/model/caip', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../headless/core/model/caip')>();
  (real.CHAIN_NAMESPACES as string[]).push('acme');
  return real;
});
vi.mock('../../../../headless/core/namespaces/registry', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../headless/core/namespaces/registry')>();
  const { acme } = await import('./acme');
  return { NAMESPACES: { ...real.NAMESPACES, acme } };
});

const ACME = acme.namespace;
const address = `acme1${'q'.repeat(38)}`;
const acmeNetwork = (reference: string, name: string): CaipNetwork => ({
  id: reference,
  name,
  chainNamespace: ACME,
  caipNetworkId: `acme:${reference}`,
  nativeCurrency: { name: 'Acme', symbol: 'ACM', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
});
const mainnet = acmeNetwork('main', 'Acme');
const testnet = acmeNetwork('test', 'Acme Testnet');
const polkadot: CaipNetwork = {
  ...acmeNetwork('91b171bb158e2d3848fa23a9f1c25182', 'Polkadot'),
  chainNamespace: 'polkadot',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
};

/** An in-test wallet adapter of a namespace over the ChainAdapter interface, one account. */
function adapterOf(namespace: ChainNamespace, network: CaipNetwork): AdapterDefinition {
  const transfers = async (): Promise<TransferClient> => {
    throw new Error('not sent in this test');
  };
  return {
    namespace,
    create: (): ChainAdapter => ({
      namespace,
      getConnectors: () => [
        { id: `${namespace}-wallet`, name: `${namespace} wallet`, type: 'ANNOUNCED', chain: namespace },
      ],
      connect: async () => ({
        connectorId: `${namespace}-wallet`,
        connectorType: 'ANNOUNCED',
        address,
        accounts: [{ namespace, address, type: 'eoa' }],
        caipNetworkId: network.caipNetworkId,
      }),
      reconnect: async () => undefined,
      disconnect: async () => undefined,
      switchNetwork: async () => undefined,
      signMessage: async () => 'signature',
      sendTransaction: async () => 'hash',
      getBalance: async () => ({ value: 0n, decimals: 9, symbol: 'ACM' }),
      on: () => () => undefined,
      transfers,
    }),
  };
}

const docks: WalletDock[] = [];
afterEach(() => docks.splice(0).forEach((dock) => dock.destroy()));

async function connected(namespace: ChainNamespace, networks: [CaipNetwork, ...CaipNetwork[]]) {
  const dock = createWalletDock({
    networks,
    storage: memoryStorage(),
    adapters: [adapterOf(namespace, networks[0])],
  });
  docks.push(dock);
  await dock.mount();
  await dock.connect({ connectorId: `${namespace}-wallet` });
  const state = dock.stores.connection.getState();
  const chain = state.chains[namespace];
  const offer = await accountActionsQueryOptions(dock, {
    namespace,
    caipNetworkId: chain?.caipNetwork?.caipNetworkId,
    hasName: false,
  }).queryFn();
  return { state, chain, offer };
}

describe('a namespace added by its folder and the registry line', () => {
  it('lists its networks in the network list of its connected account', async () => {
    const { state, chain } = await connected(ACME, [mainnet, testnet]);
    expect(state.activeNamespace).toBe(ACME);
    expect(chain?.accountState.status).toBe('connected');
    // What NetworkList draws (useNetwork's caipNetworks of the active namespace).
    expect(chain?.caipNetworks.map((n) => n.name)).toEqual(['Acme', 'Acme Testnet']);
    expect(chain?.caipNetwork?.caipNetworkId).toBe('acme:main');
  });

  it('is offered Send and Receive on the Account view, and Receive writes its payment request', async () => {
    const { offer } = await connected(ACME, [mainnet]);
    expect(offer.actions).toEqual(['receive', 'send']);
    expect(canReceiveOn(mainnet)).toBe(true);
    expect(paymentUri({ address, caipNetwork: mainnet })).toBe(`acme:${address}`);
  });

  it("passes Send's namespace rule (the form goes on to ask for a token)", () => {
    const form = { namespace: ACME, caipNetworkId: mainnet.caipNetworkId, receiverAddress: address, amount: '1' };
    expect(validateSend({ ...form, token: undefined })).toBe('Token is required');
  });

  it('the control: a namespace whose definition has no transfers and no payment requests is offered neither', async () => {
    const { chain, offer } = await connected('polkadot', [polkadot]);
    expect(chain?.caipNetworks.map((n) => n.name)).toEqual(['Polkadot']);
    expect(offer.actions).toEqual([]);
    expect(canReceiveOn(polkadot)).toBe(false);
    expect(() => paymentUri({ address, caipNetwork: polkadot })).toThrow('Sending is not supported on polkadot');
    const form = { namespace: 'polkadot' as const, receiverAddress: address, amount: '1', token: undefined };
    expect(validateSend(form)).toMatch(/not supported on polkadot/);
  });
});
