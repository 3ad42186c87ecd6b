import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('faucet/devnet/artifacts.ts', () => {
  it('is what `npm run contracts` generates from the committed Solidity (solc-js)', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['faucet/devnet/compile.mjs', '--check'], {
      cwd: root,
    });
    expect(stdout).toContain('is up to date');
  }, 60_000);
});
