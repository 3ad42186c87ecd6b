import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import subpathList from '../headless/subpaths.json' with { type: 'json' };

const root = fileURLToPath(new URL('..', import.meta.url));
// A fixture host's own test suite runs in that host's install (tests/hosts/test-kit.e2e.test.ts), never here.
const hostSuites = 'tests/hosts/fixtures/**';
const src = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url));

// Tests import the package by its public names (headless/subpaths.json), resolved to source.
const alias = Object.entries(subpathList.subpaths).map(([subpath, { source }]) => ({
  find: new RegExp(`^walletdock${subpath.slice(1)}$`),
  replacement: src(source),
}));

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
          exclude: [
            'tests/**/*.e2e.test.ts',
            'tests/faucet/server/**',
            'tests/headless/server/blockchain-api/**',
            hostSuites,
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        // A styled view rendered in jsdom imports its .css.ts styles, which only exist once compiled.
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'dom',
          include: ['tests/**/*.test.tsx'],
          exclude: ['tests/**/*.e2e.test.ts', hostSuites],
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
