// The network switch and disconnect rules over the pure functions.
import { describe, expect, it } from 'vitest';
import {
  planNetworkSwitch,
  resolveNetwork,
  shouldOpenUnsupportedChain,
  unsupportedNetwork,
} from '../../../../headless/core/connection/network';
import { toCaipNetwork, type CaipNetwork } from '../../../../headless/core/model/network';
import {
  aggregateDisconnect,
  disconnectError,
  namespacesToDisconnect,
} from '../../../../headless/core/connection/disconnect';

const mainnet = toCaipNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
});
const solana: CaipNetwork = { ...mainnet, id: 'sol', chainNamespace: 'solana', caipNetworkId: 'solana:sol' };

describe('The target may be unsupported, in which case an unsupported-network placeholder is used', () => {
  it('a configured id resolves to its network; an unknown one to the placeholder', () => {
    expect(resolveNetwork('eip155:1', [mainnet])).toBe(mainnet);
    expect(resolveNetwork('eip155:10', [mainnet])).toMatchObject({
      id: 10,
      caipNetworkId: 'eip155:10',
      unsupported: true,
    });
  });

  it('a deprecated id still resolves', () => {
    const legacy = { ...solana, deprecatedCaipNetworkId: 'solana:old' as const };
    expect(resolveNetwork('solana:old', [legacy])).toBe(legacy);
  });
});

describe('If the network is unsupported, network switching is enabled and unsupported chains are not allowed, UnsupportedChain opens', () => {
  it.each([
    [true, true, false, true],
    [true, false, false, false],
    [true, true, true, false],
    [false, true, false, false],
  ])(
    'unsupported=%s switching=%s allowUnsupported=%s -> opens %s',
    (unsupported, enableNetworkSwitch, allowUnsupportedChain, opens) => {
      const network = unsupported ? unsupportedNetwork('eip155:10') : mainnet;
      expect(shouldOpenUnsupportedChain(network, { enableNetworkSwitch, allowUnsupportedChain })).toBe(opens);
    },
  );
});

describe('If the namespace changes a switching flag is set', () => {
  it.each([
    ['same namespace', 'eip155:1', 'eip155', false],
    ['other namespace', 'solana:sol', 'eip155', true],
    ['no active namespace yet', 'solana:sol', undefined, false],
  ] as const)('%s', (_name, target, active, changed) => {
    expect(planNetworkSwitch(target, [mainnet, solana], active).namespaceChanged).toBe(changed);
  });
});

describe('Disconnect: for a given namespace, other namespaces sharing the same connector type (WalletConnect or Auth) are also disconnected; without a namespace all are', () => {
  const connected = {
    eip155: { connectorType: 'WALLET_CONNECT' },
    solana: { connectorType: 'WALLET_CONNECT' },
    bip122: { connectorType: 'ANNOUNCED' },
    polkadot: { connectorType: 'AUTH' },
    cosmos: { connectorType: 'AUTH' },
  };
  it.each([
    ['WalletConnect fans out', 'eip155', ['eip155', 'solana']],
    ['Auth fans out', 'cosmos', ['cosmos', 'polkadot']],
    ['an announced wallet does not', 'bip122', ['bip122']],
    ['without a namespace all', undefined, ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos']],
  ] as const)('%s', (_name, namespace, expected) => {
    expect(namespacesToDisconnect(connected, namespace)).toEqual(expected);
  });

  it('ANNOUNCED connections on two namespaces stay separate', () => {
    expect(
      namespacesToDisconnect(
        { eip155: { connectorType: 'ANNOUNCED' }, solana: { connectorType: 'ANNOUNCED' } },
        'eip155',
      ),
    ).toEqual(['eip155']);
  });
});

describe('Per-chain failures are aggregated; Failed to disconnect (code INTERNAL_SDK_ERROR)', () => {
  it('collects every outcome and names every failure', () => {
    const outcome = aggregateDisconnect(
      ['eip155', 'solana', 'bip122'],
      [
        { status: 'fulfilled', value: undefined },
        { status: 'rejected', reason: new Error('relay down') },
        { status: 'rejected', reason: new Error('wallet gone') },
      ],
    );
    expect(outcome.succeeded).toEqual(['eip155']);
    expect(outcome.failed.map((f) => f.namespace)).toEqual(['solana', 'bip122']);
    const error = disconnectError(outcome);
    expect(error.message).toBe('Failed to disconnect');
    expect(error.code).toBe('INTERNAL_SDK_ERROR');
    expect((error.cause as Error).message).toBe('solana: relay down, bip122: wallet gone');
  });
});
