/**
 * The one gate every adapter's connectors pass on their way to the connector store (and from there to every list,
 * useConnectors and a host's own UI), and that a connection's wallet info passes on its way to the account state.
 * Whatever an adapter got from a wallet (EIP-6963, the wallet standard, a host's wagmi config or a third-party
 * adapter), a connector without a usable id or name is left out with one warning, and the name and icon shown are the
 * display rules' (model/wallet-metadata.ts).
 */
import type { AdapterConnector, ConnectedWalletInfo, ConnectorType } from '../adapters/types';
import { walletDisplayName, walletIconUrl, walletLabel } from '../model/wallet-metadata';

// Connector ids end up in storage and in the DOM (data-connector-id): a real one is short.
const CONNECTOR_ID_MAX = 512;
// Icons the wallet itself supplied; the others come from the host's own configuration (a custom connector's
// relative URL is the host's choice, not a stranger's).
const WALLET_SUPPLIED: ReadonlySet<ConnectorType> = new Set(['ANNOUNCED', 'INJECTED']);

/** The connector as it is listed, or undefined when it cannot be (no id or no readable name). */
export function listedConnector(connector: AdapterConnector): AdapterConnector | undefined {
  const { id, name, imageUrl } = connector;
  if (typeof id !== 'string' || !id || id.length > CONNECTOR_ID_MAX) return undefined;
  const shown = typeof name === 'string' ? walletDisplayName(name) : undefined;
  if (!shown) return undefined;
  const icon = WALLET_SUPPLIED.has(connector.type)
    ? walletIconUrl(imageUrl)
    : typeof imageUrl === 'string'
      ? imageUrl
      : undefined;
  return { ...connector, name: shown.name, fullName: shown.fullName, imageUrl: icon };
}

/**
 * The listed connectors of `list`; `warn` hears once per connector left out.
 *
 * @example
 * const gate = connectorGate((message) => console.warn(message));
 * connectors.setState(gate(adapters.flatMap((a) => a.getConnectors())));
 */
export function connectorGate(
  warn: (message: string) => void,
): (list: readonly AdapterConnector[]) => AdapterConnector[] {
  const warned = new Set<string>();
  return (list) =>
    list.flatMap((connector) => {
      const listed = listedConnector(connector);
      if (listed) return [listed];
      const label = walletLabel(connector.name, connector.id);
      if (!warned.has(label)) warn(`[walletdock] Ignored the wallet ${label}: it has no usable id or name.`);
      warned.add(label);
      return [];
    });
}

/** A connection's wallet info as the account state keeps it (the same rules as a listed connector's). */
export function shownWalletInfo(info: ConnectedWalletInfo | undefined): ConnectedWalletInfo | undefined {
  if (!info) return undefined;
  const shown = typeof info.name === 'string' ? walletDisplayName(info.name) : undefined;
  if (!shown) return undefined;
  return {
    name: shown.name,
    icon: walletIconUrl(info.icon),
    rdns: typeof info.rdns === 'string' && info.rdns.length <= 253 ? info.rdns : undefined,
  };
}
