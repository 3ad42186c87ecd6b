// The first render's structural preview of a saved session (saved-state.ts), held against the storage
// schemas that check the same values on mount (saved-state-check.ts): a valid session previews exactly
// as the schemas read it, so the first render shows it as today; a tampered one previews as values the
// schemas accept, or as nothing — never as a value of another type.
import { describe, expect, it } from 'vitest';
import { previewSavedState, type UncheckedSavedState } from '../../../../headless/core/connection/saved-state';
import { checkSavedState } from '../../../../headless/core/connection/saved-state-check';

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const solanaAddress = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T';
const eip155 = { connectorId: 'io.metamask', accounts: [{ address, type: 'eoa' }], caipNetworkId: 'eip155:33322' };

/** The preview without its absent keys (the schemas' reading has none). */
const preview = (raw: UncheckedSavedState) =>
  Object.fromEntries(Object.entries(previewSavedState(raw)).filter(([, value]) => value !== undefined));

describe('a valid saved session previews exactly as the storage schemas read it', () => {
  it.each<[string, UncheckedSavedState]>([
    ['nothing saved', {}],
    [
      'one namespace, every restore key',
      {
        activeNamespace: 'eip155',
        activeCaipNetworkId: 'eip155:33322',
        connectorIds: { eip155: 'io.metamask' },
        connectionStatus: { eip155: 'connected' },
        connections: { eip155: [eip155] },
        preferredAccountTypes: { eip155: 'smartAccount' },
      },
    ],
    [
      'three namespaces, accounts without a type, a connection without a network',
      {
        activeNamespace: 'solana',
        connectorIds: { eip155: 'injected', solana: 'Phantom', bip122: 'Xverse' },
        connectionStatus: { eip155: 'disconnected', solana: 'connected', bip122: 'reconnecting' },
        connections: {
          solana: [{ connectorId: 'Phantom', accounts: [{ address: solanaAddress }] }],
          bip122: [
            {
              connectorId: 'Xverse',
              accounts: [
                { address: 'bc1qxyz', type: 'payment' },
                { address: 'bc1pabc', type: 'ordinal' },
              ],
            },
          ],
        },
        preferredAccountTypes: { bip122: 'payment' },
      },
    ],
  ])('%s', (_name, raw) => {
    expect(preview(raw)).toEqual(checkSavedState(raw));
  });
});

describe('a tampered saved session previews as well-typed values or nothing', () => {
  it.each<[string, UncheckedSavedState, Record<string, unknown>]>([
    [
      'wrong types',
      {
        activeNamespace: 5,
        connectorIds: { eip155: 7 },
        connectionStatus: 'connected',
        connections: { eip155: [{ ...eip155, accounts: [{ address: 42 }] }] },
        preferredAccountTypes: { eip155: 'admin' },
      },
      { connectorIds: {}, connections: {}, preferredAccountTypes: {} },
    ],
    [
      'a list kept as an object, null, an array for a record',
      { connections: { eip155: eip155 }, connectorIds: null, connectionStatus: ['eip155'] },
      { connections: {} },
    ],
    [
      'an unknown namespace beside a valid one',
      {
        connectionStatus: { eip155: 'connected', tron: 'connected' },
        connections: { eip155: [eip155], tron: [eip155] },
      },
      { connectionStatus: { eip155: 'connected' }, connections: { eip155: [eip155] } },
    ],
    [
      'bad CAIP ids',
      {
        activeCaipNetworkId: '1',
        connections: {
          eip155: [{ ...eip155, caipNetworkId: 'eip155-33322' }],
          solana: [{ ...eip155, caipNetworkId: 'EIP155:1' }],
        },
      },
      { connections: {} },
    ],
    [
      'an inherited key (a __proto__ entry in the JSON)',
      { connectionStatus: JSON.parse('{"__proto__":{"eip155":"connected"}}') as unknown },
      { connectionStatus: {} },
    ],
  ])('%s', (_name, raw, expected) => {
    const shown = preview(raw);
    expect(shown).toEqual(expected);
    // Every value the preview keeps is one the schemas accept as it is.
    expect(checkSavedState(shown)).toEqual(shown);
  });

  it('what the preview keeps of a tampered key, the schemas reject whole: mount resets it', () => {
    const raw = { connectionStatus: { eip155: 'connected', tron: 'connected' }, connections: { eip155: [eip155] } };
    expect(preview(raw).connectionStatus).toEqual({ eip155: 'connected' });
    expect(checkSavedState(raw)).toEqual({ connections: { eip155: [eip155] } });
  });
});
