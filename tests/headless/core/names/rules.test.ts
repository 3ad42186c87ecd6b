// The name rules as a person meets them: what a typed name becomes, which names are refused and in which words,
// how full names split, and the message a wallet signs.
import { describe, expect, it } from 'vitest';
import { createNameRegistrationMessage, namesSupportedOn, parseNameInput, splitName } from 'walletdock/utils';

describe('name rules', () => {
  it('reads a typed name case-insensitively, with or without the current suffix', () => {
    expect(parseNameInput(' Alice.DOCK.id ')).toEqual({ label: 'alice', name: 'alice.dock.id', error: undefined });
    expect(parseNameInput('bob-2')).toEqual({ label: 'bob-2', name: 'bob-2.dock.id', error: undefined });
  });

  it('refuses short names, spaces, underscores, emoji, only a suffix, too long, and the legacy suffix', () => {
    const invalid = 'Names use letters, digits and hyphens, at least 4 characters';
    for (const bad of ['abc', 'al ice', 'al_ice', 'al😀ice', '.dock.id', ''])
      expect(parseNameInput(bad).error, bad).toBe(invalid);
    expect(parseNameInput('a'.repeat(64)).error).toBe('Names are at most 63 characters long');
    expect(parseNameInput('a'.repeat(63)).error).toBeUndefined();
    expect(parseNameInput('alice.wdock.id').error).toBe(
      'New names end in .dock.id; .wdock.id names can no longer be registered',
    );
  });

  it('splits full names under either suffix, and nothing else', () => {
    expect(splitName('Alice.dock.id')).toEqual({ label: 'alice', suffix: '.dock.id' });
    expect(splitName('old-one.wdock.id')).toEqual({ label: 'old-one', suffix: '.wdock.id' });
    expect(splitName('alice.eth')).toBeNull();
    expect(splitName('ab.dock.id')).toBeNull();
  });

  it('names only eip155 accounts', () => {
    expect(namesSupportedOn('eip155')).toBe(true);
    for (const ns of ['solana', 'bip122', 'polkadot', undefined] as const) expect(namesSupportedOn(ns)).toBe(false);
  });

  it('signs the JSON of name, attributes and a timestamp in seconds', () => {
    const text = createNameRegistrationMessage(
      'alice.dock.id',
      { avatar: 'https://example.com/a.png' },
      1_767_225_600_999,
    );
    expect(JSON.parse(text)).toEqual({
      name: 'alice.dock.id',
      attributes: { avatar: 'https://example.com/a.png' },
      timestamp: 1_767_225_600,
    });
  });
});
