// Server rendering: a host page that reads useSiwx renders in Node without a window, and the
// server entry loads with no DOM.
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSiwx } from 'walletdock';
import { createDefaultSiwx } from 'walletdock/siwx';
import { createWalletDock } from '../../../../headless/core/dock/create-wallet-dock';
import { WalletDockProvider } from '../../../../headless/react/context';
import { mainnet } from 'viem/chains';

function Status() {
  const { status, required } = useSiwx();
  return createElement('p', null, `${status}:${String(required)}`);
}

describe('sign-in on the server', () => {
  it('renders useSiwx to a string with no window', async () => {
    expect(typeof window).toBe('undefined');
    const dock = createWalletDock({ networks: [mainnet], siwx: createDefaultSiwx({ required: true }) });
    const html = renderToString(
      createElement(
        QueryClientProvider,
        { client: new QueryClient() },
        createElement(WalletDockProvider, { dock }, createElement(Status)),
      ),
    );
    expect(html).toBe('<p>idle:true</p>');
    dock.destroy();
  });

  it('walletdock/server imports without a DOM', async () => {
    const server = await import('walletdock/server');
    expect(Object.keys(server).sort()).toEqual(
      [
        'cookieToInitialState',
        'createSiwxMessage',
        'createSiwxNonceStore',
        'generateSiwxNonce',
        'isAddress',
        'parseSiwxMessage',
        'verifyBip322Signature',
        'verifyPayment',
        'verifySiwxSession',
      ].sort(),
    );
  });
});
