import { createWalletClient, custom, HttpRequestError, TimeoutError, UserRejectedRequestError } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { describe, expect, inject, it } from 'vitest';
import { isUserRejection, parseCaipNetworkId, RpcErrorCode, toWalletDockError, WalletDockError } from 'walletdock';
import {
  ChainNotConfiguredError,
  ConnectorChainMismatchError,
  errorOfCode,
  HttpError,
  InvalidInputError,
  NotFoundError,
  RequestTimeoutError,
  rpcErrorMeaning,
  UnknownError,
  UserRejectedError,
  WalletRpcError,
} from 'walletdock/utils';
import { createTestWallet, defineDevnetChain } from 'walletdock/testing';
import { EmbeddedWalletAlerts, providerMessageToAlert } from '../../../../headless/core/model/errors';
import * as ErrorMessages from '../../../../headless/core/model/error-messages';

describe('error and validation texts are exact', () => {
  it.each([
    [ErrorMessages.siwxInitFailed, 'A problem occurred while trying initialize authentication'],
    [ErrorMessages.smartAccountsUnsupported, 'This application might not support Smart Accounts'],
    [ErrorMessages.signatureDeclined, 'Signature declined'],
    [ErrorMessages.tokenBalanceUnavailable, 'Token Balance Unavailable'],
    [ErrorMessages.fetchTransactionsFailed, 'Failed to fetch transactions'],
    [ErrorMessages.providerNotFound, 'Provider not found.'],
    [ErrorMessages.sessionNotInitialized, 'Session not initialized. Please call connect() before enable()'],
    [ErrorMessages.sessionDoesNotExist, "the provided session doesn't exist in the Sign client"],
    [ErrorMessages.controllerClientsNotSet, 'ConnectionControllerClient and NetworkControllerClient must be set'],
    [ErrorMessages.errorRegisteringName('alice'), 'Error registering name alice'],
    [ErrorMessages.chainIsRequired('switch network'), 'Chain is required to switch network'],
    [ErrorMessages.requestAborted, 'Request was aborted'],
    [ErrorMessages.somethingWentWrong, 'Something went wrong'],
    [ErrorMessages.anErrorOccurred, 'An error occurred'],
    [ErrorMessages.httpStatus(503), 'HTTP status code: 503'],
    [ErrorMessages.requestTimedOut, 'The request took too long to respond.'],
    [ErrorMessages.invalidCaipAddress, 'Invalid CAIP-10 address'],
    [ErrorMessages.invalidChainId, 'Invalid chainId'],
    [ErrorMessages.bothSiweConfigAndSiwx, 'Cannot set both `siweConfig` and `siwx` options'],
    [ErrorMessages.adapterForNamespaceMissing('solana'), "Adapter for namespace solana doesn't exist"],
    [ErrorMessages.connectBeforeRequest, 'Please call connect() before request()'],
    [
      ErrorMessages.namespaceNotConfigured('solana'),
      "Namespace 'solana' is not configured. Please call connect() first with namespace config.",
    ],
    [ErrorMessages.tryAgainAfter(12), 'Please try again after 12 seconds'],
    [ErrorMessages.transactionsNeedAccountAddress, "Transactions can't be fetched without an accountAddress"],
    [ErrorMessages.rpcCallNotAllowed, 'Requested RPC call is not allowed'],
    [EmbeddedWalletAlerts.IFRAME_LOAD_FAILED, 'Network Error - Could not load embedded wallet'],
    [EmbeddedWalletAlerts.JWT_TOKEN_NOT_VALID, 'Session Expired'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['Unauthorized: origin not allowed', 'INVALID_APP_CONFIGURATION'],
    ['JWT validation error: JWT Token is not yet valid', 'JWT_TOKEN_NOT_VALID'],
    ['Unauthorized: invalid key', 'INVALID_PROJECT_ID'],
    ['Unauthorized: something else', undefined],
  ])('universal-provider message %j alerts %s', (message, alert) => {
    expect(providerMessageToAlert(message)).toBe(alert);
  });
});

describe('WalletDockError', () => {
  it('carries code, category from the code, and cause', () => {
    const cause = new Error('low level');
    const error = new WalletDockError(ErrorMessages.failedToDisconnect, { code: 'INTERNAL_SDK_ERROR', cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('WalletDockError');
    expect(error.message).toBe('Failed to disconnect');
    expect(error.code).toBe('INTERNAL_SDK_ERROR');
    expect(error.category).toBe('sdk');
    expect(error.cause).toBe(cause);
  });

  it('accepts an explicit category', () => {
    expect(new WalletDockError('x', { code: 'UNKNOWN', category: 'connector' }).category).toBe('connector');
  });
});

describe('error kinds: one class per code', () => {
  it("each kind is a WalletDockError with its literal name, its code and the code's category", () => {
    const cause = new Error('declined');
    const rejected = new UserRejectedError('User rejected the request.', { cause, rpcCode: 4001 });
    expect(rejected).toBeInstanceOf(WalletDockError);
    expect(rejected).toBeInstanceOf(UserRejectedError);
    expect(rejected).toMatchObject({
      name: 'UserRejectedError',
      code: 'USER_REJECTED',
      category: 'user',
      rpcCode: 4001,
      cause,
    });
    expect(new ChainNotConfiguredError(ErrorMessages.chainNotConfigured)).toMatchObject({
      name: 'ChainNotConfiguredError',
      code: 'CHAIN_NOT_CONFIGURED',
      category: 'connector',
      message: 'Chain not configured',
    });
    expect(new InvalidInputError('x')).not.toBeInstanceOf(NotFoundError);
  });

  it('a kind carries what it is about, in the catalogue text and as fields (viem and wagmi style)', () => {
    // The text a host shows is the catalogue's, built from the fields; the fields say it without parsing the text.
    expect(() => parseCaipNetworkId('eip155')).toThrow(
      expect.objectContaining({
        name: 'InvalidCaipNetworkIdError',
        value: 'eip155',
        message: 'Invalid network id "eip155": it must be in CAIP-2 format (namespace:reference)',
        shortMessage: 'Invalid network id "eip155": it must be in CAIP-2 format (namespace:reference)',
      }),
    );
    const mismatch = new ConnectorChainMismatchError(undefined, {
      connectorChains: ['solana:devnet'],
      caipNetworkId: 'solana:mainnet',
      connectorId: 'phantom',
    });
    expect(mismatch).toMatchObject({
      message: 'Connector chain mismatch: the connector is on solana:devnet, the connection expects solana:mainnet',
      connectorId: 'phantom',
      caipNetworkId: 'solana:mainnet',
      connectorChains: ['solana:devnet'],
      category: 'connector',
    });
    expect(new HttpError(undefined, { status: 503, url: 'http://api.test/v1' })).toMatchObject({
      message: 'HTTP status code: 503',
      status: 503,
      url: 'http://api.test/v1',
    });
    expect(new HttpError().message).toBe('HTTP request failed.');
    // details: what the cause said beyond the catalogue's text (viem's own details first).
    const wrapped = toWalletDockError(
      new HttpRequestError({ url: 'http://node', status: 503, details: 'gateway down' }),
    );
    expect(wrapped).toMatchObject({ message: 'HTTP request failed.', details: 'gateway down' });
    expect(toWalletDockError(new Error('boom')).details).toBeUndefined();
    expect(new NotFoundError('Network not found', { docsPath: '/concepts/errors' }).docsPath).toBe('/concepts/errors');
  });

  it('errorOfCode makes the kind of a code known only at run time', () => {
    const error = errorOfCode('Network not found', { code: 'NOT_FOUND' });
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.name).toBe('NotFoundError');
  });

  it('toWalletDockError tells the kind of what it normalises', () => {
    expect(toWalletDockError({ code: 4001, message: 'User denied' })).toBeInstanceOf(UserRejectedError);
    expect(toWalletDockError({ code: 4902, message: 'Unrecognized chain' })).toBeInstanceOf(WalletRpcError);
    expect(toWalletDockError(new TimeoutError({ body: {}, url: 'http://node' }))).toBeInstanceOf(RequestTimeoutError);
    expect(toWalletDockError(new HttpRequestError({ url: 'http://node', status: 503 }))).toBeInstanceOf(HttpError);
    expect(toWalletDockError(new Error('boom'))).toBeInstanceOf(UnknownError);
  });
});

describe('RpcErrorCode (every wallet RPC error code)', () => {
  it.each([
    ['ParseError', -32700, 'invalid JSON'],
    ['InvalidRequest', -32600, 'not a valid request'],
    ['MethodNotFound', -32601, 'method not available'],
    ['InvalidParams', -32602, 'invalid parameters'],
    ['InternalError', -32603, 'internal error'],
    ['InvalidInput', -32000, 'missing or invalid parameters'],
    ['ResourceNotFound', -32001, 'resource not found'],
    ['ResourceUnavailable', -32002, 'resource unavailable'],
    ['TransactionRejected', -32003, 'transaction creation failed'],
    ['MethodNotSupported', -32004, 'method not supported'],
    ['LimitExceeded', -32005, 'request exceeds limit'],
    ['JsonRpcVersionUnsupported', -32006, 'JSON-RPC version unsupported'],
    ['UserRejected', 4001, 'user rejected'],
    ['Unauthorized', 4100, 'not authorised'],
    ['UnsupportedMethod', 4200, 'provider does not support method'],
    ['Disconnected', 4900, 'provider disconnected'],
    ['ChainDisconnected', 4901, 'chain disconnected'],
    ['UnrecognizedChain', 4902, 'switch chain failed'],
    ['UnsupportedNonOptionalCapability', 5700, 'unsupported non-optional capability'],
    ['UnsupportedChainId', 5710, 'unsupported chain id'],
    ['DuplicateBundleId', 5720, 'duplicate bundle id'],
    ['UnknownBundleId', 5730, 'unknown bundle id'],
    ['BundleTooLarge', 5740, 'bundle too large'],
    ['AtomicUpgradeRejected', 5750, 'atomic upgrade rejected'],
    ['AtomicityNotSupported', 5760, 'atomicity not supported'],
  ] as const)('%s = %i (%s)', (name, code, meaning) => {
    expect(RpcErrorCode[name]).toBe(code);
    expect(rpcErrorMeaning(code)).toBe(meaning);
  });

  it('knows no meaning for an unlisted code', () => {
    expect(rpcErrorMeaning(1234)).toBeUndefined();
  });
});

describe('user rejection and normalisation', () => {
  it.each([
    ['a 4001 reply object', { code: 4001, message: 'User denied' }, true],
    ['viem UserRejectedRequestError', new UserRejectedRequestError(new Error('no')), true],
    [
      'a 4001 deep in the cause chain',
      new Error('outer', { cause: new Error('mid', { cause: { code: 4001 } }) }),
      true,
    ],
    ['a 4902 reply', { code: 4902, message: 'Unrecognized chain' }, false],
    ['a plain error', new Error('boom'), false],
    ['a string', 'rejected', false],
    ['undefined', undefined, false],
  ])('%s -> %s', (_label, error, expected) => {
    expect(isUserRejection(error)).toBe(expected);
  });

  it('does not loop on a cyclic cause chain', () => {
    const a = new Error('a') as Error & { cause?: unknown };
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(isUserRejection(a)).toBe(false);
  });

  it('normalises anything to a WalletDockError and keeps it as cause', () => {
    const plain = new Error('boom');
    expect(toWalletDockError(plain)).toMatchObject({ message: 'boom', code: 'UNKNOWN', cause: plain });
    const ours = new WalletDockError('x', { code: 'NOT_FOUND' });
    expect(toWalletDockError(ours)).toBe(ours);
    expect(toWalletDockError({ code: 4902, message: 'Unrecognized chain' })).toMatchObject({
      code: 'RPC_ERROR',
      category: 'rpc',
      rpcCode: 4902,
      message: 'Unrecognized chain',
    });
    expect(toWalletDockError(undefined).message).toBe('An error occurred');
    expect(toWalletDockError(new TimeoutError({ body: {}, url: 'http://node' }))).toMatchObject({
      code: 'TIMEOUT',
      category: 'http',
      message: 'The request took too long to respond.',
    });
    expect(toWalletDockError(new HttpRequestError({ url: 'http://node', status: 503 }))).toMatchObject({
      code: 'HTTP_ERROR',
      message: 'HTTP request failed.',
    });
    expect(toWalletDockError('plain text').message).toBe('plain text');
  });

  it('a test wallet whose user rejects a signature yields a USER_REJECTED error through viem', async () => {
    const rpcUrl = inject('rpcUrl');
    const wallet = createTestWallet({ privateKey: generatePrivateKey(), rpcUrl, chains: [defineDevnetChain(rpcUrl)] });
    wallet.setBehavior('personal_sign', { reject: true });
    const client = createWalletClient({ transport: custom(wallet) });
    const error = await client.signMessage({ account: wallet.address, message: 'hello' }).catch((e: unknown) => e);
    expect(isUserRejection(error)).toBe(true);
    const normalised = toWalletDockError(error);
    expect(normalised.code).toBe('USER_REJECTED');
    expect(normalised.category).toBe('user');
    expect(normalised.rpcCode).toBe(4001);
  });

  it('a failed wallet switch (4902) keeps its code for the add-chain fallback', async () => {
    const rpcUrl = inject('rpcUrl');
    const wallet = createTestWallet({ privateKey: generatePrivateKey(), rpcUrl, chains: [defineDevnetChain(rpcUrl)] });
    const error = await wallet
      .request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
      .catch((e: unknown) => e);
    expect(toWalletDockError(error).rpcCode).toBe(RpcErrorCode.UnrecognizedChain);
    expect(isUserRejection(error)).toBe(false);
  });
});
