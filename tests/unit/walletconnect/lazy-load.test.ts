// WalletConnect code is loaded only when a WalletConnect connection starts or a stored session
// exists: bundling the public entry with code splitting, no chunk the entry loads statically
// contains @walletconnect/* — it sits behind a dynamic import.
import { describe, expect, it } from 'vitest';
import { build, type Metafile } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Output files reachable from `entry` through static imports only. */
function staticClosure(meta: Metafile, entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imp of meta.outputs[file]?.imports ?? []) if (imp.kind === 'import-statement' && !imp.external) stack.push(imp.path);
  }
  return seen;
}

describe('WalletConnect is loaded lazily', () => {
  it('keeps @walletconnect/* out of every chunk the public entry loads statically', async () => {
    const outdir = mkdtempSync(join(tmpdir(), 'wd-lazy-'));
    try {
      const result = await build({
        absWorkingDir: root,
        entryPoints: { index: 'headless/index.ts' },
        bundle: true,
        splitting: true,
        format: 'esm',
        platform: 'browser',
        outdir,
        write: false,
        metafile: true,
        logLevel: 'silent',
        plugins: [
          {
            // Only our sources and WalletConnect are bundled; everything else is a host dependency.
            name: 'externals',
            setup(b) {
              b.onResolve({ filter: /^[^./]/ }, (args) =>
                args.path.startsWith('@walletconnect/') ? undefined : { path: args.path, external: true },
              );
            },
          },
        ],
      });
      const meta = result.metafile;
      const outputs = Object.keys(meta.outputs);
      const entry = outputs.find((o) => meta.outputs[o]?.entryPoint === 'headless/index.ts');
      expect(entry).toBeDefined();
      const wcChunks = outputs.filter((o) => Object.keys(meta.outputs[o]?.inputs ?? {}).some((i) => i.includes('node_modules/@walletconnect/')));
      // The provider is in the build (so the check below means something)...
      expect(wcChunks.length).toBeGreaterThan(0);
      // ...but only behind a dynamic import.
      const eager = staticClosure(meta, entry as string);
      expect(wcChunks.filter((c) => eager.has(c))).toEqual([]);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  }, 60_000);
});
