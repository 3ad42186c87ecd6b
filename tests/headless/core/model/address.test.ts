import { describe, expect, it } from 'vitest';
import { isAddress } from 'walletdock';

const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('isAddress eip155', () => {
  it.each([
    ['checksummed (anvil account 0)', CHECKSUMMED, true],
    ['all lower case', CHECKSUMMED.toLowerCase(), true],
    ['all upper case hex', `0x${CHECKSUMMED.slice(2).toUpperCase()}`, true],
    ['mixed case, one letter flipped (bad checksum)', '0xf39fd6e51aad88F6F4ce6aB8827279cffFb92266', false],
    ['mixed case, last letter flipped (bad checksum)', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFB92266', false],
    ['39 hex characters', CHECKSUMMED.slice(0, -1), false],
    ['41 hex characters', `${CHECKSUMMED.toLowerCase()}a`, false],
    ['non-hex character', '0xg39fd6e51aad88f6f4ce6ab8827279cfffb92266', false],
    ['no 0x prefix', CHECKSUMMED.slice(2).toLowerCase(), false],
    ['upper-case 0X prefix', `0X${CHECKSUMMED.slice(2).toLowerCase()}`, false],
    ['empty', '', false],
    ['a solana address', '11111111111111111111111111111111', false],
  ])('strict (default): %s -> %s', (_label, address, expected) => {
    expect(isAddress(address, 'eip155')).toBe(expected);
    expect(isAddress(address, 'eip155', { strict: true })).toBe(expected);
  });

  it.each([
    ['no 0x prefix', CHECKSUMMED.slice(2), true],
    ['mixed case with a bad checksum', '0xf39fd6e51aad88F6F4ce6aB8827279cffFb92266', true],
    ['39 hex characters', CHECKSUMMED.slice(0, -1), false],
    ['non-hex character', '0xg39fd6e51aad88f6f4ce6ab8827279cfffb92266', false],
  ])('non-strict (prefix optional, checksum not checked): %s -> %s', (_label, address, expected) => {
    expect(isAddress(address, 'eip155', { strict: false })).toBe(expected);
  });
});

describe('isAddress solana', () => {
  it.each([
    ['32 chars, system program', '11111111111111111111111111111111', true],
    ['43 chars, token program', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', true],
    ['44 chars', '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin', true],
    ['31 chars', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBv', false],
    ['45 chars', '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFinA', false],
    ['44 chars decoding to 33 bytes', 'z'.repeat(44), false],
    ['34 chars decoding to 25 bytes', '2'.repeat(34), false],
    ['33 ones = 33 zero bytes', '1'.repeat(33), false],
    ['non-base58 character 0', '0okenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', false],
    ['non-base58 character l', 'lokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', false],
    ['an EVM address', CHECKSUMMED, false],
  ])('%s -> %s', (_label, address, expected) => {
    expect(isAddress(address, 'solana')).toBe(expected);
  });
});

const MAINNET = 'bip122:000000000019d6689c085ae165831e93';
const TESTNET = 'bip122:000000000933ea01ad0ee984209779ba';
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';

describe('isAddress bip122', () => {
  it.each([
    ['P2PKH', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['P2SH', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
    ['P2WPKH', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
    ['P2WSH', 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3'],
    ['P2TR', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'],
  ])('mainnet %s is valid with no network and with the mainnet reference', (_label, address) => {
    expect(isAddress(address, 'bip122')).toBe(true);
    expect(isAddress(address, 'bip122', { caipNetworkId: MAINNET })).toBe(true);
    expect(isAddress(address, 'bip122', { caipNetworkId: TESTNET })).toBe(false);
  });

  it.each([
    ['P2WPKH', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'],
    ['P2PKH', 'mrCDrCybB6J1vRfbwM5hemdJz73FwDBC8r'],
    ['P2SH', '2NAUYAHhujozruyzpsFRP63mbrdaU5wnEpN'],
    ['P2TR', 'tb1pmfr3p9j00pfxjh0zmgp99y8zftmd3s5pmedqhyptwy6lm87hf5ssk79hv2'],
  ])('testnet %s is valid only with a testnet reference', (_label, address) => {
    expect(isAddress(address, 'bip122')).toBe(false);
    expect(isAddress(address, 'bip122', { caipNetworkId: MAINNET })).toBe(false);
    expect(isAddress(address, 'bip122', { caipNetworkId: TESTNET })).toBe(true);
    expect(isAddress(address, 'bip122', { caipNetworkId: 'bip122:00000008819873e925422c1ff0f99f7c' })).toBe(true);
  });

  it('regtest bech32 (bcrt) needs the regtest reference', () => {
    const address = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';
    expect(isAddress(address, 'bip122')).toBe(false);
    expect(isAddress(address, 'bip122', { caipNetworkId: TESTNET })).toBe(false);
    expect(isAddress(address, 'bip122', { caipNetworkId: REGTEST })).toBe(true);
  });

  it.each([
    ['bad bech32 checksum', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', undefined],
    ['bad base58 checksum', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', undefined],
    ['unknown bip122 reference', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'bip122:ffffffffffffffffffffffffffffffff'],
    ['non-bip122 network', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'eip155:1'],
    ['an EVM address', CHECKSUMMED, undefined],
  ] as const)('rejects %s', (_label, address, caipNetworkId) => {
    expect(isAddress(address, 'bip122', caipNetworkId ? { caipNetworkId } : {})).toBe(false);
  });
});

describe('isAddress polkadot (SS58) and cosmos (bech32)', () => {
  it.each([
    ['polkadot', 'Alice, generic prefix 42', '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', true],
    ['polkadot', 'Alice, Polkadot prefix 0', '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5', true],
    ['polkadot', 'Alice, bad checksum', '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQZ', false],
    ['polkadot', 'a solana address (no SS58 prefix/checksum)', '11111111111111111111111111111111', false],
    ['polkadot', 'an EVM address', CHECKSUMMED, false],
    ['cosmos', 'cosmos hub account', 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02', true],
    ['cosmos', 'bad bech32 checksum', 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd03', false],
    ['cosmos', 'bitcoin P2TR (bech32m)', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', false],
    ['cosmos', 'an EVM address', CHECKSUMMED, false],
  ] as const)('%s: %s -> %s', (namespace, _label, address, expected) => {
    expect(isAddress(address, namespace)).toBe(expected);
  });
});
