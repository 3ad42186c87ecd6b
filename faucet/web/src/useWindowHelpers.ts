/**
 * The global helpers exposed to the page: `window.faucet.{addTestChain, clearWalletState, loadCaptcha,
 * verifyCaptcha, testMobileWallet}` (also as top-level functions). Each shows its outcome as a toast and returns it.
 */
import { useEffect, useRef } from 'react';
import { useWalletDock } from 'walletdock';
import { addTestChain, type HelperResult } from './browser-wallet';
import { useFaucetToasts } from './toasts';
import type { CaptchaFlow } from './useCaptcha';

/** The helpers as installed on window. */
export interface FaucetHelpers {
  addTestChain(): Promise<HelperResult>;
  clearWalletState(): Promise<HelperResult>;
  loadCaptcha(): Promise<HelperResult>;
  verifyCaptcha(answer?: string): Promise<HelperResult>;
  testMobileWallet(): Promise<HelperResult>;
}

// Keys of wallet connection state (walletdock, wagmi, WalletConnect); the claim cooldown keys are kept.
const WALLET_KEY = /^(walletdock|@walletdock|wagmi|wc@2|@w3m|@appkit|WALLETCONNECT)/i;

/** Installs the helpers for the page's lifetime. */
export function useWindowHelpers(captcha: CaptchaFlow): void {
  const dock = useWalletDock();
  const toasts = useFaucetToasts();
  // The flow object changes every render; the helpers read the latest one instead of being reinstalled.
  const flow = useRef(captcha);
  flow.current = captcha;
  useEffect(() => {
    const report = (r: HelperResult) => {
      toasts.notify(r.message, r.ok ? 'success' : 'error');
      return r;
    };
    const helpers: FaucetHelpers = {
      addTestChain: async () => report(await addTestChain()),
      async clearWalletState() {
        await dock.disconnect().catch(() => undefined);
        for (const key of Object.keys(localStorage)) if (WALLET_KEY.test(key)) localStorage.removeItem(key);
        return report({ ok: true, message: 'Wallet state cleared. Please refresh the page.' });
      },
      loadCaptcha: async () => {
        const ok = await flow.current.load();
        return report({ ok, message: ok ? 'New math problem loaded.' : 'Could not load the math problem.' });
      },
      async verifyCaptcha(answer) {
        if (answer !== undefined) flow.current.setAnswer(answer);
        const ok = await flow.current.verify();
        return { ok, message: ok ? 'Captcha verified.' : 'Captcha not verified.' };
      },
      async testMobileWallet() {
        try {
          await dock.modal.open({ view: 'Connect' });
          return report({
            ok: true,
            message: 'Choose WalletConnect in the list and scan the code with your mobile wallet.',
          });
        } catch (error) {
          return report({ ok: false, message: error instanceof Error ? error.message : String(error) });
        }
      },
    };
    const w = window as unknown as Record<string, unknown>;
    w.faucet = helpers;
    Object.assign(w, helpers);
    return () => {
      delete w.faucet;
      for (const name of Object.keys(helpers)) delete w[name];
    };
  }, [dock, toasts]);
}
