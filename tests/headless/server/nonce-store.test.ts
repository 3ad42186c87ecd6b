import { describe, expect, it } from 'vitest';
import { createSiwxNonceStore } from 'walletdock/server';

describe('createSiwxNonceStore', () => {
  it('accepts an issued nonce once, refuses unknown, reused and expired ones', () => {
    let now = 1_000;
    const store = createSiwxNonceStore({ ttlMs: 500, now: () => now });
    const a = store.issue();
    const b = store.issue();
    expect(a).toMatch(/^[a-zA-Z0-9]{22}$/);
    expect(a).not.toBe(b);
    expect(store.consume(a)).toBe(true);
    expect(store.consume(a)).toBe(false);
    expect(store.consume('NeverIssued123')).toBe(false);
    now += 500;
    expect(store.consume(b)).toBe(false);
  });
});
