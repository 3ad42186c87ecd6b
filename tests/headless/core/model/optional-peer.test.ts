// An app built without an optional peer gets the one-line fix when the feature first loads it; any other failure
// (a chunk that did not download) is passed on as it was.
import { describe, expect, it } from 'vitest';
import { WalletDockError } from '../../../../headless/core/model/errors';
import { optionalPeerError } from '../../../../headless/core/model/optional-peer';

const PKG = '@walletconnect/universal-provider';

describe('optionalPeerError', () => {
  it.each([
    ['webpack', Object.assign(new Error(`Cannot find module '${PKG}'`), { code: 'MODULE_NOT_FOUND' })],
    [
      'the browser (esbuild, Vite)',
      new TypeError(
        `Failed to resolve module specifier "${PKG}". Relative references must start with either "/", "./", or "../".`,
      ),
    ],
    [
      'Node',
      Object.assign(
        new Error(`Cannot find package '${PKG}' imported from /app/node_modules/walletdock/dist/chunk.js`),
        { code: 'ERR_MODULE_NOT_FOUND' },
      ),
    ],
  ])('names the npm i that enables the feature when %s could not find the package', (_, failure) => {
    const error = optionalPeerError(failure, 'WalletConnect', PKG);
    expect(error).toBeInstanceOf(WalletDockError);
    expect((error as WalletDockError).message).toBe(
      `WalletConnect needs ${PKG}, which is not installed: run npm i ${PKG}`,
    );
    expect((error as WalletDockError).code).toBe('NOT_CONFIGURED');
    expect((error as WalletDockError).cause).toBe(failure);
  });

  it('passes on a failure that is not the missing package', () => {
    const failure = new Error('Loading chunk 412 failed.');
    expect(optionalPeerError(failure, 'WalletConnect', PKG)).toBe(failure);
  });
});
