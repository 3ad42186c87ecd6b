/** useReceive: the active address as text, as a payment URI and as QR data, and where it can receive. */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CaipNetwork } from '../../core/model/network';
import type { ConnectionState } from '../../core/connection/startup';
import type { TokenBalance } from '../../core/model/token-balance';
import type { WalletDockErrorType } from '../../core/model/errors';
import { canReceiveOn, paymentUri, type QrData } from '../../core/send/receive';
import { sendContext } from '../../core/send/context';
import { receiveQrQueryOptions, sendTokensQueryOptions } from '../../core/send/query';
import { useDockFor } from '../context';
import { useStoreSelector } from './useStoreSelector';
import type { NamespaceParameter } from '../types';

/** Parameters of useReceive: a token to ask for (its contract or mint; default the native coin) and the tokens to list. */
export type UseReceiveParameters = NamespaceParameter & {
  token?: string | undefined;
  /** Token balances to list, e.g. `useBalances().data`; without it the native coin and `options.tokens`. */
  tokens?: readonly TokenBalance[] | undefined;
};

/** What useReceive returns (address and uri are undefined until an eip155 or solana account is connected). */
export interface UseReceiveReturnType {
  address: string | undefined;
  /** The active network. */
  network: CaipNetwork | undefined;
  /** EIP-681 (eip155) or Solana Pay (solana) request for the address, and the token when one is given. */
  uri: string | undefined;
  /** The QR code of `uri` as data (TanStack Query's result; `qrcode` loads on first use). */
  qr: UseQueryResult<QrData, WalletDockErrorType>;
  /** The networks the address receives on: the host's networks of its namespace. */
  networks: readonly CaipNetwork[];
  /** Tokens it can receive on the active network. */
  tokens: readonly TokenBalance[] | undefined;
}

const selectWhere = (s: ConnectionState) => {
  const ns = s.activeNamespace;
  return ns ? `${ns}|${s.chains[ns]?.caipNetwork?.caipNetworkId}|${s.chains[ns]?.accountState.address}` : '';
};

/**
 * The active address to receive on: as text, as a payment request wallets understand (EIP-681 on eip155,
 * Solana Pay on solana) and as QR data; the networks of its namespace and the tokens it can receive.
 *
 * @example
 * ```tsx
 * function Receive() {
 *   const { address, uri, networks } = useReceive();
 *   return (
 *     <>
 *       <code>{address}</code> <a href={uri}>Pay me</a>
 *       <ul>{networks.map((n) => <li key={n.caipNetworkId}>{n.name}</li>)}</ul>
 *     </>
 *   );
 * }
 * ```
 */
export function useReceive(parameters: UseReceiveParameters = {}): UseReceiveReturnType {
  const dock = useDockFor('useReceive');
  const where = useStoreSelector(dock.stores.connection, selectWhere);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `where` (the connection's account and network) is what sendContext reads from the dock
  const context = useMemo(() => sendContext(dock, parameters.namespace), [dock, parameters.namespace, where]);
  const receivable = context && canReceiveOn(context.caipNetwork) ? context : undefined;
  const uri = receivable
    ? paymentUri({ address: receivable.from, caipNetwork: receivable.caipNetwork, token: parameters.token })
    : undefined;
  const qr = useQuery<QrData, WalletDockErrorType>(receiveQrQueryOptions(dock, uri));
  const ownTokens = useQuery({
    ...sendTokensQueryOptions(dock, receivable),
    enabled: Boolean(receivable) && !parameters.tokens,
  });
  const receivableNamespace = receivable?.namespace;
  const networks = useMemo(
    () => (receivableNamespace ? dock.networks.filter((n) => n.chainNamespace === receivableNamespace) : []),
    [dock, receivableNamespace],
  );
  return {
    address: receivable?.from,
    network: receivable?.caipNetwork,
    uri,
    qr,
    networks,
    tokens: parameters.tokens ?? ownTokens.data,
  };
}
