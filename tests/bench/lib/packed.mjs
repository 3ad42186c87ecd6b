// The package as a host gets it: `npm run build`, `npm pack`, then the tarball installed into a
// scratch app in a temp dir. The tarball's own dependencies are installed by npm from its
// package.json (as a host's install would); its peers (react, viem, wagmi, react-query,
// walletconnect, solana) are linked from this repo's node_modules, the versions a host already has.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { root } from './modal.mjs';

const npm = (args, cwd) => execFileSync('npm', args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

/** Peers of the package (package.json peerDependencies), plus what they need at build time. */
export function peerNames() {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return Object.keys(pkg.peerDependencies ?? {});
}

/**
 * Builds (unless `build` is false), packs and installs walletdock into a fresh scratch app.
 * Returns the app dir, the tarball's size and the time each step took.
 */
export function installPacked({ build = true } = {}) {
  const times = {};
  const step = (name, fn) => {
    const start = performance.now();
    const value = fn();
    times[name] = performance.now() - start;
    return value;
  };
  if (build) step('npm run build', () => npm(['run', 'build', '--silent'], root));
  const dir = mkdtempSync(join(tmpdir(), 'wd-packed-'));
  const packDir = join(dir, 'pack');
  mkdirSync(packDir);
  const [packed] = step('npm pack', () =>
    JSON.parse(npm(['pack', '--json', '--ignore-scripts', '--pack-destination', packDir], root)),
  );
  const app = join(dir, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'scratch-host', private: true, type: 'module' }));
  // --legacy-peer-deps: npm leaves the peers to us (linked below), as a host that has them already.
  step('npm install <tarball>', () =>
    npm(
      [
        'install',
        join(packDir, packed.filename),
        '--legacy-peer-deps',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        '--loglevel=error',
      ],
      app,
    ),
  );
  for (const name of [...peerNames(), 'wagmi']) {
    const target = join(root, 'node_modules', name);
    const link = join(app, 'node_modules', name);
    mkdirSync(dirname(link), { recursive: true });
    try {
      symlinkSync(target, link, 'dir');
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
  }
  return {
    dir,
    app,
    tarball: { file: packed.filename, size: packed.size, unpackedSize: packed.unpackedSize, files: packed.entryCount },
    times,
  };
}
