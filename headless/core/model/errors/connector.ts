// The kinds a connector raises: a chain the host did not configure, a connector that is (not) connected, a wallet
// without an account of the namespace or on another chain, a connector busy reconnecting. Each carries the
// connector and the chain it is about.
import * as ErrorMessages from '../error-messages';
import { type ErrorKindOptions, WalletDockError } from './base';

/** Fields of the connector kinds: which connector, which chain (CAIP-2), which namespace. */
export interface ConnectorErrorFields {
  connectorId?: string | undefined;
  caipNetworkId?: string | undefined;
  namespace?: string | undefined;
}

/** Options of the connector kinds. */
export type ConnectorErrorOptions = ErrorKindOptions & ConnectorErrorFields;

/** The connector kinds' shared fields. */
export abstract class ConnectorError<
  C extends
    | 'CHAIN_NOT_CONFIGURED'
    | 'CONNECTOR_ALREADY_CONNECTED'
    | 'CONNECTOR_NOT_CONNECTED'
    | 'CONNECTOR_ACCOUNT_NOT_FOUND'
    | 'CONNECTOR_CHAIN_MISMATCH'
    | 'CONNECTOR_UNAVAILABLE_RECONNECTING',
> extends WalletDockError<C> {
  /** The connector it is about, when known. */
  readonly connectorId: string | undefined;
  /** The network it is about (CAIP-2), when known. */
  readonly caipNetworkId: string | undefined;
  /** The namespace it is about, when known. */
  readonly namespace: string | undefined;
  constructor(message: string, code: C, options: ConnectorErrorOptions) {
    super(message, { ...options, code });
    this.connectorId = options.connectorId;
    this.caipNetworkId = options.caipNetworkId;
    this.namespace = options.namespace;
  }
}

/** The network is not one the host configured ("Chain not configured"). */
export class ChainNotConfiguredError extends ConnectorError<'CHAIN_NOT_CONFIGURED'> {
  override readonly name = 'ChainNotConfiguredError' as const;
  constructor(message: string = ErrorMessages.chainNotConfigured, options: ConnectorErrorOptions = {}) {
    super(message, 'CHAIN_NOT_CONFIGURED', options);
  }
}

/** The connector is connected already ("Connector already connected"). */
export class ConnectorAlreadyConnectedError extends ConnectorError<'CONNECTOR_ALREADY_CONNECTED'> {
  override readonly name = 'ConnectorAlreadyConnectedError' as const;
  constructor(message: string = ErrorMessages.connectorAlreadyConnected, options: ConnectorErrorOptions = {}) {
    super(message, 'CONNECTOR_ALREADY_CONNECTED', options);
  }
}

/** The connector is not connected ("Connector not connected"). */
export class ConnectorNotConnectedError extends ConnectorError<'CONNECTOR_NOT_CONNECTED'> {
  override readonly name = 'ConnectorNotConnectedError' as const;
  constructor(message: string = ErrorMessages.connectorNotConnected, options: ConnectorErrorOptions = {}) {
    super(message, 'CONNECTOR_NOT_CONNECTED', options);
  }
}

/** The wallet connected without an account of the namespace ("Account not found for connector"). */
export class ConnectorAccountNotFoundError extends ConnectorError<'CONNECTOR_ACCOUNT_NOT_FOUND'> {
  override readonly name = 'ConnectorAccountNotFoundError' as const;
  constructor(message: string = ErrorMessages.connectorAccountNotFound, options: ConnectorErrorOptions = {}) {
    super(message, 'CONNECTOR_ACCOUNT_NOT_FOUND', options);
  }
}

/** The wallet is on other networks than the one asked ("Connector chain mismatch: the connector is on …"). */
export class ConnectorChainMismatchError extends ConnectorError<'CONNECTOR_CHAIN_MISMATCH'> {
  override readonly name = 'ConnectorChainMismatchError' as const;
  /** The networks the wallet is on. */
  readonly connectorChains: readonly string[];
  constructor(
    message?: string,
    options: ConnectorErrorOptions & { connectorChains?: readonly string[] | undefined } = {},
  ) {
    const connectorChains = options.connectorChains ?? [];
    super(
      message ?? ErrorMessages.connectorChainMismatch(connectorChains.join(', '), options.caipNetworkId ?? ''),
      'CONNECTOR_CHAIN_MISMATCH',
      options,
    );
    this.connectorChains = connectorChains;
  }
}

/** The connector is reconnecting and cannot act yet ('Connector "{connector}" unavailable while reconnecting'). */
export class ConnectorUnavailableReconnectingError extends ConnectorError<'CONNECTOR_UNAVAILABLE_RECONNECTING'> {
  override readonly name = 'ConnectorUnavailableReconnectingError' as const;
  constructor(message?: string, options: ConnectorErrorOptions = {}) {
    super(
      message ?? ErrorMessages.connectorUnavailableReconnecting(options.connectorId ?? ''),
      'CONNECTOR_UNAVAILABLE_RECONNECTING',
      options,
    );
  }
}
