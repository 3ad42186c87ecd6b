// Installs walletdock into this example the way a user gets it: `npm pack` of the built package
// (run `npm run build` first), unpacked into examples/next/node_modules/walletdock. Nothing is
// fetched: the package's dependencies, next and react resolve from the repository's node_modules.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
if (!existsSync(join(root, 'dist', 'headless', 'index.js')))
  throw new Error('dist/ is missing: run `npm run build` first');
const packDir = mkdtempSync(join(tmpdir(), 'wd-pack-'));
try {
  // --ignore-scripts: dist/ is built already; the package's prepack would build it a second time.
  execFileSync('npm', ['pack', '--silent', '--ignore-scripts', '--pack-destination', packDir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tarball = readdirSync(packDir).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack wrote no tarball');
  const target = join(root, 'examples', 'next', 'node_modules', 'walletdock');
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  execFileSync('tar', ['-xzf', join(packDir, tarball), '-C', target, '--strip-components=1']);
  console.log(`walletdock (${tarball}) unpacked into ${target}`);
} finally {
  rmSync(packDir, { recursive: true, force: true });
}
