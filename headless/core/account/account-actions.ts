/**
 * What the Account view offers on the active network: only what can work there. Send and Receive need a namespace
 * whose definition builds transfers and writes payment requests; Swap needs a blockchain API that swaps on the network (the hosted API's chains,
 * or a self-hosted API that lists the network); Buy needs an on-ramp provider that can make a checkout; a name needs
 * an eip155 network and an API that serves names there. In an app without a blockchain API, Account offers Send and
 * Receive only. This module loads on demand (accountActionsQueryOptions), with the API client it may ask.
 */
import { accountDataContext } from '../account-data/context';
import { resolveBlockchainApiUrl } from '../api/blockchain-api-url';
import type { ChainNamespace } from '../model/caip';
import { onrampProviders, type OnrampDock } from '../onramp/offered';
import { WALLET_FEATURE_ORDER, type FeatureName } from '../model/constants';
import { receivesOn, sendsOn, servesOn } from '../namespaces/capabilities';
import { namesSupportedOn } from '../names/rules';
import { onrampSupportedOn } from '../onramp/rules';
import { isSwapNetwork } from '../swap/quote';

/** An action of the Account view, in the wallet feature order (onramp, swaps, receive, send). */
export type AccountAction = 'buy' | 'swap' | 'receive' | 'send';

/** What Account offers. */
export interface AccountActions {
  /** The action row, in the wallet feature order. */
  actions: AccountAction[];
  /** "Choose a name" (an account without a name, where names are served). */
  names: boolean;
}

/** What the rule reads. */
export interface AccountActionsInput {
  namespace: ChainNamespace | undefined;
  caipNetworkId: string | undefined;
  features: Readonly<Record<FeatureName, boolean>>;
  /** A blockchain API is configured (a projectId or `blockchainApiUrl`). */
  hasApi: boolean;
  /** The API is the hosted one (a projectId): it serves the spec's swap chains. */
  hostedApi: boolean;
  /** The configured API lists the network in its supported chains (undefined: not known yet). */
  apiServesNetwork: boolean | undefined;
  /** On-ramp providers that can make a checkout here (the host's, minus those that need a missing API). */
  onrampProviders: number;
  /** The account already has a name. */
  hasName: boolean;
}

const FEATURE_OF: Readonly<Record<(typeof WALLET_FEATURE_ORDER)[number], AccountAction>> = {
  onramp: 'buy',
  swaps: 'swap',
  receive: 'receive',
  send: 'send',
};

/**
 * The Account view's offer on the active network.
 * @example
 * accountActions({ namespace: 'eip155', caipNetworkId: 'eip155:11155111', features, hasApi: false, hostedApi: false,
 *   apiServesNetwork: undefined, onrampProviders: 0, hasName: false }); // { actions: ['receive', 'send'], names: false }
 */
export function accountActions(input: AccountActionsInput): AccountActions {
  const { namespace, caipNetworkId, features } = input;
  const served = input.apiServesNetwork === true;
  const can: Record<AccountAction, boolean> = {
    send: sendsOn(namespace),
    receive: receivesOn(namespace),
    swap:
      servesOn(namespace, 'swaps') &&
      caipNetworkId !== undefined &&
      input.hasApi &&
      isSwapNetwork(caipNetworkId, served) &&
      (served || input.hostedApi),
    buy: onrampSupportedOn(namespace) && input.onrampProviders > 0,
  };
  const actions = WALLET_FEATURE_ORDER.filter((feature) => features[feature] && can[FEATURE_OF[feature]]).map(
    (feature) => FEATURE_OF[feature],
  );
  const names = !input.hasName && namesSupportedOn(namespace) && input.hasApi && (served || input.hostedApi);
  return { actions, names };
}

/** An instance as the offer reads it: its options (API, on-ramp) and feature switches. */
export interface AccountActionsDock extends OnrampDock {
  readonly features: Readonly<Record<FeatureName, boolean>>;
}

/** What Account offers on `network` for `dock`'s configuration (asks the API for its chains once per instance). */
export async function resolveAccountActions(
  dock: AccountActionsDock,
  network: { namespace: ChainNamespace | undefined; caipNetworkId: string | undefined; hasName: boolean },
): Promise<AccountActions> {
  const hasApi = resolveBlockchainApiUrl(dock.options) !== undefined;
  const apiServesNetwork =
    hasApi && network.caipNetworkId
      ? await accountDataContext(dock)
          .supports(network.caipNetworkId)
          .catch(() => undefined)
      : false;
  return accountActions({
    ...network,
    features: dock.features,
    hasApi,
    hostedApi: Boolean(dock.options.projectId),
    apiServesNetwork,
    onrampProviders: onrampProviders(dock).providers.length,
  });
}
