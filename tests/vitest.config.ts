import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const src = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url));

// Tests import the package by its public names, resolved to source.
const alias = [
  { find: /^walletdock\/styled$/, replacement: src('styled/index.ts') },
  { find: /^walletdock\/testing$/, replacement: src('headless/testing/index.ts') },
  { find: /^walletdock\/testing\/solana$/, replacement: src('headless/testing/solana.ts') },
  { find: /^walletdock\/server$/, replacement: src('headless/server/index.ts') },
  // The root's documented subpaths (package.json "exports"): walletdock/x is headless/x.ts.
  {
    find: /^walletdock\/(query|walletconnect|solana|bitcoin|siwx|utils|types|embedded|send|swap|onramp|names|calls)$/,
    replacement: src('headless/$1.ts'),
  },
  { find: /^walletdock\/server\/node$/, replacement: src('headless/server/node.ts') },
  { find: /^walletdock\/server\/frame$/, replacement: src('headless/server/frame/index.ts') },
  { find: /^walletdock\/embedded\/protocol$/, replacement: src('headless/embedded-protocol.ts') },
  { find: /^walletdock$/, replacement: src('headless/index.ts') },
];

export default defineConfig({
  root,
  resolve: { alias },
  test: {
    globalSetup: [src('tests/support/global-setup.ts')],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // tests/ mirrors the source tree; the project is chosen by the file's kind, not its folder:
    // *.e2e.test.ts drive Chromium, *.test.tsx render React in jsdom (a .ts test that needs a DOM says
    // so with a `@vitest-environment jsdom` docblock), faucet server tests run real chains and databases.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/**/*.e2e.test.ts', 'tests/faucet/server/**', 'tests/headless/server/blockchain-api/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['tests/**/*.test.tsx'],
          exclude: ['tests/**/*.e2e.test.ts'],
          environment: 'jsdom',
        },
      },
      {
        extends: true,
        test: {
          name: 'faucet',
          include: ['tests/faucet/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      // The blockchain API's tests index real chains into real databases (several start their own anvil).
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/headless/server/blockchain-api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/**/*.e2e.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          fileParallelism: false,
        },
      },
      // Type-level tests (*.test-d.ts): the hooks' and options' types as a host meets them, checked by tsc, never run.
      {
        extends: true,
        test: {
          name: 'types',
          include: [],
          typecheck: { enabled: true, only: true, include: ['tests/**/*.test-d.ts'], tsconfig: 'tsconfig.json' },
        },
      },
    ],
  },
});
