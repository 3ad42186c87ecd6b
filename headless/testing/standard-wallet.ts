// Shared plumbing for the wallet-standard test wallets (Solana, Bitcoin): registration by the wallet
// side of the standard, the connection state, `standard:events` listeners and the switches (the EVM
// wallet's BehaviorTable).
import { getWallets } from '@wallet-standard/app';
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base';
import type { StandardEventsChangeProperties, StandardEventsListeners } from '@wallet-standard/features';
import { BehaviorTable } from './behavior';
import type { TestWalletBehavior } from './types';

/** A small grey square, so test wallets carry a valid `data:image/svg+xml;base64,` icon. */
export const TEST_WALLET_ICON: WalletIcon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSIzMiIgaGVpZ2h0PSIzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiBmaWxsPSIjODg4Ii8+PC9zdmc+';

/** The `standard:events` `change` listeners of one wallet. */
export class ChangeEmitter {
  readonly #listeners = new Set<StandardEventsListeners['change']>();

  on(listener: StandardEventsListeners['change']): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  emit(properties: StandardEventsChangeProperties): void {
    for (const listener of [...this.#listeners]) listener(properties);
  }
}

/** Freezes an account the way the standard asks (accounts are read-only values). */
export function makeAccount(account: WalletAccount): WalletAccount {
  return Object.freeze({
    ...account,
    chains: Object.freeze([...account.chains]),
    features: Object.freeze([...account.features]),
  });
}

/**
 * Registers a wallet the way a browser extension does: in a page by the `wallet-standard:register-wallet`
 * event plus answering `wallet-standard:app-ready`; in Node (no window) through `getWallets().register`.
 * Returns a function that unregisters it.
 */
export function registerStandardWallet(wallet: Wallet): () => void {
  const unregisters: Array<() => void> = [];
  const callback = (api: { register(wallet: Wallet): () => void }) => {
    unregisters.push(api.register(wallet));
  };
  const target = typeof window === 'undefined' ? undefined : window;
  if (!target) {
    callback(getWallets());
  } else {
    const onAppReady = (event: Event) =>
      callback((event as CustomEvent<{ register(wallet: Wallet): () => void }>).detail);
    target.addEventListener('wallet-standard:app-ready', onAppReady);
    unregisters.push(() => target.removeEventListener('wallet-standard:app-ready', onAppReady));
    target.dispatchEvent(new RegisterWalletEvent(callback));
  }
  return () => {
    for (const unregister of unregisters.splice(0)) unregister();
  };
}

// The standard's event is an Event whose `detail` is the callback and which cannot be stopped.
class RegisterWalletEvent extends Event {
  readonly #detail: (api: { register(wallet: Wallet): () => void }) => void;
  get detail() {
    return this.#detail;
  }
  constructor(callback: (api: { register(wallet: Wallet): () => void }) => void) {
    super('wallet-standard:register-wallet', { bubbles: false, cancelable: false, composed: false });
    this.#detail = callback;
  }
}

/**
 * What every wallet-standard test wallet keeps apart from its chain: the connected accounts (read
 * live by the Wallet), the `change` listeners, the reject / fail / delay switches, the
 * `standard:disconnect` and `standard:events` features, and the controls tests use. `onDrop` clears
 * the wallet's own state when the connection ends (an authorisation, say).
 */
export function standardTestWalletState(onDrop?: () => void) {
  const switches = new BehaviorTable();
  const changes = new ChangeEmitter();
  let accounts: readonly WalletAccount[] = [];
  /** Sets the connected accounts and tells the listeners (`change`). */
  const setAccounts = (next: readonly WalletAccount[]) => {
    accounts = next;
    changes.emit({ accounts });
  };
  const drop = () => {
    onDrop?.();
    setAccounts([]);
  };
  const shared = {
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        await switches.apply('standard:disconnect');
        drop();
      },
    },
    'standard:events': {
      version: '1.0.0',
      on: (_event: 'change', listener: StandardEventsListeners['change']) => changes.on(listener),
    },
  };
  return {
    switches,
    accounts: () => accounts,
    setAccounts,
    /**
     * The Wallet over the chain's features (plus the shared ones), named and drawn as the host's
     * options say (else `name` and the grey icon), and the controls every test wallet has.
     */
    wallet(
      options: { name?: string | undefined; icon?: WalletIcon | undefined },
      parts: {
        name: string;
        chains: Wallet['chains'];
        features: Record<string, unknown>;
        offered: ReadonlySet<string>;
      },
    ) {
      const wallet = standardTestWallet({
        ...parts,
        name: options.name ?? parts.name,
        icon: options.icon ?? TEST_WALLET_ICON,
        features: { ...parts.features, ...shared },
        accounts: () => accounts,
      });
      return {
        wallet,
        register: () => registerStandardWallet(wallet),
        setBehavior: (feature: string, behavior: TestWalletBehavior) => switches.set(feature, behavior),
        clearBehavior: (feature?: string) => switches.clear(feature),
        /** Drops the connection from the wallet side (`change` with no accounts). */
        disconnect: drop,
      };
    },
  };
}

/**
 * A wallet-standard Wallet over the features a test wallet offers (the others are dropped, so a
 * test can model a wallet that lacks one); accounts are read live.
 */
function standardTestWallet(parts: {
  name: string;
  icon: WalletIcon;
  chains: Wallet['chains'];
  features: Record<string, unknown>;
  offered: ReadonlySet<string>;
  accounts: () => readonly WalletAccount[];
}): Wallet {
  const features = Object.fromEntries(Object.entries(parts.features).filter(([name]) => parts.offered.has(name)));
  return {
    version: '1.0.0',
    name: parts.name,
    icon: parts.icon,
    chains: parts.chains,
    features: features as Wallet['features'],
    get accounts() {
      return parts.accounts();
    },
  };
}
