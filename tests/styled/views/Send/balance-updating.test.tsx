// The Send panel's token picker and Balance line in jsdom, against walletdock's blockchain API on the devnet (its own
// process) whose indexer polls slowly on purpose (6 s: a quick index would answer the read at the block before the
// mark is drawn) and whose floor waits 200 ms: after a transaction of the account's own (told through
// useAccountData().refreshAfter, as a host that sent with wagmi would), the picker and the line keep the balance from
// before, slanted and saying "Updating…" as the Tokens rows and Swap's pickers do, until the answer at the receipt's
// block replaces it; never the number from before unmarked, as if current.
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { parseEther } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ReactNode } from 'react';
import { useAccountData, useConnect } from 'walletdock';
import { useFormatters, useLocalizedText } from 'walletdock/utils';
import { LanguageProvider } from '../../../../styled/i18n/language';
import { Send } from '../../../../styled/views/Send/Send';
import { startApiProcess, waitForIndexedToken, type ApiProcess } from '../../../support/api-process';
import { fundedAccount, type FundedAccount, mintTestToken } from '../../../support/chain';
import { announcedWallet, cleanup, devnetDock, wrapperFor } from '../../../headless/react/support';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
let api: ApiProcess;
let minter: FundedAccount;
afterEach(cleanup);

beforeAll(async () => {
  minter = await fundedAccount(rpcUrl, 1n);
  api = await startApiProcess(rpcUrl, { POLL_MS: '6000', FLOOR_WAIT_MS: '200' }, { startMs: 90_000 });
}, 120_000);

afterAll(() => api?.stop());

/** The picker's button (the chosen token) and the Balance line under the amount, as a person sees them. */
const trigger = () => document.querySelector<HTMLElement>('[data-token-picker="send"] button');
const pickerBalance = () => trigger()?.querySelector<HTMLElement>('[data-balance]') ?? null;
const line = () => document.querySelector<HTMLElement>('[data-send-balance]');
const seen = () => ({
  text: line()?.textContent ?? '',
  updating: line()?.hasAttribute('data-updating') === true,
  busy: line()?.getAttribute('aria-busy') === 'true',
});

/** The language the modal gives its views (Modal.tsx does the same from the same hooks). */
function Language({ children }: { children: ReactNode }) {
  const format = useFormatters();
  const localize = useLocalizedText();
  return <LanguageProvider value={{ format, localize }}>{children}</LanguageProvider>;
}

describe('Send panel, token picker', () => {
  it('says “Updating…” over the balance from before until the read at the receipt’s block replaces it', async () => {
    const wallet = await announcedWallet();
    const dock = devnetDock({ blockchainApiUrl: api.url });
    const mint = (amount: string) => mintTestToken(rpcUrl, contracts.token, minter, wallet.address, parseEther(amount));
    await mint('4');
    await waitForIndexedToken(api.url, wallet.address, contracts.token);
    const hooks: {
      current?: { connect: ReturnType<typeof useConnect>; data: ReturnType<typeof useAccountData> };
    } = {};
    // What a host's own code beside the modal holds: connect, and refreshAfter after its own transaction.
    function Probe() {
      hooks.current = { connect: useConnect(), data: useAccountData() };
      return null;
    }
    render(
      <>
        <Probe />
        <Language>
          <Send />
        </Language>
      </>,
      { wrapper: wrapperFor(dock) },
    );
    await act(() => dock.ready);
    await act(() => hooks.current?.connect.mutateAsync({ connectorId: wallet.info.rdns }));
    // The API's list (with TEST) is offered; the person picks TEST.
    await waitFor(() => expect(trigger()?.getAttribute('aria-expanded')).toBe('false'), { timeout: 20_000 });
    await waitFor(
      () => expect(document.querySelector('[data-token-picker="send"]')?.getAttribute('data-symbol')).toBe('AVENT'),
      {
        timeout: 20_000,
      },
    );
    const testOption = () =>
      document.querySelector<HTMLElement>('[data-token-picker="send"] [role="option"][data-symbol="TEST"]');
    fireEvent.click(trigger() as HTMLElement);
    await waitFor(() => expect(testOption()).not.toBeNull(), { timeout: 20_000 });
    fireEvent.click(testOption() as HTMLElement);
    await waitFor(() => expect(seen().text).toBe('Balance: 4 TEST'), { timeout: 20_000 });
    expect(seen()).toEqual({ text: 'Balance: 4 TEST', updating: false, busy: false });
    expect(pickerBalance()).toBeNull();
    expect(trigger()?.textContent).toContain('4 TEST');

    // Every state of the line from here on, as a person would see it.
    const shown: ReturnType<typeof seen>[] = [];
    const observer = new MutationObserver(() => shown.push(seen()));
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    const sent = await mint('1.5');
    await act(() => hooks.current?.data.refreshAfter({ blockNumber: sent.blockNumber, chainId: 33322 }));
    // Marked in the query as refreshAfter resolves; drawn with the query's next notification (the index polls every
    // 6 s, so the answer at the block comes long after).
    await waitFor(() => expect(seen()).toEqual({ text: 'Balance: 4 TEST · Updating…', updating: true, busy: true }));
    expect(pickerBalance()?.textContent).toBe('4 TEST · Updating…');
    expect(pickerBalance()?.getAttribute('aria-busy')).toBe('true');
    // The list's other rows (the native coin) carry the mark too: the whole answer is from before.
    fireEvent.click(trigger() as HTMLElement);
    const options = [...document.querySelectorAll('[data-token-picker="send"] [role="option"]')];
    expect(options.length).toBeGreaterThan(1);
    for (const option of options)
      expect(option.querySelector('[data-balance]')?.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(trigger() as HTMLElement);

    await waitFor(() => expect(seen().text).toBe('Balance: 5.5 TEST'), { timeout: 30_000 });
    observer.disconnect();
    expect(seen()).toEqual({ text: 'Balance: 5.5 TEST', updating: false, busy: false });
    expect(pickerBalance()).toBeNull();
    expect(trigger()?.textContent).toContain('5.5 TEST');
    // From the first marked state on (before it, the account's change was not known yet), never 4 TEST unmarked.
    const marked = shown.findIndex((s) => s.updating);
    expect(marked).toBeGreaterThanOrEqual(0);
    expect(shown.slice(marked).filter((s) => s.text === 'Balance: 4 TEST' && !s.updating)).toEqual([]);
  }, 120_000);
});
