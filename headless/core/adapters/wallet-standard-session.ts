// The connected half of a wallet-standard adapter, shared by solana and bip122: connecting through
// the wallet's connect feature, the session kept while connected, the wallet's account changes and
// disconnect. Each namespace says only what differs (its connect feature, chains and accounts).
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { Account } from '../model/entities';
import type { CaipNetwork } from '../model/network';
import type { CaipNetworkId, ChainNamespace } from '../model/caip';
import {
  ChainNotConfiguredError,
  ConnectorAccountNotFoundError,
  ConnectorChainMismatchError,
  ConnectorNotConnectedError,
} from '../model/errors/connector';
import { NotFoundError } from '../model/errors/sdk';
import * as ErrorMessages from '../model/error-messages';
import type { AdapterConnection, AdapterConnector, AdapterContext, ChainAdapter } from './types';
import {
  connectOutputSchema,
  createAdapterEmitter,
  findStandardWallet,
  hasFeature,
  onWalletChange,
  parseWalletReply,
  requireFeature,
  standardConnectorId,
  standardConnectorList,
  watchStandardWallets,
  type WalletRegistry,
} from './wallet-standard';

/** What a wallet-standard adapter holds while connected. */
export interface StandardSession {
  wallet: Wallet;
  accounts: readonly WalletAccount[];
  network: CaipNetwork;
  off: () => void;
}

/** What differs between wallet-standard namespaces when a wallet connects. */
export interface StandardNamespaceRules {
  namespace: ChainNamespace;
  /** Which registered wallets belong to the namespace. */
  accept(wallet: Wallet): boolean;
  /** Where wallets register; default `getWallets()` of @wallet-standard/app (read at mount). */
  registry?: (() => WalletRegistry) | undefined;
  /** The feature that connects ('standard:connect', 'bitcoin:connect') and its input. */
  connectFeature: string;
  connectInput(silent: boolean): unknown;
  /** The wallet's chain for a network (a wallet must list it); throws when the namespace has none. */
  walletChain(network: CaipNetwork): string;
  /** The accounts of a reply or a change that belong to the namespace (default: all). */
  ownAccounts?(accounts: readonly WalletAccount[]): readonly WalletAccount[];
  /** Refuses a connect reply holding accounts the network cannot use (throws). */
  checkAccounts?(accounts: readonly WalletAccount[], network: CaipNetwork): void;
  /** The wallet accounts as walletdock accounts, the one the app shows first. */
  toAccounts(accounts: readonly WalletAccount[], network: CaipNetwork): Account[];
}

type ConnectFeature = { connect(input?: unknown): Promise<unknown> };

/** A network of the adapter as a wallet names it ('solana:mainnet') and as walletdock does (CAIP-2). */
export interface AttachedWalletChain {
  walletChain: string;
  caipNetworkId: string;
}

/** A wallet given to the adapter itself instead of registered on the page, listed as `connector` (the embedded wallet). */
interface AttachedWallet {
  wallet: Wallet;
  connector: Pick<AdapterConnector, 'id' | 'name' | 'type'>;
}

/** The lookups every wallet-standard adapter makes against its networks and its current session. */
export function standardSessionLookups(context: AdapterContext, current: () => StandardSession | undefined) {
  const network = (caipNetworkId?: CaipNetworkId): CaipNetwork => {
    const found = caipNetworkId ? context.networks.find((n) => n.caipNetworkId === caipNetworkId) : context.networks[0];
    if (!found) throw new ChainNotConfiguredError(ErrorMessages.networkNotFound);
    return found;
  };
  const requireSession = (): StandardSession => {
    const session = current();
    if (!session) throw new ConnectorNotConnectedError(ErrorMessages.connectorNotConnected);
    return session;
  };
  const accountOf = (address: string) => {
    const session = requireSession();
    const account = session.accounts.find((a) => a.address === address);
    if (!account) throw new ConnectorAccountNotFoundError(ErrorMessages.connectorAccountNotFound);
    return { ...session, account };
  };
  return { network, requireSession, accountOf };
}

/**
 * The session side of a wallet-standard adapter: `open` connects (or, silent, restores without a
 * prompt and answers undefined instead of failing), and `adapter` holds the ChainAdapter members
 * every wallet-standard namespace shares. The namespace adds reconnect, switching and signing.
 */
