// SOURCE-based size of the headless entry (the packed package's figures, the ones hosts get, are
// printed by package-size.mjs). An app that imports only the connection hooks from
// headless/index.ts: minified, gzipped with node:zlib, peers (react, react-query, viem, wagmi,
// walletconnect, solana) external. Budget: our own code at most 15 KB gzip (wagmi's own code is
// ~12.5 KB, also measured without its dependencies); the total with zod (our one dependency) is
// printed beside it. Chunks reached only by dynamic import (directory, analytics, sign-in and its
// verifiers) are listed apart: an app that never uses them never downloads them. Run alone: node tests/bench/size.mjs
import { build } from 'esbuild';
import { rolldown } from 'rolldown';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('../..', import.meta.url));
// The tests' esbuild helper is TypeScript: loaded through tsx, as the faucet bench loads its PostgreSQL starter.
const { staticClosure } = await tsImport('../support/bundle.ts', import.meta.url);
const BUDGET_GZIP = 15 * 1024;
const PEERS = [
  'react',
  'react-dom',
  'react/*',
  'react-dom/*',
  '@tanstack/*',
  'viem',
  'viem/*',
  'wagmi',
  'wagmi/*',
  '@wagmi/*',
  '@walletconnect/*',
  '@reown/*',
  '@solana/*',
  '@wallet-standard/*',
];
const HOOKS = [
  'createWalletDock',
  'eip155Adapter',
  'WalletDockProvider',
  'useAccount',
  'useConnect',
  'useDisconnect',
  'useNetwork',
  'useConnectors',
  'useModal',
];
const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
const gzip = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

/** Bundles the app entry; returns the static chunks' code, the lazy chunks and per-source bytes. */
async function measure(dir, external, byPath = false) {
  const entry = join(dir, `app-${external.length}-${byPath}.ts`);
  const from = (file) => JSON.stringify(join(root, file));
  writeFileSync(
    entry,
    byPath
      ? [
          `export { createWalletDock } from ${from('headless/core/dock/create-wallet-dock.ts')};`,
          `export { eip155Adapter } from ${from('headless/core/adapters/eip155.ts')};`,
          `export { WalletDockProvider } from ${from('headless/react/context.tsx')};`,
          `export { useAccount } from ${from('headless/react/hooks/useAccount.ts')};`,
          `export { useConnect } from ${from('headless/react/hooks/useConnect.ts')};`,
          `export { useDisconnect } from ${from('headless/react/hooks/useDisconnect.ts')};`,
          `export { useNetwork } from ${from('headless/react/hooks/useNetwork.ts')};`,
          `export { useConnectors } from ${from('headless/react/hooks/useConnectors.ts')};`,
          `export { useModal } from ${from('headless/react/hooks/useModal.ts')};`,
        ].join('\n')
      : `export { ${HOOKS.join(', ')} } from ${from('headless/index.ts')};\n`,
  );
  const outdir = join(dir, `out-${external.length}-${byPath}`);
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    platform: 'browser',
    target: 'es2022',
    outdir,
    external,
    metafile: true,
    logLevel: 'error',
  });
  const outputs = result.metafile.outputs;
  // Chunks behind a dynamic import carry an entryPoint too: the app's entry is the one built from `entry`.
  const entryOut = Object.keys(outputs).find((o) => outputs[o].entryPoint === relative(process.cwd(), entry));
  const statics = staticClosure(result.metafile, entryOut);
  let code = '';
  const lazy = [];
  const sources = {};
  for (const file of Object.keys(outputs).filter((o) => o.endsWith('.js'))) {
    const text = readFileSync(join(process.cwd(), file), 'utf8');
    if (!statics.has(file)) {
      lazy.push({ chunk: file.split('/').pop(), minified: text.length, gzip: gzip(text) });
      continue;
    }
    code += text;
    for (const [input, info] of Object.entries(outputs[file].inputs)) {
      const key = input.includes('node_modules/')
        ? input.replace(/.*node_modules\/((@[^/]+\/)?[^/]+)(\/v4\/[^/]+)?.*/, '$1$3')
        : input.replace(/^.*?(headless\/)/, '$1');
      sources[key] = (sources[key] ?? 0) + info.bytesInOutput;
    }
  }
  return { minified: code.length, gzip: gzip(code), lazy, sources };
}

