import { describe, expect, inject, it } from 'vitest';
import { numberToHex, parseEther } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { createTestWallet, defineDevnetChain } from 'walletdock/testing';
import { fundedAccount, mintTestToken } from '../../support/chain';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
const devnet = defineDevnetChain(rpcUrl);

describe('asset discovery (wallet_getAssets, wallet_watchAsset)', () => {
  it('reports native and tracked ERC-20 balances read live, with filters, once assets are enabled', async () => {
    const me = await fundedAccount(rpcUrl, 3n);
    // a second account pays the mint, so `me` keeps exactly 3 AVENT
    await mintTestToken(rpcUrl, contracts.token, await fundedAccount(rpcUrl, 1n), me.address, parseEther('12'));
    const wallet = createTestWallet({
      privateKey: me.privateKey,
      rpcUrl,
      chains: [devnet],
      announce: false,
      assets: {},
      connected: true,
    });
    expect(await wallet.request({ method: 'wallet_getCapabilities', params: [me.address] })).toEqual({
      '0x822a': { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } },
    });
    const native = {
      address: 'native',
      balance: numberToHex(parseEther('3')),
      type: 'native',
      metadata: { name: 'Avent', symbol: 'AVENT', decimals: 18 },
    };
    expect(await wallet.request({ method: 'wallet_getAssets', params: [{ account: me.address }] })).toEqual({
      '0x822a': [native],
    });

    expect(
      await wallet.request({
        method: 'wallet_watchAsset',
        params: { type: 'ERC20', options: { address: contracts.token, symbol: 'TEST', decimals: 18 } },
      }),
    ).toBe(true);
    const token = {
      address: contracts.token,
      balance: numberToHex(parseEther('12')),
      type: 'erc20',
      metadata: { name: 'Test Token', symbol: 'TEST', decimals: 18 },
    };
    expect(await wallet.request({ method: 'wallet_getAssets', params: [{ account: me.address }] })).toEqual({
      '0x822a': [native, token],
    });
    expect(
      await wallet.request({
        method: 'wallet_getAssets',
        params: [{ account: me.address, assetTypeFilter: ['erc20'] }],
      }),
    ).toEqual({ '0x822a': [token] });
    expect(
      await wallet.request({ method: 'wallet_getAssets', params: [{ account: me.address, chainFilter: ['0x1'] }] }),
    ).toEqual({});
    await expect(
      wallet.request({ method: 'wallet_getAssets', params: [{ account: (await fundedAccount(rpcUrl, 0n)).address }] }),
    ).rejects.toMatchObject({ code: 4100 });
  });

  it('is unsupported (4200) unless enabled, and watchAsset can be rejected like any method', async () => {
    const wallet = createTestWallet({
      privateKey: generatePrivateKey(),
      rpcUrl,
      chains: [devnet],
      announce: false,
      connected: true,
    });
    await expect(
      wallet.request({ method: 'wallet_getAssets', params: [{ account: wallet.address }] }),
    ).rejects.toMatchObject({ code: 4200 });
    wallet.setBehavior('wallet_watchAsset', { reject: true });
    await expect(
      wallet.request({
        method: 'wallet_watchAsset',
        params: { type: 'ERC20', options: { address: contracts.token, symbol: 'TEST', decimals: 18 } },
      }),
    ).rejects.toMatchObject({ code: 4001 });
  });
});
