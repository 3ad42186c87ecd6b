// WalletConnect's eip155 side as a wagmi connector, so a host's wagmi hooks (useWriteContract,
// useSignTypedData, …) work over a WalletConnect session. It wraps the instance's one session —
// never a second pairing: connect() joins the pairing walletdock shows, or returns the live
// session; its EIP-1193 provider sends every request through the session's universal provider.
import type { CreateConnectorFn } from '@wagmi/core';
import type { Address, Chain } from 'viem';
import { ChainNotConfiguredError, ConnectorNotConnectedError } from '../model/errors/connector';
import { NotConfiguredError } from '../model/errors/sdk';
import * as ErrorMessages from '../model/error-messages';
import { eip155ChainNumber, type CaipNetworkId } from '../model/caip';
import type { WalletConnectClient } from './client';
import type { WcSession } from './session';
import { WALLETCONNECT_CONNECTOR_ID } from './namespaces';

/** How the eip155 WalletConnect adapter reads and moves its session for the connector. */
export interface SessionConnectorSource {
  client: WalletConnectClient;
  /** The eip155 connection a session gives (active chain first), as walletdock reports it. */
  connection(session: WcSession): { accounts: readonly string[]; caipNetworkId: CaipNetworkId } | undefined;
  /** Moves the session to another eip155 chain (asks the wallet when the chain is not granted). */
  switchChain(caipNetworkId: CaipNetworkId): Promise<void>;
}

/** A minimal EIP-1193 provider over the session (what wagmi's connector client transport calls). */
export interface SessionEip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

const caipOf = (chainId: number): CaipNetworkId => `eip155:${chainId}`;

/** The wagmi connector over the instance's WalletConnect session (id "walletConnect"). */
export function walletConnectSessionConnector(
  source: SessionConnectorSource,
): CreateConnectorFn<SessionEip1193Provider> {
  const { client } = source;
  return (config) => {
    const now = () => {
      const session = client.getSession();
      return session ? source.connection(session) : undefined;
    };
    const current = () => {
      const connection = now();
      if (!connection) throw new ConnectorNotConnectedError(ErrorMessages.connectorNotConnected);
      return connection;
    };
    const provider: SessionEip1193Provider = {
      request: (args) => client.request(args, current().caipNetworkId),
    };
    const result = (connection: { accounts: readonly string[]; caipNetworkId: string }) => ({
      accounts: connection.accounts as readonly Address[],
      chainId: eip155ChainNumber(connection.caipNetworkId),
    });
    return {
      id: WALLETCONNECT_CONNECTOR_ID,
      name: 'WalletConnect',
      type: 'walletConnect',
      async setup() {
        // The session is walletdock's; wagmi hears about it as a wallet that connected itself. The
        // listeners live as long as the client, which lives as long as the instance.
        client.on('session', (session) => {
          const connection = source.connection(session);
          if (connection) config.emitter.emit('connect', result(connection));
        });
        client.on('disconnect', () => config.emitter.emit('disconnect'));
        client.on('chainChanged', ({ caipNetworkId }) => {
          if (caipNetworkId.startsWith('eip155:'))
            config.emitter.emit('change', { chainId: eip155ChainNumber(caipNetworkId) });
        });
        client.on('accountsChanged', ({ namespace }) => {
          const connection = namespace === 'eip155' ? now() : undefined;
          if (connection) config.emitter.emit('change', { accounts: connection.accounts as readonly Address[] });
        });
      },
      async connect(parameters) {
        const session =
          client.getSession() ?? (parameters?.isReconnecting ? await client.restore() : await client.connect());
        const connection = session ? source.connection(session) : undefined;
        if (!connection) throw new NotConfiguredError(ErrorMessages.namespaceNotConfigured('eip155'));
        if (parameters?.chainId && parameters.chainId !== eip155ChainNumber(connection.caipNetworkId)) {
          await source.switchChain(caipOf(parameters.chainId));
          const moved = current();
          return wagmiResult(result(moved), parameters.withCapabilities);
        }
        return wagmiResult(result(connection), parameters?.withCapabilities);
      },
      async disconnect() {
        if (client.getSession()) await client.disconnect();
      },
      async getAccounts() {
        return (now()?.accounts ?? []) as readonly Address[];
      },
      async getChainId() {
        return eip155ChainNumber(current().caipNetworkId);
      },
      async getProvider() {
        return provider;
      },
      async isAuthorized() {
        const session = client.getSession() ?? (await client.restore().catch(() => undefined));
        return Boolean(session && source.connection(session));
      },
      async switchChain({ chainId }) {
        const chain = config.chains.find((c) => c.id === chainId);
        if (!chain) throw new ChainNotConfiguredError(ErrorMessages.chainNotConfigured);
        await source.switchChain(caipOf(chainId));
        return chain as Chain;
      },
      onAccountsChanged(accounts) {
        config.emitter.emit('change', { accounts: accounts as readonly Address[] });
      },
      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: Number(chainId) });
      },
      onDisconnect() {
        config.emitter.emit('disconnect');
      },
    };
  };
}

// wagmi's connect() may ask for accounts with capabilities; WalletConnect reports none.
function wagmiResult<T extends boolean | undefined>(
  value: { accounts: readonly Address[]; chainId: number },
  withCapabilities: T,
): never {
  const accounts = withCapabilities ? value.accounts.map((address) => ({ address, capabilities: {} })) : value.accounts;
  return { accounts, chainId: value.chainId } as never;
}
