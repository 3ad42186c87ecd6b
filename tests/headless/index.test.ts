// The package's public surface: every export of package.json is built by tsup from a source entry,
// resolves in the tests' (and examples') source aliases, and the root keeps what a host writes
// with — query-option factories and the namespace adapters live on their documented subpaths.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as root from 'walletdock';
import * as bitcoin from 'walletdock/bitcoin';
import * as embedded from 'walletdock/embedded';
import * as embeddedProtocol from 'walletdock/embedded/protocol';
import * as names from 'walletdock/names';
import * as onramp from 'walletdock/onramp';
import * as pay from 'walletdock/pay';
import * as query from 'walletdock/query';
import * as send from 'walletdock/send';
import * as server from 'walletdock/server';
import * as serverNode from 'walletdock/server/node';
import * as serverFrame from 'walletdock/server/frame';
import * as siwx from 'walletdock/siwx';
import * as solana from 'walletdock/solana';
import * as swap from 'walletdock/swap';
import * as calls from 'walletdock/calls';
import * as compatRainbowkit from 'walletdock/compat/rainbowkit';
import * as testing from 'walletdock/testing';
import * as testingSolana from 'walletdock/testing/solana';
import * as testingMsw from 'walletdock/testing/msw';
import * as utils from 'walletdock/utils';
import * as types from 'walletdock/types';
import * as walletconnect from 'walletdock/walletconnect';
import tsup from '../../tsup.config';
import subpathList from '../../headless/subpaths.json' with { type: 'json' };

const file = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const modules: Record<string, object> = {
  '.': root,
  './bitcoin': bitcoin,
  './calls': calls,
  './compat/rainbowkit': compatRainbowkit,
  './embedded': embedded,
  './embedded/protocol': embeddedProtocol,
  './names': names,
  './onramp': onramp,
  './pay': pay,
  './send': send,
  './swap': swap,
  './query': query,
  './server': server,
  './server/node': serverNode,
  './server/frame': serverFrame,
  './siwx': siwx,
  './solana': solana,
  './testing': testing,
  './testing/solana': testingSolana,
  './testing/msw': testingMsw,
  './utils': utils,
  './types': types,
  './walletconnect': walletconnect,
};
// walletdock/styled needs the vanilla-extract compiler to load, and walletdock/compat/appkit holds AppKitButton (the
// styled ConnectButton): their e2e tests import them through a real build.
const compiledOnly = ['./styled', './compat/appkit'];
// walletdock/types holds types only: nothing to count at run time.
const typesOnly = ['./types'];
const entries = (tsup as { entry: Record<string, string> }).entry;

describe('package exports', () => {
  it('each public subpath is a tsup entry built from a source file, and the tests import it by name', () => {
    expect(Object.keys(subpathList.subpaths).sort()).toEqual([...Object.keys(modules), ...compiledOnly].sort());
    for (const [subpath, { source, dist }] of Object.entries(subpathList.subpaths)) {
      expect(entries[dist], `${subpath} has no tsup entry "${dist}"`).toBe(source);
      expect(() => readFileSync(file(source)), `${subpath} -> ${source}`).not.toThrow();
      if (!compiledOnly.includes(subpath) && !typesOnly.includes(subpath))
        expect(Object.keys(modules[subpath]!).length, subpath).toBeGreaterThan(0);
    }
    // Beside the public entries, only the browser-side modules' own files (dist/modules/<path>, in no exports map;
    // tsup.config.ts says why): no other entry, so nothing public is built that the list does not name.
    const publicDists = new Set(Object.values(subpathList.subpaths).map((s) => s.dist));
    const others = Object.entries(entries).filter(([dist]) => !publicDists.has(dist));
    expect(others.length).toBeGreaterThan(0);
    for (const [dist, source] of others) {
      expect(source, dist).toMatch(/^(headless\/core|headless\/react|styled)\/.+\.tsx?$/);
      expect(dist, source).toBe(`modules/${source.replace(/\.tsx?$/, '')}`);
    }
  });

  it('package.json (exports, typesVersions) and tsconfig.json (paths, TypeDoc entries) say what the list says', () => {
    const check = spawnSync(process.execPath, [file('headless/subpaths.mjs'), '--check'], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('the host matrix type-checks every subpath under node, node16 and bundler resolution', () => {
    const hostTypes = readFileSync(file('tests/hosts/fixtures/with-vite/types/subpaths.ts'), 'utf8');
    const imported = [...hostTypes.matchAll(/from '(walletdock[^']*)'/g)].map(
      (m) => `.${m[1]!.slice('walletdock'.length)}`,
    );
    expect(imported.sort()).toEqual(Object.keys(subpathList.subpaths).sort());
  });
});

describe('the root', () => {
  it('holds the setup, the hooks and the helpers a host writes with', () => {
    for (const name of [
      'createWalletDock',
      'WalletDockProvider',
      'eip155Adapter',
      'useAccount',
      'useConnect',
      'useDisconnect',
      'useNetwork',
      'useReconnecting',
      'useRestoreFailure',
      'useConnectors',
      'useModal',
      'useSignMessage',
      'useSendTransaction',
      'useSiwx',
      'parseCaipAddress',
      'parseCaipNetworkId',
      'isAddress',
      'formatBalance',
      'createSiwxMessage',
      'WalletDockError',
      'RpcErrorCode',
    ]) {
      expect(root, name).toHaveProperty(name);
    }
  });

  it('leaves query-option factories and the other namespaces’ adapters to their subpaths', () => {
    const values = Object.keys(root);
    expect(values.filter((name) => /(QueryOptions|MutationOptions|QueryKey)$/.test(name))).toEqual([]);
    expect(query).toHaveProperty('balanceQueryOptions');
    expect(query).toHaveProperty('connectMutationOptions');
    for (const [name, home] of [
      ['solanaAdapter', solana],
      ['bip122Adapter', bitcoin],
      ['walletConnectAdapters', walletconnect],
      ['createDefaultSiwx', siwx],
    ] as const) {
      expect(values, name).not.toContain(name);
      expect(home, name).toHaveProperty(name);
    }
  });

  it('leaves the optional panels’ hooks to their capabilities’ subpaths, so an app’s start-up code never holds them', () => {
    const values = Object.keys(root);
    const homes = [
      [send, ['useSend', 'useReceive']],
      [swap, ['useSwap', 'useSwapQuote', 'useSwapTokens']],
      [onramp, ['useOnrampOptions', 'useOnrampProviders', 'useOnrampQuote', 'useOnrampUrl']],
      [pay, ['pay', 'openPay', 'usePay', 'usePayment']],
      [names, ['useNameRegistration']],
      [calls, ['useCapabilities', 'useSendCalls', 'useCallsStatus', 'useWaitForCallsStatus']],
    ] as const;
    for (const [home, hooks] of homes) {
      for (const name of hooks) {
        expect(values, name).not.toContain(name);
        expect(home, name).toHaveProperty(name);
      }
    }
  });
});
