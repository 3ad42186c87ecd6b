// Bundles an entry the way a host's esbuild build would (code splitting, ESM) and tells which
// source files land in the chunks loaded at start-up, i.e. outside every dynamic import.
import { build, type Metafile, type Plugin } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** Output files reachable from `entry` through static imports only (also used by tests/bench/size.mjs). */
export function staticClosure(meta: Metafile, entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imp of meta.outputs[file]?.imports ?? [])
      if (imp.kind === 'import-statement' && !imp.external) stack.push(imp.path);
  }
  return seen;
}

/** Per input file (as esbuild names it): whether it is in the build and whether it loads at start-up. */
export interface BundleSplit {
  bundled: Set<string>;
  eager: Set<string>;
}

/**
 * Bundles `entry` (a path from the project root, or inline source under `contents`) with bare
 * imports external unless `bundle(path)` says otherwise.
 */
export async function splitBundle(options: {
  entry?: string;
  contents?: string;
  bundle?: (path: string) => boolean;
}): Promise<BundleSplit> {
  const outdir = mkdtempSync(join(tmpdir(), 'wd-split-'));
  const externals: Plugin = {
    name: 'externals',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) =>
        options.bundle?.(args.path) ? undefined : { path: args.path, external: true },
      );
    },
  };
  try {
    const result = await build({
      absWorkingDir: root,
      ...(options.contents !== undefined
        ? { stdin: { contents: options.contents, resolveDir: root, sourcefile: 'app.ts', loader: 'ts' } }
        : { entryPoints: { index: options.entry as string } }),
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      outdir,
      write: false,
      metafile: true,
      logLevel: 'silent',
      plugins: [externals],
    });
    const meta = result.metafile;
    const outputs = Object.keys(meta.outputs);
    // Chunks behind a dynamic import carry an entryPoint too: the app's entry is the one built from the input.
    const input = options.contents !== undefined ? 'app.ts' : (options.entry as string);
    const entry = outputs.find((o) => meta.outputs[o]?.entryPoint === input);
    if (!entry) throw new Error('esbuild produced no entry chunk');
    const eagerOutputs = staticClosure(meta, entry);
    const bundled = new Set<string>();
    const eager = new Set<string>();
    for (const output of outputs) {
      for (const input of Object.keys(meta.outputs[output]?.inputs ?? {})) {
        bundled.add(input);
        if (eagerOutputs.has(output)) eager.add(input);
      }
    }
    return { bundled, eager };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
