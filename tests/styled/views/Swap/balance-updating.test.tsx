// The Swap view's "Balance: X" lines in jsdom, against walletdock's blockchain API on the devnet (its own process)
// whose indexer polls slowly on purpose (6 s: a quick index would answer the read at the block before the mark is
// drawn) and whose floor waits 200 ms: after a transaction of the account's own (here told through
// useAccountData().refreshAfter, as a host that sent with wagmi would), the lines keep the balance from before,
// slanted and saying "Updating…" as the Tokens rows do, until the answer at the receipt's block replaces it; never
// the number from before unmarked, as if current.
import { act, render, screen, waitFor } from '@testing-library/react';
import { parseEther } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ReactNode } from 'react';
import { useAccountData, useConnect } from 'walletdock';
import { useFormatters, useLocalizedText } from 'walletdock/utils';
import { LanguageProvider } from '../../../../styled/i18n/language';
import { Swap } from '../../../../styled/views/Swap/Swap';
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
  api = await startApiProcess(rpcUrl, {
    POLL_MS: '6000',
    FLOOR_WAIT_MS: '200',
    SWAP_ROUTERS: `eip155:33322:${contracts.uniswapV2Router}`,
    SWAP_TOKENS: `eip155:33322:${contracts.token}`,
  });
}, 60_000);

afterAll(() => api?.stop());

/** The "You receive" side's Balance line (TEST: the native coin is "You pay") as a person sees it. */
const testLine = () => document.querySelector<HTMLElement>('[data-swap-balance="to"]');
const seen = (line: HTMLElement | null) => ({
  text: line?.textContent ?? '',
  updating: line?.hasAttribute('data-updating') === true,
  busy: line?.getAttribute('aria-busy') === 'true',
});

/** The language the modal gives its views (Modal.tsx does the same from the same hooks). */
function Language({ children }: { children: ReactNode }) {
  const format = useFormatters();
  const localize = useLocalizedText();
  return <LanguageProvider value={{ format, localize }}>{children}</LanguageProvider>;
}

describe('Swap view, Balance line', () => {
  it('says “Updating…” over the balance from before until the read at the receipt’s block replaces it', async () => {
    const wallet = await announcedWallet();
    const dock = devnetDock({ blockchainApiUrl: api.url });
    const mint = (amount: string) => mintTestToken(rpcUrl, contracts.token, minter, wallet.address, parseEther(amount));
    await mint('4');
    await waitForIndexedToken(api.url, wallet.address, contracts.token);
    const hooks: {
      current?: {
        connect: ReturnType<typeof useConnect>;
        data: ReturnType<typeof useAccountData>;
      };
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
          <Swap />
        </Language>
      </>,
      { wrapper: wrapperFor(dock) },
    );
    await act(() => dock.ready);
    await act(() => hooks.current?.connect.mutateAsync({ connectorId: wallet.info.rdns }));
    await screen.findByText('You receive', {}, { timeout: 20_000 });
    await waitFor(() => expect(seen(testLine()).text).toBe('Balance: 4 TEST'), { timeout: 20_000 });
    expect(seen(testLine())).toEqual({ text: 'Balance: 4 TEST', updating: false, busy: false });

    // Every state of the line from here on, as a person would see it.
    const shown: ReturnType<typeof seen>[] = [];
    const observer = new MutationObserver(() => shown.push(seen(testLine())));
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    const sent = await mint('1.5');
    await act(() => hooks.current?.data.refreshAfter({ blockNumber: sent.blockNumber, chainId: 33322 }));
    // Marked in the query as refreshAfter resolves; drawn with the query's next notification (the index polls every
    // 6 s, so the answer at the block comes long after).
    await waitFor(() =>
      expect(seen(testLine())).toEqual({ text: 'Balance: 4 TEST · Updating…', updating: true, busy: true }),
    );
    expect(document.querySelector('[data-swap-balance="from"]')?.hasAttribute('data-updating')).toBe(true);
    // The picker's own balance of the token chosen carries the same mark.
    const pickerBalance = () => document.querySelector('[data-token-picker="to"] button [data-balance]');
    expect(pickerBalance()?.textContent).toBe('4 TEST · Updating…');
    expect(pickerBalance()?.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(seen(testLine()).text).toBe('Balance: 5.5 TEST'), { timeout: 30_000 });
    observer.disconnect();
    expect(seen(testLine())).toEqual({ text: 'Balance: 5.5 TEST', updating: false, busy: false });
    expect(pickerBalance()).toBeNull();
    expect(document.querySelector('[data-token-picker="to"] button')?.textContent).toContain('5.5 TEST');
    expect(shown.filter((s) => s.text === 'Balance: 4 TEST' && !s.updating)).toEqual([]);
  }, 90_000);
});
