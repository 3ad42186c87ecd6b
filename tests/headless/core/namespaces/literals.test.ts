// The registry decides what a namespace can do: outside headless/core/namespaces/, no code checks a namespace by
// name (`=== 'eip155'`, `case 'solana':`, `startsWith('bip122:')`, a list of namespaces) to decide it. A capability
// asks core/namespaces/capabilities.ts. The files below are the exceptions, each for the reason it gives: code whose
// subject is one namespace's own technology (its adapter, wagmi and ENS on eip155, the embedded wallet's keys, the
// sign-in message profiles), data about wallets, or the registry's list itself. A new file with a check fails here;
// an exception whose check has gone fails too, so the list only shrinks.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../../..');
const SOURCES = ['headless', 'styled', 'faucet', 'examples'];
const OWN_FOLDER = 'headless/core/namespaces/';

const NS = 'eip155|solana|bip122|polkadot|cosmos';
const CHECKS = [
  new RegExp(`[!=]==\\s*'(${NS})'`),
  new RegExp(`'(${NS})'\\s*[!=]==`),
  new RegExp(`case '(${NS})'`),
  new RegExp(`startsWith\\('(${NS}):`),
  new RegExp(`\\[\\s*'(${NS})'(\\s*,\\s*'(${NS})')*\\s*\\]`),
  new RegExp(`includes\\('(${NS})'\\)`),
];

const WAGMI = 'wagmi (its config, connectors and ERC-20 reads) is the eip155 client';
const EMBEDDED = 'the embedded wallet holds an eip155 key (and its smart account) and a solana key';
const SIWX = 'sign-in messages are per-namespace CAIP-122 profiles (EIP-4361, Sign-In-With-Solana)';
const REGISTRY_LIST = "the namespace list (ChainNamespace, CHAIN_NAMESPACES) that the registry's keys must match";

const EXCEPTIONS: Readonly<Record<string, string>> = {
  'headless/core/model/caip.ts': REGISTRY_LIST,
  'headless/core/adapters/solana.ts': "the solana adapter picks wallet-standard wallets by their 'solana:' chains",
  'headless/testing/solana.ts': "the test solana wallet offers its 'solana:' wallet-standard features",
  'headless/compat/appkit/useAppKitProvider.ts': WAGMI,
  'headless/core/account-data/rpc-balances.ts': WAGMI,
  'headless/core/account-data/wallet-assets.ts': WAGMI,
  'headless/core/send/query.ts': WAGMI,
  'headless/core/walletconnect/adapter.ts': WAGMI,
  'headless/core/walletconnect/wagmi-connector.ts': WAGMI,
  'headless/core/send/send.ts': 'ENS names and EIP-1559 fee checks are eip155 rules',
  'headless/core/account-data/identity.ts': 'ENS is read on eip155 networks with a universal resolver',
  'headless/core/send/rules.ts': "the receiver field's address forms (0x with EIP-55, base58)",
  'headless/core/connection/network.ts': 'an eip155 reference is a numeric chain id (viem chains)',
  'headless/server/verify-session.ts': 'ERC-1271/6492 signatures are checked on an eip155 client',
  'headless/core/embedded/account-sync.ts': EMBEDDED,
  'headless/core/embedded/controller.ts': EMBEDDED,
  'headless/core/embedded/messages.ts': EMBEDDED,
  'headless/core/embedded/rpc-methods.ts': EMBEDDED,
  'headless/core/embedded/solana-wallet.ts': EMBEDDED,
  'headless/core/embedded/wagmi-connector.ts': EMBEDDED,
  'headless/react/hooks/useEmbeddedAccountType.ts': EMBEDDED,
  'headless/server/frame/page/handlers.ts': EMBEDDED,
  'headless/server/frame/page/rpc/eip155.ts': EMBEDDED,
  'headless/server/frame/page/rpc/gate.ts': EMBEDDED,
  'headless/server/frame/page/rpc/handler.ts': EMBEDDED,
  'headless/server/frame/page/smart-account.ts': EMBEDDED,
  'styled/views/Account/Account.tsx': EMBEDDED,
  'styled/views/AccountTypeSwitch/AccountTypeSwitch.tsx': EMBEDDED,
  'headless/core/siwx/default.ts': SIWX,
  'headless/core/siwx/legacy.ts': SIWX,
  'headless/core/siwx/message.ts': SIWX,
  'headless/core/siwx/parse.ts': SIWX,
  'headless/core/directory/known-wallets.ts': 'data: the chains each known wallet supports',
  'headless/core/directory/deeplink.ts': 'data: the deep links a wallet publishes per namespace',
  'headless/core/onramp/networks.ts': "Coinbase's network names ('solana'), not namespaces",
  'headless/core/onramp/providers.ts': "Coinbase's network names ('solana'), not namespaces",
  'styled/components/NetworkIcon.tsx': "the icon set's keys for each namespace's coin",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** The lines of a file that check a namespace by name (comments left out). */
function checks(path: string): string[] {
  return readFileSync(join(ROOT, path), 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && CHECKS.some((check) => check.test(line)));
}

const files = SOURCES.flatMap(sourceFiles).filter((path) => !path.startsWith(OWN_FOLDER));
const checked = new Map(
  files.flatMap((path) => {
    const lines = checks(path);
    return lines.length > 0 ? [[path, lines] as const] : [];
  }),
);

describe('namespace checks by name', () => {
  it('are made only in core/namespaces/ and the listed exceptions', () => {
    const unexpected = [...checked]
      .filter(([path]) => !(path in EXCEPTIONS))
      .map(([path, lines]) => `${path}: ${lines[0]?.trim()}`);
    expect(unexpected, 'ask core/namespaces/capabilities.ts (or add the capability to NamespaceDefinition)').toEqual(
      [],
    );
  });

  it('every exception still makes one (the list shrinks as checks move to the registry)', () => {
    expect(Object.keys(EXCEPTIONS).filter((path) => !checked.has(path))).toEqual([]);
  });

  it('reads the source tree (the scan is not vacuous)', () => {
    expect(files.length).toBeGreaterThan(200);
  });
});
