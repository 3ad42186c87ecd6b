// The package's public surface: every export of package.json is built by tsup from a source entry,
// resolves in the tests' (and examples') source aliases, and the root keeps what a host writes
// with — query-option factories and the namespace adapters live on their documented subpaths.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as root from 'walletdock';
import * as bitcoin from 'walletdock/bitcoin';
import * as embedded from 'walletdock/embedded';
import * as embeddedProtocol from 'walletdock/embedded/protocol';
import * as names from 'walletdock/names';
import * as onramp from 'walletdock/onramp';
import * as query from 'walletdock/query';
import * as send from 'walletdock/send';
import * as server from 'walletdock/server';
import * as serverNode from 'walletdock/server/node';
import * as serverFrame from 'walletdock/server/frame';
import * as siwx from 'walletdock/siwx';
import * as solana from 'walletdock/solana';
import * as swap from 'walletdock/swap';
import * as calls from 'walletdock/calls';
import * as testing from 'walletdock/testing';
import * as testingSolana from 'walletdock/testing/solana';
import * as utils from 'walletdock/utils';
import * as types from 'walletdock/types';
import * as walletconnect from 'walletdock/walletconnect';
import tsup from '../../tsup.config';

const file = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const pkg = JSON.parse(readFileSync(file('package.json'), 'utf8')) as {
  exports: Record<string, string | { default: string; types: string }>;
  typesVersions: Record<string, Record<string, string[]>>;
};
const tsconfig = JSON.parse(readFileSync(file('tsconfig.json'), 'utf8')) as {
  compilerOptions: { paths: Record<string, string[]> };
};
const modules: Record<string, object> = {
  '.': root,
  './bitcoin': bitcoin,
  './calls': calls,
  './embedded': embedded,
  './embedded/protocol': embeddedProtocol,
  './names': names,
  './onramp': onramp,
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
  './utils': utils,
  './types': types,
  './walletconnect': walletconnect,
};
// walletdock/styled needs the vanilla-extract compiler to load; its e2e tests import it through a real build.
const compiledOnly = ['./styled'];
// walletdock/types holds types only: nothing to count at run time.
const typesOnly = ['./types'];
const entries = (tsup as { entry: Record<string, string> }).entry;

describe('package exports', () => {
  const jsExports = Object.entries(pkg.exports).filter(
    (e): e is [string, { default: string; types: string }] => typeof e[1] === 'object',
  );

  it('each JavaScript export is a tsup entry built from a source file, and the tests import it by name', () => {
    expect(jsExports.map(([subpath]) => subpath).sort()).toEqual([...Object.keys(modules), ...compiledOnly].sort());
    for (const [subpath, target] of jsExports) {
      const entry = target.default.replace(/^\.\/dist\//, '').replace(/\.js$/, '');
      expect(target.types, subpath).toBe(`./dist/${entry}.d.ts`);
      expect(entries[entry], `${subpath} has no tsup entry "${entry}"`).toBeDefined();
      expect(() => readFileSync(file(entries[entry]!)), `${subpath} -> ${entries[entry]}`).not.toThrow();
      if (!compiledOnly.includes(subpath) && !typesOnly.includes(subpath))
        expect(Object.keys(modules[subpath]!).length, subpath).toBeGreaterThan(0);
    }
    expect(Object.keys(entries).sort()).toEqual(
      jsExports.map(([, t]) => t.default.replace(/^\.\/dist\//, '').replace(/\.js$/, '')).sort(),
    );
  });

  it('a host on moduleResolution "node" (no exports) finds the same types for every subpath (typesVersions)', () => {
    const legacy = pkg.typesVersions['*']!;
    for (const [subpath, target] of jsExports) {
      if (subpath === '.') continue;
      expect(legacy[subpath.slice(2)], subpath).toEqual([target.types]);
    }
  });

  it('tsconfig resolves every subpath to the same source file tsup builds', () => {
    const paths = tsconfig.compilerOptions.paths;
    for (const [subpath, target] of jsExports) {
      const name = subpath === '.' ? 'walletdock' : `walletdock/${subpath.slice(2)}`;
      const source = entries[target.default.replace(/^\.\/dist\//, '').replace(/\.js$/, '')]!;
      const explicit = paths[name]?.[0];
      const wildcard = paths['walletdock/*']?.[0]?.replace('*', subpath.slice(2));
      expect(explicit ?? wildcard, name).toBe(source);
    }
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
