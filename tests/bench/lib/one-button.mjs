// The one-button host apps the start-up benchmarks build: walletdock's drop-in (ConnectButton + WalletDockModal on
// mainnet + base, built against the packed package) and RainbowKit's (ConnectButton + RainbowKitProvider on wagmi 2,
// installed in a scratch app under .data/). The same page for both; the host adds nothing else.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './modal.mjs';

/** walletdock's one-button app (main.tsx). */
export const WALLETDOCK_APP = `import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { base, mainnet } from 'viem/chains';
import { createWalletDock, eip155Adapter, WalletDockProvider } from 'walletdock';
import { ConnectButton, WalletDockModal } from 'walletdock/styled';
import 'walletdock/styled.css';

const dock = createWalletDock({ networks: [mainnet, base], adapters: [eip155Adapter()] });
const queryClient = new QueryClient();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <WalletDockProvider dock={dock}>
        <ConnectButton />
        <WalletDockModal />
      </WalletDockProvider>
    </QueryClientProvider>
  </StrictMode>,
);
`;

/**
 * A custom-UI host's app (main.tsx): WalletDockProvider + WalletDockModal and a plain button of its own that calls
 * `useModal().open()` (no ConnectButton, so no intent prefetch), with a projectId and metadata as a host deploys it.
 */
export const WALLETDOCK_OPEN_APP = `import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { base, mainnet } from 'viem/chains';
import { createWalletDock, eip155Adapter, useModal, WalletDockProvider } from 'walletdock';
import { WalletDockModal } from 'walletdock/styled';
import 'walletdock/styled.css';

const dock = createWalletDock({
  projectId: '00000000000000000000000000000000',
  networks: [mainnet, base],
  adapters: [eip155Adapter()],
  metadata: { name: 'bench', description: 'bench', url: 'http://127.0.0.1', icons: [] },
});
const queryClient = new QueryClient();

function OpenButton() {
  const { open } = useModal();
  return <button type="button" data-open-button="" onClick={() => void open()}>Connect</button>;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <WalletDockProvider dock={dock}>
        <OpenButton />
        <WalletDockModal />
      </WalletDockProvider>
    </QueryClientProvider>
  </StrictMode>,
);
`;

/** The open() app's baseline: the same page on wagmi 3 with `injected()` and no kit (its button connects). */
export const WAGMI_OPEN_BASELINE_APP = `import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { base, mainnet } from 'viem/chains';
import { createConfig, http, useConnect, WagmiProvider } from 'wagmi';
import { injected } from 'wagmi/connectors';

const config = createConfig({
  chains: [mainnet, base],
  connectors: [injected()],
  transports: { [mainnet.id]: http(), [base.id]: http() },
});
const queryClient = new QueryClient();

function OpenButton() {
  const { connect, connectors } = useConnect();
  return <button type="button" onClick={() => connectors[0] && connect({ connector: connectors[0] })}>Connect</button>;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <OpenButton />
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
);
`;

/** RainbowKit's one-button app on wagmi 2 (main.tsx), as its README sets it up. */
export const RAINBOWKIT_APP = `import '@rainbow-me/rainbowkit/styles.css';
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { WagmiProvider } from 'wagmi';
import { base, mainnet } from 'wagmi/chains';

const config = getDefaultConfig({ appName: 'bench', projectId: '00000000000000000000000000000000', chains: [mainnet, base] });
const queryClient = new QueryClient();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <RainbowKitProvider>
          <ConnectButton />
        </RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
);
`;

export const PAGE =
  '<!doctype html><html><head><meta charset="UTF-8" /></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>';

/** Writes `main` and the page into `dir`. */
export function writeApp(dir, main) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'main.tsx'), main);
  writeFileSync(join(dir, 'index.html'), PAGE);
  return dir;
}

export const RAINBOWKIT_VERSION = '2.2.11';
const RAINBOWKIT_DEPS = {
  '@rainbow-me/rainbowkit': RAINBOWKIT_VERSION,
  wagmi: '2.19.5',
  viem: '2.57.1',
  '@tanstack/react-query': '5.108.0',
  react: '19.3.1',
  'react-dom': '19.3.1',
};

/**
 * The RainbowKit app in .data/bench-rainbowkit (outside the repo's dependency tree: wagmi 2 there, wagmi 3 here),
 * installed from the registry once and kept.
 */
export function rainbowKitApp() {
  const dir = join(root, '.data/bench-rainbowkit');
  const pkg = { name: 'bench-rainbowkit', private: true, type: 'module', dependencies: RAINBOWKIT_DEPS };
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  if (!existsSync(join(dir, 'node_modules/@rainbow-me/rainbowkit/package.json'))) {
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], {
      cwd: dir,
      stdio: 'inherit',
    });
  }
  return writeApp(join(dir, 'app'), RAINBOWKIT_APP);
}
