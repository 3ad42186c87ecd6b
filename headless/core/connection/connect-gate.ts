/**
 * The connect gate: what a connect UI shows of the host's terms and privacy policy, and whether its connect methods
 * are open. With `features.legalCheckbox` and a URL, every method (wallet rows, WalletConnect, All Wallets, email,
 * socials, Buy's first step) waits for the visitor's tick; with a URL and no checkbox, a footer line says what
 * connecting agrees to. The modal and a host's own connect UI read the same rule (useConnectGate).
 */
import { InvalidInputError } from '../model/errors/validation';
import * as ErrorMessages from '../model/error-messages';
import { createStore, type Store } from '../model/store';

/** The legal options the gate reads (createWalletDock's `termsConditionsUrl`, `privacyPolicyUrl`). */
export interface LegalUrls {
  termsConditionsUrl?: string | undefined;
  privacyPolicyUrl?: string | undefined;
}

/** How a connect UI asks for consent: a checkbox to tick first, a footer line, or nothing (no URL given). */
export type ConsentKind = 'checkbox' | 'footer' | 'none';

/** The gate as a connect UI reads it. */
export interface ConnectGateState {
  consent: ConsentKind;
  termsConditionsUrl: string | undefined;
  privacyPolicyUrl: string | undefined;
  /** The visitor ticked the checkbox (kept for the page's life, like AppKit's). */
  agreed: boolean;
  /** The connect methods are unavailable: the checkbox is shown and not ticked. */
  locked: boolean;
}

/** The gate from the options, the checkbox switch and the visitor's tick. */
export function connectGateState(urls: LegalUrls, legalCheckbox: boolean, agreed: boolean): ConnectGateState {
  const { termsConditionsUrl, privacyPolicyUrl } = urls;
  const hasUrl = Boolean(termsConditionsUrl || privacyPolicyUrl);
  const consent: ConsentKind = !hasUrl ? 'none' : legalCheckbox ? 'checkbox' : 'footer';
  return { consent, termsConditionsUrl, privacyPolicyUrl, agreed, locked: consent === 'checkbox' && !agreed };
}

const LEGAL_OPTIONS = ['termsConditionsUrl', 'privacyPolicyUrl'] as const;

/**
 * Throws naming the option when a legal URL is not an absolute http(s) URL: a `javascript:` link would run in the
 * host's page from the modal, and a relative one would point into the wallet frame or nowhere.
 */
export function checkLegalUrls(urls: LegalUrls): void {
  for (const option of LEGAL_OPTIONS) {
    const value = urls[option];
    if (value === undefined) continue;
    if (!isHttpUrl(value)) throw new InvalidInputError(ErrorMessages.legalUrlNotHttp(option, String(value)));
  }
}

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The warning for `legalCheckbox` on with nothing to agree to (no checkbox is shown). */
export const legalCheckboxWithoutUrl =
  '[walletdock] features.legalCheckbox is on but neither termsConditionsUrl nor privacyPolicyUrl is set: no checkbox is shown';

/** The visitor's tick, one per instance. */
export interface ConnectGate {
  readonly store: Store<{ agreed: boolean }>;
  setAgreed(agreed: boolean): void;
}

/** The tick's store of an instance. */
export function createConnectGate(): ConnectGate {
  const store = createStore({ agreed: false });
  return { store, setAgreed: (agreed) => store.setState((s) => (s.agreed === agreed ? s : { agreed })) };
}
