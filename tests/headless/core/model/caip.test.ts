import { describe, expect, it } from 'vitest';
import {
  WalletDockError,
  formatCaipAddress,
  formatCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
} from 'walletdock';
import { chainIdToCoinType } from 'walletdock/utils';
import { eip155ChainNumber } from '../../../../headless/core/model/caip';

const errorOf = (fn: () => unknown): WalletDockError => {
  try {
    fn();
  } catch (e) {
    return e as WalletDockError;
  }
  throw new Error('expected a throw');
};

describe('parseCaipAddress (CAIP-10)', () => {
  it.each([
    [
      'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      'eip155',
      '1',
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    ],
    [
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:11111111111111111111111111111111',
      'solana',
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      '11111111111111111111111111111111',
    ],
    [
      'bip122:000000000019d6689c085ae165831e93:bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      'bip122',
      '000000000019d6689c085ae165831e93',
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    ],
    [
      'polkadot:91b171bb158e2d3848fa23a9f1c25182:15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
      'polkadot',
      '91b171bb158e2d3848fa23a9f1c25182',
      '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
    ],
    [
      'cosmos:cosmoshub-4:cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02',
      'cosmos',
      'cosmoshub-4',
      'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02',
    ],
  ])('splits %s', (id, namespace, reference, address) => {
    expect(parseCaipAddress(id)).toEqual({ namespace, reference, address, caipNetworkId: `${namespace}:${reference}` });
  });

  it.each([
    ['empty string', ''],
    ['two parts', 'eip155:1'],
    ['four parts', 'eip155:1:0xabc:extra'],
    ['empty namespace', ':1:0xabc'],
    ['empty reference', 'eip155::0xabc'],
    ['empty address', 'eip155:1:'],
    ['unknown namespace', 'tron:1:TXYZ'],
    ['namespace in wrong case', 'EIP155:1:0xabc'],
  ])('rejects %s with "Invalid CAIP-10 address"', (_label, id) => {
    const error = errorOf(() => parseCaipAddress(id));
    expect(error).toBeInstanceOf(WalletDockError);
    expect(error.message).toBe('Invalid CAIP-10 address');
    expect(error.code).toBe('INVALID_CAIP_ADDRESS');
    expect(error.category).toBe('validation');
  });
});

describe('parseCaipNetworkId (CAIP-2)', () => {
  it.each([
    ['eip155:1', 'eip155', '1'],
    ['eip155:33322', 'eip155', '33322'],
    ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
    ['bip122:000000000933ea01ad0ee984209779ba', 'bip122', '000000000933ea01ad0ee984209779ba'],
    ['cosmos:cosmoshub-4', 'cosmos', 'cosmoshub-4'],
  ])('splits %s', (id, namespace, reference) => {
    expect(parseCaipNetworkId(id)).toEqual({ namespace, reference });
  });

  it.each([
    ['', ''],
    ['one part', 'eip155'],
    ['three parts', 'eip155:1:0xabc'],
    ['empty reference', 'eip155:'],
    ['empty namespace', ':1'],
  ])('rejects %s as not CAIP-2', (_label, id) => {
    const error = errorOf(() => parseCaipNetworkId(id));
    expect(error.message).toBe(`Invalid network id "${id}": it must be in CAIP-2 format (namespace:reference)`);
    expect(error.code).toBe('INVALID_CAIP_NETWORK_ID');
  });

  it('rejects an unknown namespace by name', () => {
    expect(errorOf(() => parseCaipNetworkId('tron:1')).message).toBe('Unknown chain namespace "tron"');
  });
});

describe('eip155ChainNumber', () => {
  it('reads the chain number of an eip155 id and refuses a malformed one in the CAIP-2 words', () => {
    expect(eip155ChainNumber('eip155:33322')).toBe(33322);
    expect(eip155ChainNumber('eip155:1')).toBe(1);
    expect(errorOf(() => eip155ChainNumber('33322')).code).toBe('INVALID_CAIP_NETWORK_ID');
  });
});

describe('formatting CAIP ids', () => {
  it('round-trips network and account ids', () => {
    const network = formatCaipNetworkId('eip155', 10);
    expect(network).toBe('eip155:10');
    const account = formatCaipAddress(network, '0xabc');
    expect(account).toBe('eip155:10:0xabc');
    expect(parseCaipAddress(account).caipNetworkId).toBe(network);
  });

  it('refuses to build a broken id', () => {
    expect(() => formatCaipNetworkId('eip155', '')).toThrow('must be in CAIP-2 format');
    expect(() => formatCaipAddress('eip155:1', '')).toThrow('Invalid CAIP-10 address');
    expect(() => formatCaipAddress('eip155:1', 'a:b')).toThrow('Invalid CAIP-10 address');
  });
});

describe('chainIdToCoinType (ENSIP-11)', () => {
  it.each([
    [1, 60],
    [10, 2147483658],
    [137, 2147483785],
    [8453, 2147492101],
    [33322, 2147516970],
    [0, 2147483648],
    [2147483647, 4294967295],
  ])('chain %i -> coin type %i', (chainId, coinType) => {
    expect(chainIdToCoinType(chainId)).toBe(coinType);
  });

  it.each([2147483648, 2 ** 32, -1, 1.5, Number.NaN])('chain %s is "Invalid chainId"', (chainId) => {
    const error = errorOf(() => chainIdToCoinType(chainId));
    expect(error.message).toBe('Invalid chainId');
    expect(error.code).toBe('INVALID_CHAIN_ID');
  });
});
