// @vitest-environment jsdom
// Sign-in on solana and bip122 through real instances: the Solana (ed25519) and Bitcoin (BIP-322)
// wallet-standard test wallets sign the flow's message via the adapters; the sessions verify on
// the client (default siwx re-reads them) and on the server.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateSiwxNonce, memoryStorage, type SIWXConfig } from 'walletdock';
import { createDefaultSiwx } from 'walletdock/siwx';
import { verifySiwxSession } from 'walletdock/server';
import { createBitcoinTestWallet } from 'walletdock/testing';
import { createSolanaTestWallet } from 'walletdock/testing/solana';
import { bip122Adapter } from '../../../../headless/core/adapters/bip122';
import { BITCOIN_MAINNET, bitcoinMainnet } from '../../../../headless/core/namespaces/bip122/networks';
import { solanaAdapter } from '../../../../headless/core/adapters/solana';
import { SOLANA_DEVNET, solanaDevnet } from '../../../../headless/core/namespaces/solana/rpc';
import { createWalletDock, type WalletDock } from '../../../../headless/core/dock/create-wallet-dock';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

const DOMAIN = 'app.example.com';
let counter = 0;

function dockWith(siwx: SIWXConfig): { dock: WalletDock; name: string } {
  counter += 1;
  const name = `Siwx Wallet ${counter}`;
  const dock = createWalletDock({
    networks: [solanaDevnet, bitcoinMainnet],
    adapters: [solanaAdapter(), bip122Adapter()],
    storage: memoryStorage(),
    siwx,
  });
  cleanups.push(() => dock.destroy());
  return { dock, name };
}

async function connectorId(dock: WalletDock, name: string, chain: 'solana' | 'bip122'): Promise<string> {
  await dock.mount();
  await vi.waitFor(() =>
    expect(dock.stores.connectors.getState().some((c) => c.name === name && c.chain === chain)).toBe(true),
  );
  return dock.stores.connectors.getState().find((c) => c.name === name && c.chain === chain)!.id;
}

describe('sign-in on other namespaces', () => {
  it('solana: the wallet signs the SIWS message, the session is stored and verifies on the server', async () => {
    const nonce = generateSiwxNonce();
    const siwx = createDefaultSiwx({
      storage: memoryStorage(),
      domain: DOMAIN,
      uri: `https://${DOMAIN}/`,
      getNonce: async () => nonce,
    });
    const { dock, name } = dockWith(siwx);
    const wallet = createSolanaTestWallet({ name });
    cleanups.push(wallet.register());
    const flow = await dock.loadSiwx();
    await dock.connect({
      connectorId: await connectorId(dock, name, 'solana'),
      namespace: 'solana',
      caipNetworkId: SOLANA_DEVNET,
    });
    await vi.waitFor(() => expect(dock.stores.router.getState().view).toBe('SIWXSignMessage'));

    const session = await flow.signIn();
    expect(session.message.split('\n').slice(0, 2)).toEqual([
      `${DOMAIN} wants you to sign in with your Solana account:`,
      wallet.address,
    ]);
    expect(session.message).toContain('Chain ID: devnet');
    expect(await siwx.getSessions(SOLANA_DEVNET, wallet.address)).toEqual([session]);
    expect(await verifySiwxSession(session, { domain: DOMAIN, nonce })).toMatchObject({
      valid: true,
      address: wallet.address,
      chainId: SOLANA_DEVNET,
    });
    expect(await verifySiwxSession(session, { domain: DOMAIN, nonce, chainId: BITCOIN_MAINNET })).toEqual({
      valid: false,
      reason: 'chain-mismatch',
    });
  });

  it('bip122: the wallet signs with BIP-322; the browser-safe verifier accepts it on the client and the server', async () => {
    const nonce = generateSiwxNonce();
    const siwx = createDefaultSiwx({
      storage: memoryStorage(),
      domain: DOMAIN,
      uri: `https://${DOMAIN}/`,
      getNonce: async () => nonce,
    });
    const { dock, name } = dockWith(siwx);
    const wallet = createBitcoinTestWallet({ name });
    cleanups.push(wallet.register());
    const flow = await dock.loadSiwx();
    await dock.connect({
      connectorId: await connectorId(dock, name, 'bip122'),
      namespace: 'bip122',
      caipNetworkId: BITCOIN_MAINNET,
    });
    await vi.waitFor(() => expect(dock.stores.router.getState().view).toBe('SIWXSignMessage'));

    const session = await flow.signIn();
    const address = session.data.accountAddress;
    expect([wallet.payment.address, wallet.ordinals.address]).toContain(address);
    expect(session.message.split('\n')[0]).toBe(`${DOMAIN} wants you to sign in with your Bitcoin account:`);
    expect(session.message).toContain(`Chain ID: ${BITCOIN_MAINNET.split(':')[1]}`);
    expect(await siwx.getSessions(BITCOIN_MAINNET, address)).toEqual([session]);
    expect(await verifySiwxSession(session, { domain: DOMAIN, nonce })).toMatchObject({ valid: true, address });
    const tampered = { ...session, data: { ...session.data, statement: 'x' } };
    expect(await verifySiwxSession(tampered, { domain: DOMAIN, nonce })).toEqual({
      valid: false,
      reason: 'message-mismatch',
    });
  });
});