/** The same app through rolldown (Vite 8's production bundler): static chunks' gzip. */
async function measureRolldown(dir) {
  const entry = join(dir, 'app-rolldown.ts');
  writeFileSync(entry, `export { ${HOOKS.join(', ')} } from ${JSON.stringify(join(root, 'headless/index.ts'))};\n`);
  const patterns = [...PEERS, 'zod', 'zod/*'].map(
    (p) => new RegExp(`^${p.replace('/*', '/').replace(/[.+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  const bundle = await rolldown({
    input: entry,
    external: (id) => patterns.some((p) => p.test(id)),
    cwd: root,
    logLevel: 'silent',
    tsconfig: join(root, 'tsconfig.json'),
  });
  const { output } = await bundle.generate({ format: 'esm', minify: true });
  const chunks = new Map(output.filter((c) => c.type === 'chunk').map((c) => [c.fileName, c]));
  const statics = new Set();
  const visit = (name) => {
    const chunk = chunks.get(name);
    if (!chunk || statics.has(name)) return;
    statics.add(name);
    chunk.imports.forEach(visit);
  };
  visit([...chunks.values()].find((c) => c.isEntry).fileName);
  const code = [...statics].map((n) => chunks.get(n).code).join('');
  return { minified: code.length, gzip: gzip(code) };
}

const dir = mkdtempSync(join(tmpdir(), 'walletdock-size-'));
try {
  const own = await measure(dir, [...PEERS, 'zod', 'zod/*']);
  const withZod = await measure(dir, PEERS);
  // esbuild with code splitting keeps any module the barrel re-exports in the static part when a
  // dynamic import also uses it (so lazy code must not be root-exported); importing by module path
  // shows what that rule still costs (message.ts, which the root exports and sign-in uses).
  const ownByPath = await measure(dir, [...PEERS, 'zod', 'zod/*'], true);
  const ownRolldown = await measureRolldown(dir);
  console.log(`walletdock headless entry, app importing: ${HOOKS.join(', ')}\n`);
  console.table([
    {
      measure: 'own code, esbuild, from headless/index.ts',
      minified: kb(own.minified),
      gzip: kb(own.gzip),
      budget: kb(BUDGET_GZIP),
      verdict: own.gzip <= BUDGET_GZIP ? 'within' : 'OVER',
    },
    {
      measure: 'own code, hooks imported by module path',
      minified: kb(ownByPath.minified),
      gzip: kb(ownByPath.gzip),
      budget: kb(BUDGET_GZIP),
      verdict: ownByPath.gzip <= BUDGET_GZIP ? 'within' : 'OVER',
    },
    {
      measure: 'own code, rolldown (Vite 8 build)',
      minified: kb(ownRolldown.minified),
      gzip: kb(ownRolldown.gzip),
      budget: kb(BUDGET_GZIP),
      verdict: ownRolldown.gzip <= BUDGET_GZIP ? 'within' : 'OVER',
    },
    { measure: 'with zod bundled', minified: kb(withZod.minified), gzip: kb(withZod.gzip), budget: '-', verdict: '-' },
  ]);
  console.log('\nlazy chunks (downloaded only when the directory, analytics or sign-in is used):');
  console.table(withZod.lazy.map((c) => ({ chunk: c.chunk, minified: kb(c.minified), gzip: kb(c.gzip) })));
  console.log('\nlargest sources in the static part (minified bytes, own code):');
  console.table(
    Object.entries(own.sources)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 40)
      .map(([source, bytes]) => ({ source, minified: kb(bytes) })),
  );
  // A report, not a gate: the lead's run.mjs prints every bench; budgets are read, not asserted.
} finally {
  rmSync(dir, { recursive: true, force: true });
}
