// waitForConnected: the wait a test writes after it starts a connect (a click, `connect.mutate`), bounded and with
// the namespace's status in its error instead of a bare time-out.
import type { WalletDock } from '../core/dock/create-wallet-dock';
import type { ChainNamespace } from '../core/model/caip';
import type { TestDock } from './test-dock';

/** Options of waitForConnected. */
export interface WaitForConnectedOptions {
  /** The namespace to wait for (default: the active one, else eip155). */
  namespace?: ChainNamespace;
  /** How long to wait (default 10000 ms). */
  timeout?: number;
}

type ActEnvironment = { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * Resolves with the connected address once the instance's namespace is connected; rejects after `timeout` with the
 * status it was left in. While it waits, React is told it is not in an act() scope, as Testing Library's `waitFor`
 * does, so the re-renders the connection causes are applied without act warnings; it returns after React has
 * committed them, so `result.current` already shows the connection.
 *
 * @example
 * ```tsx
 * const { result } = renderHook(() => ({ connect: useConnect(), account: useAccount() }), { wrapper: kit.wrapper });
 * result.current.connect.mutate({ connectorId: kit.wallet.info.rdns });
 * await waitForConnected(kit);
 * expect(result.current.account.address).toBe(kit.wallet.address);
 * ```
 */
export async function waitForConnected(
  target: TestDock | WalletDock,
  options: WaitForConnectedOptions = {},
): Promise<string> {
  const dock = 'dock' in target ? target.dock : target;
  const timeout = options.timeout ?? 10_000;
  const account = () => {
    const state = dock.stores.connection.getState();
    const namespace = options.namespace ?? state.activeNamespace ?? 'eip155';
    return { namespace, account: state.chains[namespace]?.accountState };
  };
  const connectedAddress = () => {
    const { account: now } = account();
    return now?.status === 'connected' && now.address ? now.address : undefined;
  };
  const env = globalThis as ActEnvironment;
  const previous = env.IS_REACT_ACT_ENVIRONMENT;
  env.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    const address =
      connectedAddress() ??
      (await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => {
          stop();
          const { namespace, account: now } = account();
          reject(
            new Error(
              `waitForConnected: ${namespace} is not connected after ${timeout} ms (its status is "${now?.status ?? 'unknown'}")`,
            ),
          );
        }, timeout);
        const stop = dock.stores.connection.subscribe(() => {
          const found = connectedAddress();
          if (!found) return;
          clearTimeout(timer);
          stop();
          resolve(found);
        });
      }));
    // One task more: React commits the store's update before the test reads the hooks again.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return address;
  } finally {
    env.IS_REACT_ACT_ENVIRONMENT = previous;
  }
}
