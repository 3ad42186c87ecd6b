import { describe, expect, it } from 'vitest';
import { SiweMessage } from 'siwe';
import { createSiweMessage, parseSiweMessage } from 'viem/siwe';
import { createSiwxMessage, generateSiwxNonce, type SIWXMessageData } from 'walletdock';
import { parseSiwxMessage } from 'walletdock/siwx';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const base: SIWXMessageData = {
  accountAddress: ADDRESS,
  chainId: 'eip155:33322',
  domain: 'app.example.com',
  uri: 'https://app.example.com/login',
  version: '1',
  nonce: 'Zq8mT3kLp0aXv7Rb2NcQ4w',
  issuedAt: '2026-11-21T06:00:00.000Z',
};
const optional = {
  scheme: 'https',
  statement: 'Sign in to Example. No transaction, no gas.',
  expirationTime: '2026-11-28T06:00:00.000Z',
  notBefore: '2026-11-21T05:59:00.000Z',
  requestId: 'req-42',
  resources: ['ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/', 'https://example.com/claim.json'],
} as const;
const keys = Object.keys(optional) as Array<keyof typeof optional>;

// Every subset of the optional fields (2^6 = 64 cases).
const cases = Array.from({ length: 1 << keys.length }, (_, mask) => {
  const picked = keys.filter((_, i) => mask & (1 << i));
  const data: SIWXMessageData = { ...base };
  for (const key of picked) Object.assign(data, { [key]: optional[key] });
  return [picked.join('+') || '(required only)', data] as const;
});

describe('createSiwxMessage eip155 (EIP-4361)', () => {
  it.each(cases)('%s: parses with viem and siwe, matches both, and round-trips', (_label, data) => {
    const text = createSiwxMessage(data);

    const viemParsed = parseSiweMessage(text);
    expect(viemParsed.address).toBe(ADDRESS);
    expect(viemParsed.chainId).toBe(33322);
    expect(viemParsed.domain).toBe(data.domain);
    expect(viemParsed.nonce).toBe(data.nonce);
    expect(viemParsed.uri).toBe(data.uri);
    expect(viemParsed.statement).toBe(data.statement);
    expect(viemParsed.scheme).toBe(data.scheme);
    expect(viemParsed.requestId).toBe(data.requestId);
    expect(viemParsed.resources).toEqual(data.resources);
    expect(viemParsed.expirationTime?.toISOString()).toBe(data.expirationTime);
    expect(viemParsed.notBefore?.toISOString()).toBe(data.notBefore);

    // The siwe package parses with the EIP-4361 ABNF grammar and throws on any deviation.
    const siwe = new SiweMessage(text);
    expect(siwe.address).toBe(ADDRESS);
    expect(siwe.chainId).toBe(33322);
    expect(siwe.statement).toBe(data.statement);
    expect(siwe.issuedAt).toBe(data.issuedAt);
    expect(siwe.toMessage()).toBe(text);

    const viemText = createSiweMessage({
      address: ADDRESS,
      chainId: 33322,
      domain: data.domain,
      nonce: data.nonce,
      uri: data.uri,
      version: '1',
      issuedAt: new Date(data.issuedAt!),
      ...(data.scheme ? { scheme: data.scheme } : {}),
      ...(data.statement ? { statement: data.statement } : {}),
      ...(data.expirationTime ? { expirationTime: new Date(data.expirationTime) } : {}),
      ...(data.notBefore ? { notBefore: new Date(data.notBefore) } : {}),
      ...(data.requestId ? { requestId: data.requestId } : {}),
      ...(data.resources ? { resources: [...data.resources] } : {}),
    });
    expect(viemText).toBe(text);

    // Our parser reads theirs back into the same data.
    expect(parseSiwxMessage(viemText)).toEqual(data);
    expect(parseSiwxMessage(siwe.toMessage())).toEqual(data);
  });

  it('checksums a lower-case address and rejects what EIP-4361 forbids', () => {
    const text = createSiwxMessage({ ...base, accountAddress: ADDRESS.toLowerCase() });
    expect(text.split('\n')[1]).toBe(ADDRESS);
    const bad: Array<Partial<SIWXMessageData>> = [
      { nonce: 'short' },
      { nonce: 'has-dash-123' },
      { statement: 'two\nlines' },
      { domain: 'https://app.example.com' },
      { uri: 'not a uri' },
      { version: '2' },
      { issuedAt: undefined },
      { issuedAt: '21/11/2026' },
      { chainId: 'eip155:mainnet' },
      { resources: ['no scheme'] },
    ];
    for (const patch of bad) {
      expect(() => createSiwxMessage({ ...base, ...patch }), JSON.stringify(patch)).toThrow(/Invalid sign-in message/);
    }
  });

  it('refuses to write a message without a nonce instead of "Nonce: undefined" (a plain-JS caller can omit it)', () => {
    const { nonce: _omitted, ...withoutNonce } = base;
    for (const chainId of ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] as const) {
      const data = {
        ...withoutNonce,
        chainId,
        accountAddress: chainId.startsWith('eip155') ? ADDRESS : 'So11111111111111111111111111111111111111112',
      };
      expect(() => createSiwxMessage(data as unknown as SIWXMessageData)).toThrow(
        'Invalid sign-in message: nonce is required (a server-issued one, or generateSiwxNonce())',
      );
    }
    // A fresh nonce is one call away, and each message then carries its own.
    const texts = Array.from({ length: 12 }, () => createSiwxMessage({ ...base, nonce: generateSiwxNonce() }));
    const nonces = new Set(texts.map((text) => /\nNonce: ([a-zA-Z0-9]+)\n/.exec(text)?.[1]));
    expect(nonces.size).toBe(12);
    expect(nonces.has(undefined)).toBe(false);
  });

  it('rejects text that is not canonical or has unknown lines', () => {
    const text = createSiwxMessage({ ...base, statement: 'Hi there' });
    expect(() => parseSiwxMessage(text.replace(ADDRESS, ADDRESS.toLowerCase()))).toThrow(/Malformed/);
    expect(() => parseSiwxMessage(`${text}\nExtra: field`)).toThrow(/Malformed/);
    expect(() => parseSiwxMessage(text.replace('Nonce: ', 'Nonce:  '))).toThrow(/Malformed/);
    expect(() => parseSiwxMessage(text.replace('Ethereum', 'Dogecoin'))).toThrow(/Malformed/);
    // The oracle is strict too: the siwe grammar refuses the same deviations.
    expect(() => new SiweMessage(text.replace('Nonce: ', 'Nonce:  '))).toThrow();
    expect(() => new SiweMessage(`${text}\nExtra: field`)).toThrow();
  });
});

