// Account status, connection status per namespace, and the default account types.
import { describe, expect, it } from 'vitest';
import {
  applyConnection,
  applyNetwork,
  initialAccountState,
  resetChainAccount,
  type ChainState,
} from '../../../../headless/core/connection/account';
import { defaultAccountType } from '../../../../headless/core/namespaces/account-type';
import { restoreConnectionState } from '../../../../headless/core/connection/startup';
import { toCaipNetwork, type CaipNetwork } from '../../../../headless/core/model/network';

const mainnet = toCaipNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
});
const devnet = toCaipNetwork({
  id: 33322,
  name: 'Devnet',
  nativeCurrency: { name: 'AVENT', symbol: 'AVENT', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:2'] } },
});
const solana: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:3'] } },
};
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

function connectedChain(): ChainState {
  const chain: ChainState = {
    namespace: 'eip155',
    caipNetworks: [mainnet, devnet],
    caipNetwork: mainnet,
    accountState: initialAccountState('eip155', 'smartAccount'),
    connectorId: undefined,
    connectorType: undefined,
  };
  const connected = applyConnection(chain, {
    address,
    accounts: [{ namespace: 'eip155', address, type: 'eoa' }],
    network: mainnet,
    connectorId: 'io.metamask',
    connectorType: 'ANNOUNCED',
    walletInfo: { name: 'MetaMask' },
  });
  return {
    ...connected,
    accountState: {
      ...connected.accountState,
      balance: '1.000',
      balanceSymbol: 'ETH',
      profileName: 'alice.eth',
      profileImage: 'https://example.test/a.png',
      socialProvider: 'google',
      farcasterUrl: 'https://farcaster.test',
      tokenBalance: [{ symbol: 'ETH' }],
      currentTab: 2,
      smartAccountDeployed: true,
    },
  };
}

describe('Account status: reset sets it to disconnected and clears address, balances, profile, wallet info, social data, tokens, current tab (0), smartAccountDeployed (false) and the connector id', () => {
  const reset = resetChainAccount(connectedChain());
  it.each([
    ['status', reset.accountState.status, 'disconnected'],
    ['address', reset.accountState.address, undefined],
    ['caipAddress', reset.accountState.caipAddress, undefined],
    ['balance', reset.accountState.balance, undefined],
    ['balanceSymbol', reset.accountState.balanceSymbol, undefined],
    ['profileName', reset.accountState.profileName, undefined],
    ['profileImage', reset.accountState.profileImage, undefined],
    ['connectedWalletInfo', reset.accountState.connectedWalletInfo, undefined],
    ['socialProvider', reset.accountState.socialProvider, undefined],
    ['farcasterUrl', reset.accountState.farcasterUrl, undefined],
    ['tokenBalance', reset.accountState.tokenBalance, []],
    ['currentTab', reset.accountState.currentTab, 0],
    ['smartAccountDeployed', reset.accountState.smartAccountDeployed, false],
    ['connectorId', reset.connectorId, undefined],
  ])('%s', (_field, value, expected) => {
    expect(value).toEqual(expected);
  });

  it('keeps the preferred account type and the network', () => {
    expect(reset.accountState.preferredAccountType).toBe('smartAccount');
    expect(reset.caipNetwork).toBe(mainnet);
  });
});

describe('Default account types: bip122 payment, eip155 smartAccount, polkadot eoa, solana eoa', () => {
  it.each([
    ['bip122', 'payment'],
    ['eip155', 'smartAccount'],
    ['polkadot', 'eoa'],
    ['solana', 'eoa'],
    ['cosmos', 'eoa'],
  ] as const)('%s -> %s', (namespace, type) => {
    expect(defaultAccountType(namespace)).toBe(type);
  });

  it('a host override wins', () => {
    expect(defaultAccountType('eip155', { eip155: 'eoa' })).toBe('eoa');
  });
});

describe('Network switch: the active address is recomputed', () => {
  it('the CAIP address and explorer link follow the new network', () => {
    const switched = applyNetwork(connectedChain(), devnet);
    expect(switched.accountState.caipAddress).toBe(`eip155:33322:${address}`);
    expect(switched.accountState.addressExplorerUrl).toBeUndefined();
    expect(connectedChain().accountState.addressExplorerUrl).toBe(`https://etherscan.io/address/${address}`);
  });
});

describe('On startup: saved connected gives connecting then a sync of the existing connection; saved disconnected clears the address cache', () => {
  const connections = {
    eip155: [{ connectorId: 'io.metamask', accounts: [{ address, type: 'eoa' }], caipNetworkId: 'eip155:33322' }],
  };

  it('saved connected: connecting, with the saved address, connector and network', () => {
    const { state, clearAddressCache } = restoreConnectionState([mainnet, devnet, solana], {
      connectionStatus: { eip155: 'connected' },
      connections,
      connectorIds: { eip155: 'io.metamask' },
      activeNamespace: 'eip155',
    });
    const chain = state.chains.eip155!;
    expect(chain.accountState.status).toBe('connecting');
    expect(chain.accountState.address).toBe(address);
    expect(chain.accountState.caipAddress).toBe(`eip155:33322:${address}`);
    expect(chain.connectorId).toBe('io.metamask');
    expect(state.chains.solana!.accountState.status).toBe('disconnected');
    expect(state.activeNamespace).toBe('eip155');
    expect(clearAddressCache).toEqual([]);
  });

  it.each([
    ['saved disconnected', { connectionStatus: { eip155: 'disconnected' as const }, connections }],
    ['saved disconnected without connections', { connectionStatus: { eip155: 'disconnected' as const } }],
    ['connections without a connected status', { connections }],
  ])('%s: disconnected, and the address cache is cleared', (_name, saved) => {
    const { state, clearAddressCache } = restoreConnectionState([mainnet, devnet], saved);
    expect(state.chains.eip155!.accountState.status).toBe('disconnected');
    expect(state.chains.eip155!.accountState.address).toBeUndefined();
    expect(clearAddressCache).toEqual(['eip155']);
  });

  it('nothing saved: every namespace disconnected, the first network active', () => {
    const { state } = restoreConnectionState([mainnet, devnet, solana], {});
    expect(state.activeNamespace).toBe('eip155');
    expect(state.chains.eip155!.caipNetwork).toBe(mainnet);
    expect(state.chains.solana!.accountState.preferredAccountType).toBe('eoa');
  });

  it('the saved active network id is restored when configured', () => {
    const { state } = restoreConnectionState([mainnet, devnet], { activeCaipNetworkId: 'eip155:33322' });
    expect(state.chains.eip155!.caipNetwork).toBe(devnet);
    const unknown = restoreConnectionState([mainnet, devnet], { activeCaipNetworkId: 'eip155:999' });
    expect(unknown.state.chains.eip155!.caipNetwork).toBe(mainnet);
  });
});
