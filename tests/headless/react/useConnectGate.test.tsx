// The connect gate over a real instance: what a connect UI shows of the host's terms and privacy policy (a checkbox, a
// footer line, nothing), the methods locked until the checkbox is ticked, the switch changed at run time, and the
// options createWalletDock refuses. Also features.collapseWallets as useWalletList reads it, with and without an
// embedded login.
import { act, cleanup, renderHook } from '@testing-library/react';
import { defineChain } from 'viem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createWalletDock,
  eip155Adapter,
  memoryStorage,
  useConnectGate,
  useWalletList,
  type WalletDock,
  type WalletDockOptions,
} from 'walletdock';
import { embeddedWallet } from 'walletdock/embedded';
import { wrapperFor } from './support';

const TERMS = 'https://app.example/terms';
const PRIVACY = 'https://app.example/privacy';
const devnet = defineChain({
  id: 33322,
  name: 'Devnet',
  nativeCurrency: { name: 'Avent', symbol: 'AVENT', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
});

const docks: WalletDock[] = [];
afterEach(() => {
  // Unmount first: a hook still mounted when its dock is destroyed gets React updates scheduled on timers that fire
  // after jsdom is gone ("window is not defined" once the file ends).
  cleanup();
  for (const dock of docks.splice(0)) dock.destroy();
  vi.restoreAllMocks();
});

function newDock(options: Partial<WalletDockOptions> = {}) {
  const dock = createWalletDock({
    networks: [devnet],
    adapters: [eip155Adapter({ genericInjected: false, multiInjectedProviderDiscovery: false })],
    storage: memoryStorage(),
    ...options,
  });
  docks.push(dock);
  return dock;
}

const gateOf = (dock: WalletDock) => renderHook(() => useConnectGate(), { wrapper: wrapperFor(dock) }).result;

describe('useConnectGate', () => {
  it('shows nothing without a URL, and the footer line with one', () => {
    expect(gateOf(newDock()).current).toMatchObject({ consent: 'none', locked: false });
    expect(gateOf(newDock({ termsConditionsUrl: TERMS, privacyPolicyUrl: PRIVACY })).current).toMatchObject({
      consent: 'footer',
      termsConditionsUrl: TERMS,
      privacyPolicyUrl: PRIVACY,
      locked: false,
    });
    expect(gateOf(newDock({ privacyPolicyUrl: PRIVACY })).current).toMatchObject({
      consent: 'footer',
      termsConditionsUrl: undefined,
      privacyPolicyUrl: PRIVACY,
    });
  });

  it('with legalCheckbox locks the methods until the visitor ticks, and follows setFeatures', () => {
    const dock = newDock({ termsConditionsUrl: TERMS, features: { legalCheckbox: true } });
    const gate = gateOf(dock);
    expect(gate.current).toMatchObject({ consent: 'checkbox', agreed: false, locked: true });
    act(() => gate.current.setAgreed(true));
    expect(gate.current).toMatchObject({ consent: 'checkbox', agreed: true, locked: false });
    act(() => gate.current.setAgreed(false));
    expect(gate.current.locked).toBe(true);
    // Turned off while the page runs: the footer line takes its place and nothing is locked.
    act(() => dock.setFeatures({ legalCheckbox: false }));
    expect(gate.current).toMatchObject({ consent: 'footer', locked: false });
    expect(dock.features.legalCheckbox).toBe(false);
  });

  it('legalCheckbox without a URL shows no checkbox and warns once, naming the missing options', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const dock = newDock({ features: { legalCheckbox: true } });
    expect(gateOf(dock).current).toMatchObject({ consent: 'none', locked: false });
    act(() => dock.setFeatures({ legalCheckbox: true }));
    const warnings = warn.mock.calls.map((call) => String(call[0])).filter((text) => text.includes('legalCheckbox'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/termsConditionsUrl.*privacyPolicyUrl/);
  });

  it.each([
    ['termsConditionsUrl', 'javascript:alert(1)'],
    ['termsConditionsUrl', '/terms'],
    ['privacyPolicyUrl', 'ftp://app.example/privacy'],
    ['privacyPolicyUrl', 'not a url'],
  ] as const)('createWalletDock refuses %s = %s, naming the option', (option, value) => {
    expect(() => newDock({ [option]: value })).toThrow(
      expect.objectContaining({ name: 'InvalidInputError', message: expect.stringContaining(`\`${option}\``) }),
    );
  });
});

describe('features.collapseWallets', () => {
  it('collapses the wallet list beside an email or social login, and follows setFeatures', () => {
    const dock = newDock({
      embeddedWallet: embeddedWallet({ frameUrl: 'https://wallet.example.test', socials: ['google'] }),
    });
    const list = renderHook(() => useWalletList(), { wrapper: wrapperFor(dock) }).result;
    expect(list.current.collapsed).toBe(false);
    act(() => dock.setFeatures({ collapseWallets: true }));
    expect(list.current.collapsed).toBe(true);
    expect(list.current.methods).toContain('wallet');
    act(() => dock.setFeatures({ collapseWallets: false }));
    expect(list.current.collapsed).toBe(false);
  });

  it('without an embedded login the switch does nothing and says so once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const dock = newDock();
    const list = renderHook(() => useWalletList(), { wrapper: wrapperFor(dock) }).result;
    act(() => dock.setFeatures({ collapseWallets: true }));
    act(() => dock.setFeatures({ collapseWallets: false }));
    act(() => dock.setFeatures({ collapseWallets: true }));
    expect(list.current.collapsed).toBe(false);
    const warnings = warn.mock.calls.map((call) => String(call[0])).filter((text) => text.includes('collapseWallets'));
    expect(warnings).toHaveLength(1);
  });

  it('takes only the switches it reads live', () => {
    const dock = newDock();
    act(() => dock.setFeatures({ swaps: false } as never));
    expect(dock.features.swaps).toBe(true);
  });
});
