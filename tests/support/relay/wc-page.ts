// Entry of the headless-Chromium WalletConnect page: a host that draws its own pairing UI from
// the WalletConnect client's pairing store (URI, expiry, status) and shows the connected account.
import { createWalletConnectClient } from '../../../headless/core/walletconnect/client';
import type { CaipNetwork } from '../../../headless/core/model/network';

function show(id: string, text: string): void {
  const el = document.getElementById(id);
  if (el) el.textContent = text;
}

function devnet(rpcUrl: string): CaipNetwork {
  return {
    id: 33322,
    name: 'WalletDock Devnet',
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:33322',
    nativeCurrency: { name: 'AVENT', symbol: 'AVENT', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  };
}

/** Starts a pairing against the relay; the page's text nodes follow the pairing store. */
function startPairing(relayUrl: string, rpcUrl: string): void {
  const client = createWalletConnectClient({ networks: [devnet(rpcUrl)], relayUrl });
  client.pairing.subscribe(() => {
    const state = client.pairing.getState();
    show('status', state.status);
    show('uri', state.wcUri ?? '');
    show('expiry', state.wcPairingExpiry ? String(state.wcPairingExpiry) : '');
  });
  client
    .connect()
    .then((session) => show('account', session.namespaces.eip155?.accounts[0] ?? ''))
    .catch((error: unknown) => show('error', String((error as Error).message ?? error)));
}

/** After a reload: restores the session kept in IndexedDB (no pairing, no user action). */
function restoreSession(relayUrl: string, rpcUrl: string): void {
  const client = createWalletConnectClient({ networks: [devnet(rpcUrl)], relayUrl });
  client
    .restore()
    .then((session) => {
      show('status', client.pairing.getState().status);
      show('account', session?.namespaces.eip155?.accounts[0] ?? 'none');
    })
    .catch((error: unknown) => show('error', String((error as Error).message ?? error)));
}

Object.assign(window, { startPairing, restoreSession });