describe('createSiwxMessage solana (Sign-In-With-Solana) and bip122 (CAIP-122)', () => {
  const solana: SIWXMessageData = {
    accountAddress: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    domain: 'app.example.com',
    uri: 'https://app.example.com/login',
    version: '1',
    nonce: 'Zq8mT3kLp0aXv7Rb2NcQ4w',
    issuedAt: '2026-11-21T06:00:00.000Z',
  };

  it('writes the SIWS form with the cluster name and no empty statement block', () => {
    expect(createSiwxMessage(solana)).toBe(
      [
        'app.example.com wants you to sign in with your Solana account:',
        'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
        '',
        'URI: https://app.example.com/login',
        'Version: 1',
        'Chain ID: mainnet',
        'Nonce: Zq8mT3kLp0aXv7Rb2NcQ4w',
        'Issued At: 2026-11-21T06:00:00.000Z',
      ].join('\n'),
    );
    const withStatement = createSiwxMessage({ ...solana, statement: 'Welcome', chainId: 'solana:localnetgenesis' });
    expect(withStatement).toContain('GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1\n\nWelcome\n\nURI:');
    expect(withStatement).toContain('Chain ID: localnetgenesis');
  });

  it('writes the CAIP-122 form for bip122 (Chain ID after Request ID)', () => {
    const text = createSiwxMessage({
      ...solana,
      accountAddress: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
      chainId: 'bip122:000000000019d6689c085ae165831e93',
      requestId: 'r1',
      resources: ['https://example.com/a'],
    });
    expect(text).toBe(
      [
        'app.example.com wants you to sign in with your Bitcoin account:',
        'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
        '',
        '',
        'URI: https://app.example.com/login',
        'Version: 1',
        'Nonce: Zq8mT3kLp0aXv7Rb2NcQ4w',
        'Issued At: 2026-11-21T06:00:00.000Z',
        'Request ID: r1',
        'Chain ID: 000000000019d6689c085ae165831e93',
        'Resources:',
        '- https://example.com/a',
      ].join('\n'),
    );
  });

  it.each(cases.map(([label, data]) => [label, data] as const))('%s round-trips on solana and bip122', (_l, data) => {
    const { scheme: _scheme, ...rest } = data;
    for (const variant of [
      { ...rest, accountAddress: solana.accountAddress, chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const },
      {
        ...rest,
        accountAddress: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
        chainId: 'bip122:000000000933ea01ad0ee984209779ba' as const,
      },
    ]) {
      expect(parseSiwxMessage(createSiwxMessage(variant))).toEqual(variant);
    }
  });

  it('refuses namespaces without a sign-in form', () => {
    expect(() => createSiwxMessage({ ...solana, chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' })).toThrow(
      'Sign-in is not supported on polkadot',
    );
  });
});

describe('generateSiwxNonce', () => {
  it('gives unique alphanumeric nonces of at least 96 bits that EIP-4361 accepts', () => {
    const nonces = new Set(Array.from({ length: 2000 }, () => generateSiwxNonce()));
    expect(nonces.size).toBe(2000);
    for (const nonce of nonces) expect(nonce).toMatch(/^[a-zA-Z0-9]{22}$/);
    expect(22 * Math.log2(62)).toBeGreaterThan(96);
    // Every alphabet letter shows up: no truncated alphabet or modulo bias hiding characters.
    const seen = new Set([...nonces].join(''));
    expect(seen.size).toBe(62);
    expect(() => generateSiwxNonce(8)).toThrow(RangeError);
  });
});
