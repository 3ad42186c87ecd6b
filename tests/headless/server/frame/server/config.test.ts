// The frame server's smart-account settings: BUNDLER_URL turns SMART_ACCOUNT_NETWORKS on (without a bundler no network
// has smart accounts, whatever the list says), bad values are refused with the variable's name, and the page may call
// the bundler's origin (its CSP connect-src) once it is configured.
import { describe, expect, it } from 'vitest';
import { loadFrameConfig } from '../../../../../headless/server/frame/server/config';
import { framePageCsp } from '../../../../../headless/server/frame/server/csp';
import { pageConnectOrigins } from '../../../../../headless/server/frame/server/pages';

const base = {
  FRAME_SECRET: 'x'.repeat(32),
  SMTP_URL: 'smtp://127.0.0.1:2525',
  PAGE_DIR: '/nonexistent',
  CHAINS: JSON.stringify([
    {
      id: 'eip155:33322',
      name: 'Avent Testnet',
      rpcUrl: 'http://127.0.0.1:8545',
      nativeCurrency: { name: 'Avent', symbol: 'AVENT', decimals: 18 },
    },
  ]),
};

describe('frame configuration: smart accounts', () => {
  it('SMART_ACCOUNT_NETWORKS counts only with BUNDLER_URL', () => {
    expect(loadFrameConfig({ ...base, SMART_ACCOUNT_NETWORKS: '33322' })).toMatchObject({
      smartAccountNetworks: [],
      bundlerUrl: undefined,
    });
    expect(
      loadFrameConfig({ ...base, SMART_ACCOUNT_NETWORKS: '33322,1', BUNDLER_URL: 'http://127.0.0.1:4337/rpc' }),
    ).toMatchObject({ smartAccountNetworks: [33322, 1], bundlerUrl: 'http://127.0.0.1:4337/rpc' });
  });

  it('refuses a bad bundler URL or network list, naming the variable', () => {
    expect(() => loadFrameConfig({ ...base, BUNDLER_URL: 'not a url' })).toThrow(/BUNDLER_URL/);
    expect(() =>
      loadFrameConfig({ ...base, BUNDLER_URL: 'http://127.0.0.1:4337', SMART_ACCOUNT_NETWORKS: 'base' }),
    ).toThrow(/SMART_ACCOUNT_NETWORKS/);
  });

  it("lets the page call the bundler's origin (connect-src) only when one is configured", () => {
    const csp = (env: Record<string, string>) =>
      framePageCsp({ allowedOrigins: [], connectOrigins: pageConnectOrigins(loadFrameConfig({ ...base, ...env })) });
    expect(csp({})).toContain("connect-src 'self' http://127.0.0.1:8545;");
    expect(
      csp({ BUNDLER_URL: 'https://bundler.example.test/v2/{chainId}/rpc', SMART_ACCOUNT_NETWORKS: '33322' }),
    ).toContain("connect-src 'self' http://127.0.0.1:8545 https://bundler.example.test;");
  });
});
