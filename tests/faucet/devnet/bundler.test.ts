// The devnet's bundler (@pimlico/alto through faucet/devnet/bundler.ts): it answers for EntryPoint v0.8 on the
// devnet's chain, listens on loopback only although alto hard-codes 0.0.0.0, and stop() ends its process.
import { readFileSync } from 'node:fs';
import { generatePrivateKey } from 'viem/accounts';
import { describe, expect, it, inject } from 'vitest';
import { ENTRY_POINT_V08_ADDRESS } from '../../../faucet/devnet/erc4337';
import { ENTRY_POINT_V07_ADDRESS } from '../../../faucet/devnet/safe';
import { startBundler } from '../../../faucet/devnet/bundler';
import { rpcCall } from '../../support/transfers';

const rpcUrl = inject('rpcUrl');

/** Local addresses (hex "IP:PORT", as the kernel writes them) of the sockets listening on `port` (IPv4 and IPv6). */
function listeners(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((cols) => cols[3] === '0A' && cols[1]?.endsWith(`:${hexPort}`))
      .map((cols) => cols[1] as string),
  );
}

const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// Each test starts alto, a Node process that loads its whole dependency tree before it listens: seconds on a quiet
// machine, past the unit tests' 20 s default on a loaded one.
const START_TIMEOUT = 60_000;

describe('devnet bundler', () => {
  it(
    'serves EntryPoint v0.8 for chain 33322 on 127.0.0.1 only, and stops by PID',
    async () => {
      const bundler = await startBundler({ rpcUrl });
      try {
        expect(bundler.version).toBe('0.0.20');
        expect(await rpcCall(bundler.url, 'eth_supportedEntryPoints')).toEqual([
          ENTRY_POINT_V07_ADDRESS,
          ENTRY_POINT_V08_ADDRESS,
        ]);
        expect(await rpcCall(bundler.url, 'eth_chainId')).toBe('0x822a');
        const port = Number(new URL(bundler.url).port);
        expect(listeners(port)).toEqual([`0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`]);
      } finally {
        await bundler.stop();
      }
      expect(processAlive(bundler.pid)).toBe(false);
    },
    START_TIMEOUT,
  );

  it(
    'a bundler whose node does not answer fails to start with its own output',
    async () => {
      const executorKey = generatePrivateKey();
      await expect(startBundler({ rpcUrl: 'http://127.0.0.1:1', executorKey })).rejects.toThrow(
        /^bundler exited with code 1 before listening:\n.+/,
      );
    },
    START_TIMEOUT,
  );
});