export function createStandardSessions(context: AdapterContext, rules: StandardNamespaceRules) {
  const { namespace } = rules;
  const emitter = createAdapterEmitter();
  const watcher = watchStandardWallets(rules.accept, rules.registry);
  const own = rules.ownAccounts ?? ((accounts: readonly WalletAccount[]) => accounts);
  let session: StandardSession | undefined;
  const lookups = standardSessionLookups(context, () => session);
  const attached: AttachedWallet[] = [];
  const attachedOf = (wallet: Wallet) => attached.find((a) => a.wallet === wallet)?.connector;

  // The wallet's `change` events while this session lasts: no account left means disconnected.
  const follow = (wallet: Wallet) =>
    onWalletChange(wallet, (change) => {
      if (!change.accounts || session?.wallet !== wallet) return;
      const next = own(change.accounts);
      if (next.length === 0) {
        session.off();
        session = undefined;
        emitter.emit('disconnect', {});
        return;
      }
      const before = rules.toAccounts(session.accounts, session.network);
      const after = rules.toAccounts(next, session.network);
      session = { ...session, accounts: next };
      if (after[0]?.address !== before[0]?.address || after.length !== before.length) {
        emitter.emit('accountsChanged', { address: after[0]!.address, accounts: after });
      }
    });

  const open = async (connectorId: string, caipNetworkId: CaipNetworkId | undefined, silent: boolean) => {
    const wallet =
      findStandardWallet(watcher.wallets(), connectorId, namespace) ??
      attached.find((a) => a.connector.id === connectorId)?.wallet;
    if (!wallet) {
      if (silent) return undefined;
      throw new NotFoundError(ErrorMessages.providerNotFound);
    }
    const net = lookups.network(caipNetworkId ?? session?.network.caipNetworkId);
    const chain = rules.walletChain(net);
    if (!wallet.chains.includes(chain as Wallet['chains'][number])) {
      throw new ConnectorChainMismatchError(undefined, { connectorChains: wallet.chains, caipNetworkId: chain });
    }
    const feature = requireFeature<ConnectFeature>(wallet, rules.connectFeature);
    const reply = parseWalletReply(
      connectOutputSchema,
      await feature.connect(rules.connectInput(silent)),
      wallet,
      rules.connectFeature,
    );
    rules.checkAccounts?.(reply.accounts, net);
    const walletAccounts = own(reply.accounts);
    const accounts = rules.toAccounts(walletAccounts, net);
    if (accounts.length === 0) {
      if (silent) return undefined;
      throw new ConnectorAccountNotFoundError(ErrorMessages.connectorAccountNotFound);
    }
    session?.off();
    session = { wallet, accounts: walletAccounts, network: net, off: follow(wallet) };
    const listedAs = attachedOf(wallet);
    const connection: AdapterConnection = {
      connectorId: listedAs?.id ?? standardConnectorId(wallet, namespace),
      connectorType: listedAs?.type ?? 'ANNOUNCED',
      address: accounts[0]!.address,
      accounts,
      caipNetworkId: net.caipNetworkId,
      walletInfo: { name: wallet.name, icon: wallet.icon },
    };
    return connection;
  };

  const list = standardConnectorList(watcher, namespace, emitter);
  const getConnectors = (): AdapterConnector[] => [
    ...list.getConnectors(),
    ...attached.map(({ wallet, connector }) => ({
      ...connector,
      chain: namespace,
      imageUrl: wallet.icon,
      provider: wallet,
    })),
  ];
  /**
   * Lists a wallet that is not registered on the page (other code never sees it) as `connector`; `create` gets the
   * adapter's networks as the wallet names them. Returns the call that removes it.
   */
  const attachWallet = (
    create: (chains: readonly AttachedWalletChain[]) => Wallet,
    connector: AttachedWallet['connector'],
  ): (() => void) => {
    const chains = context.networks.flatMap((net) => {
      try {
        return [{ walletChain: rules.walletChain(net), caipNetworkId: net.caipNetworkId }];
      } catch {
        return [];
      }
    });
    const entry = { wallet: create(chains), connector };
    attached.push(entry);
    emitter.emit('connectorsChanged', { connectors: getConnectors() });
    return () => {
      attached.splice(attached.indexOf(entry), 1);
      emitter.emit('connectorsChanged', { connectors: getConnectors() });
    };
  };
  const core = {
    namespace,
    getConnectors,
    mount() {
      watcher.onChange(() => emitter.emit('connectorsChanged', { connectors: getConnectors() }));
      watcher.start();
    },
    async connect({ connectorId, caipNetworkId }) {
      return (await open(connectorId, caipNetworkId, false)) as AdapterConnection;
    },
    // Stops listening to the wallet, then asks it to disconnect if it can.
    async disconnect() {
      const current = session;
      session = undefined;
      if (!current) return;
      current.off();
      if (hasFeature(current.wallet, 'standard:disconnect')) {
        await requireFeature<{ disconnect(): Promise<void> }>(current.wallet, 'standard:disconnect').disconnect();
      }
    },
    on: emitter.on,
    destroy() {
      session?.off();
      session = undefined;
      watcher.stop();
      emitter.clear();
    },
  } satisfies Partial<ChainAdapter>;
  const adapter = { ...core, attachWallet };

  return {
    ...lookups,
    emitter,
    watcher,
    open,
    adapter,
    /** The session's wallet on another configured network (the wallet stays connected). */
    moveTo(network: CaipNetwork): void {
      session = { ...lookups.requireSession(), network };
    },
  };
}
