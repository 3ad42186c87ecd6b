// package.json tells hosts the truth: the Node versions it declares are ones every runtime dependency
// (the whole installed tree under "dependencies") supports, and the version it reports to hosted
// APIs is the package's own.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { SDK_VERSION } from '../headless/core/api/sdk';

const root = fileURLToPath(new URL('..', import.meta.url));
interface Manifest {
  name: string;
  version: string;
  engines?: { node?: string };
  dependencies?: Record<string, string>;
}
const read = (dir: string): Manifest => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
const pkg = read(root);

/** Every package under `dependencies`, transitively, as installed (resolved from its dependent's folder). */
function runtimeTree(): Manifest[] {
  const seen = new Map<string, Manifest>();
  const visit = (dir: string) => {
    const manifest = read(dir);
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      // Node's own lookup (node_modules folders up from the dependent), not `exports`, which may hide package.json.
      const lookup = createRequire(join(dir, 'package.json')).resolve.paths(name) ?? [];
      const depDir = lookup
        .map((base) => join(base, name))
        .find((candidate) => existsSync(join(candidate, 'package.json')));
      if (!depDir) throw new Error(`${name} (a dependency of ${manifest.name}) is not installed`);
      if (seen.has(depDir)) continue;
      seen.set(depDir, read(depDir));
      visit(depDir);
    }
  };
  visit(root);
  return [...seen.values()];
}

describe('package.json', () => {
  it('declares a Node range that every runtime dependency supports', () => {
    const ours = pkg.engines?.node;
    expect(ours).toBeDefined();
    const tree = runtimeTree();
    expect(tree.map((m) => m.name)).toContain('@wallet-standard/app');
    const narrower = tree
      .filter((m) => m.engines?.node && !semver.subset(ours!, m.engines.node))
      .map((m) => `${m.name}@${m.version} needs node ${m.engines!.node}`);
    expect(narrower).toEqual([]);
    expect(semver.satisfies(process.versions.node, ours!)).toBe(true);
  });

  it('reports its own version to hosted APIs (SDK_VERSION is read from package.json at build time)', () => {
    expect(SDK_VERSION).toBe(`walletdock-${pkg.version}`);
  });
});
