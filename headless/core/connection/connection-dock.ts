// What the connection capability's instance-level helpers (its mutation options, the multi-namespace connect, the
// SSR initial state) read and call of an instance: the connection and connector stores, the adapters and the
// connection actions. A WalletDock has all of it; naming this instead keeps connection/ below the floor that
// assembles the instance (dock/), and every capability above extends it (instance/dock-core.ts).
import type { AccountType } from '../model/constants';
import type { CaipNetworkId, ChainNamespace } from '../model/caip';
import type { CaipNetwork } from '../model/network';
import type { Store } from '../model/store';
import type { AdapterBalance, SendTransactionRequest } from '../model/transfer';
import type { AdapterConnection, AdapterConnector, ChainAdapter } from '../adapters/types';
import type { ModalState } from '../modal/modal';
import type { ConnectParameters } from './connection';
import type { ConnectionState } from './startup';

/** An instance as the connection capability reads it (a WalletDock is one). */
export interface ConnectionDock {
  readonly options: { readonly defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>> | undefined };
  readonly networks: readonly CaipNetwork[];
  readonly adapters: Readonly<Partial<Record<ChainNamespace, ChainAdapter>>>;
  readonly stores: {
    readonly connection: Store<ConnectionState>;
    readonly connectors: Store<readonly AdapterConnector[]>;
    readonly modal: Store<ModalState>;
  };
  connect(parameters: ConnectParameters): Promise<AdapterConnection>;
  disconnect(parameters?: { namespace?: ChainNamespace | undefined }): Promise<void>;
  switchNetwork(parameters: { caipNetworkId: CaipNetworkId; namespace?: ChainNamespace | undefined }): Promise<void>;
  /** Signs `message` with the active account of `namespace`; rejects with a WalletDockError (USER_REJECTED on 4001). */
  signMessage(parameters: { message: string; namespace?: ChainNamespace | undefined }): Promise<string>;
  /** Sends from the active account of `namespace`; resolves with the hash; rejects with a WalletDockError. */
  sendTransaction(parameters: SendTransactionRequest & { namespace?: ChainNamespace | undefined }): Promise<string>;
  getBalance(parameters: { address: string; caipNetworkId: CaipNetworkId }): Promise<AdapterBalance>;
  /** The adapter of a namespace (throws "Adapter not found"). */
  getAdapter(namespace?: ChainNamespace): ChainAdapter;
}
