import { defineConfig } from 'tsup';
import { readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

// Entry points of the package's exports; styled/ joins once it has code.
const entries: Record<string, string> = {
  'headless/index': 'headless/index.ts',
  'testing/index': 'headless/testing/index.ts',
  'server/index': 'headless/server/index.ts',
  'styled/index': 'styled/index.ts',
};

// Entries a React Server Components app imports from client code: their output files (never the
// chunks they share with walletdock/server) start with the directive, so a Next.js layout can
// import the provider. esbuild drops module directives when it bundles and tsup's tree shaking
// (rollup) drops them again, so the directive is put in after the files are written.
const clientOutputs = ['headless/index', 'styled/index'];
async function addUseClient(): Promise<void> {
  for (const name of clientOutputs) {
    const file = `dist/${name}.js`;
    const code = await readFile(file, 'utf8');
    if (code.startsWith("'use client'")) continue;
    await writeFile(file, `'use client';\n${code}`);
    // One generated line more at the top: an empty first line in the mappings keeps them exact.
    const map = JSON.parse(await readFile(`${file}.map`, 'utf8')) as { mappings: string };
    await writeFile(`${file}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
  }
}

export default defineConfig({
  onSuccess: addUseClient,
  entry: Object.fromEntries(Object.entries(entries).filter(([, file]) => existsSync(file))),
  format: ['esm'],
  dts: true,
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  outDir: 'dist',
  external: [/^react/, /^@tanstack\//, /^viem/, /^wagmi/, /^@wagmi\//, /^@walletconnect\//, /^@reown\//, /^@solana\//, /^@wallet-standard\//],
  // Short class names: the published CSS carries no debug identifiers (styled.css budget 8 KB gzip).
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
