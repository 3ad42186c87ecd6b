// The solana adapter: wallets found through the wallet standard, connected with standard:connect,
// signing with solana:signMessage / signTransaction / signAndSendTransaction, transfers built with
// @solana/web3.js, reads and submissions through the `SolanaRpc` seam.
import { base58 } from '@scure/base';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import * as z from 'zod/mini';
import type { Account } from '../connection/account';
import { isSolanaAddress } from '../model/address';
import type { CaipNetworkId } from '../model/caip';
import { WalletDockError } from '../model/errors';
import * as ErrorMessages from '../model/error-messages';
import type { CaipNetwork } from '../connection/network';
import { createConnectionRpc, loadWeb3, solanaWalletChain, type SolanaRpc } from './solana-rpc';
import type { AdapterConnection, AdapterContext, AdapterDefinition, ChainAdapter, SendTransactionRequest } from './types';
import {
  bytesSchema,
  connectOutputSchema,
  createAdapterEmitter,
  findStandardWallet,
  hasFeature,
  onWalletChange,
  parseWalletReply,
  publicKeyHex,
  requireFeature,
  standardConnectorList,
  standardSessionLookups,
  type StandardSession,
  endStandardSession,
  standardConnectorId,
  watchStandardWallets,
  type WalletRegistry,
} from './wallet-standard';

/** Options of `solanaAdapter`. */
export interface SolanaAdapterOptions {
  /** The RPC per network; default a web3.js Connection to customRpcUrls[id][0] or the network's default URL. */
  rpc?: SolanaRpc | ((network: CaipNetwork) => SolanaRpc);
  /** Where wallets register; default `getWallets()` of @wallet-standard/app (read at mount). */
  registry?: () => WalletRegistry;
}

type ConnectFeature = { connect(input?: { silent?: boolean }): Promise<unknown> };
type SignMessageFeature = { signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]): Promise<unknown> };
type SignTxInput = { account: WalletAccount; transaction: Uint8Array; chain: string };
type SignTransactionFeature = { signTransaction(...inputs: SignTxInput[]): Promise<unknown> };
type SignAndSendFeature = { signAndSendTransaction(...inputs: SignTxInput[]): Promise<unknown> };

const bytes = bytesSchema;
const signature64 = bytes.check(z.refine((b) => b.length === 64, 'Expected a 64-byte signature'));
const signMessageOutput = z.array(z.object({ signature: signature64 })).check(z.minLength(1));
const signTransactionOutput = z.array(z.object({ signedTransaction: bytes })).check(z.minLength(1));
const signAndSendOutput = z.array(z.object({ signature: signature64 })).check(z.minLength(1));

const isSolanaWallet = (wallet: Wallet) =>
  hasFeature(wallet, 'standard:connect') && wallet.chains.some((chain) => chain.startsWith('solana:'));

/** The solana adapter definition for `options.adapters`. */
export function solanaAdapter(options: SolanaAdapterOptions = {}): AdapterDefinition {
  return { namespace: 'solana', create: (context) => createSolanaAdapter(context, options) };
}

/** Throws the plain-words error for a string that is not a Solana address (base58, 32 bytes). */
export function assertSolanaAddress(address: string, what = 'Solana address'): void {
  if (!isSolanaAddress(address)) {
    throw new WalletDockError(`Invalid ${what} "${address}": expected base58, 32 to 44 characters`, { code: 'INVALID_ADDRESS' });
  }
}

function createSolanaAdapter(context: AdapterContext, options: SolanaAdapterOptions): ChainAdapter {
  const emitter = createAdapterEmitter();
  const watcher = watchStandardWallets(isSolanaWallet, options.registry);
  const rpcs = new Map<string, SolanaRpc>();
  let session: StandardSession | undefined;
  const { network, requireSession, accountOf } = standardSessionLookups(context, () => session);

  const rpcFor = (net: CaipNetwork): SolanaRpc => {
    if (options.rpc && typeof options.rpc !== 'function') return options.rpc;
    let rpc = rpcs.get(net.caipNetworkId);
    if (!rpc) {
      const url = context.customRpcUrls[net.caipNetworkId]?.[0] ?? net.rpcUrls.default.http[0];
      if (!options.rpc && !url) throw new WalletDockError(ErrorMessages.networkNotFound, { code: 'CHAIN_NOT_CONFIGURED' });
      rpc = options.rpc ? options.rpc(net) : createConnectionRpc(url as string);
      rpcs.set(net.caipNetworkId, rpc);
    }
    return rpc;
  };
  const walletChainOf = (net: CaipNetwork) => {
    const chain = solanaWalletChain(net.caipNetworkId);
    if (!chain) throw new WalletDockError(ErrorMessages.chainNotSupported, { code: 'UNSUPPORTED' });
    return chain;
  };
  const toAccounts = (accounts: readonly WalletAccount[]): Account[] =>
    accounts.map((a) => ({ namespace: 'solana', address: a.address, type: 'eoa', publicKey: publicKeyHex(a) }));

  const open = async (connectorId: string, caipNetworkId: CaipNetworkId | undefined, silent: boolean) => {
    const wallet = findStandardWallet(watcher.wallets(), connectorId, 'solana');
    if (!wallet) {
      if (silent) return undefined;
      throw new WalletDockError(ErrorMessages.providerNotFound, { code: 'NOT_FOUND' });
    }
    const net = network(caipNetworkId ?? session?.network.caipNetworkId);
    const chain = walletChainOf(net);
    if (!wallet.chains.includes(chain)) {
      throw new WalletDockError(ErrorMessages.connectorChainMismatch(wallet.chains.join(', '), chain), { code: 'CONNECTOR_CHAIN_MISMATCH' });
    }
    const feature = requireFeature<ConnectFeature>(wallet, 'standard:connect');
    const reply = parseWalletReply(connectOutputSchema, await feature.connect(silent ? { silent: true } : undefined), wallet, 'standard:connect');
    const accounts = reply.accounts.filter((a) => a.chains.some((c) => c.startsWith('solana:')));
    if (accounts.length === 0) {
      if (silent) return undefined;
      throw new WalletDockError(ErrorMessages.connectorAccountNotFound, { code: 'CONNECTOR_ACCOUNT_NOT_FOUND' });
    }
    session?.off();
    const off = onWalletChange(wallet, (change) => {
      if (!change.accounts || session?.wallet !== wallet) return;
      const next = change.accounts.filter((a) => a.chains.some((c) => c.startsWith('solana:')));
      if (next.length === 0) {
        session.off();
        session = undefined;
        emitter.emit('disconnect', {});
        return;
      }
      const changed = next[0]?.address !== session.accounts[0]?.address || next.length !== session.accounts.length;
      session = { ...session, accounts: next };
      if (changed) emitter.emit('accountsChanged', { address: next[0]!.address, accounts: toAccounts(next) });
    });
    session = { wallet, accounts, network: net, off };
    const connection: AdapterConnection = {
      connectorId: standardConnectorId(wallet, 'solana'),
      connectorType: 'ANNOUNCED',
      address: accounts[0]!.address,
      accounts: toAccounts(accounts),
      caipNetworkId: net.caipNetworkId,
      walletInfo: { name: wallet.name, icon: wallet.icon },
    };
    return connection;
  };

  /** Builds a legacy SOL transfer (legacy is the one version every wallet signs). */
  const buildTransfer = async (from: string, request: SendTransactionRequest, net: CaipNetwork) => {
    assertSolanaAddress(request.to, 'receiver address');
    if (request.data && request.data !== '0x') {
      throw new WalletDockError('Solana transfers carry no data: build the transaction and sign it with the wallet', { code: 'INVALID_INPUT' });
    }
    if (request.value === undefined || request.value <= 0n) {
      throw new WalletDockError(ErrorMessages.sendAmountRequired, { code: 'INVALID_INPUT' });
    }
    const [{ PublicKey, SystemProgram, TransactionMessage, VersionedTransaction }, { blockhash }] = await Promise.all([
      loadWeb3(),
      rpcFor(net).getLatestBlockhash(),
    ]);
    const payer = new PublicKey(from);
    const message = new TransactionMessage({
      payerKey: payer,
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: payer, toPubkey: new PublicKey(request.to), lamports: request.value })],
    }).compileToLegacyMessage();
    return new VersionedTransaction(message).serialize();
  };

  return {
    namespace: 'solana',
    ...standardConnectorList(watcher, 'solana', emitter),
    async connect({ connectorId, caipNetworkId }) {
      return (await open(connectorId, caipNetworkId, false)) as AdapterConnection;
    },
    async reconnect({ connectorId }) {
      watcher.start();
      return connectorId ? open(connectorId, undefined, true) : undefined;
    },
    async disconnect() {
      const current = session;
      session = undefined;
      await endStandardSession(current);
    },
    async switchNetwork({ caipNetwork }) {
      // Wallet-standard wallets have no switch request: the app picks the chain per request.
      const current = requireSession();
      const chain = walletChainOf(caipNetwork);
      if (!current.wallet.chains.includes(chain)) {
        throw new WalletDockError(ErrorMessages.connectorChainMismatch(current.wallet.chains.join(', '), chain), { code: 'CONNECTOR_CHAIN_MISMATCH' });
      }
      session = { ...current, network: caipNetwork };
      emitter.emit('chainChanged', { caipNetworkId: caipNetwork.caipNetworkId });
    },
    async signMessage({ message, address }) {
      assertSolanaAddress(address);
      const { wallet, account } = accountOf(address);
      const feature = requireFeature<SignMessageFeature>(wallet, 'solana:signMessage');
      const reply = await feature.signMessage({ account, message: new TextEncoder().encode(message) });
      return base58.encode(parseWalletReply(signMessageOutput, reply, wallet, 'solana:signMessage')[0]!.signature);
    },
    async sendTransaction(request) {
      const current = requireSession();
      const net = request.caipNetworkId ? network(request.caipNetworkId) : current.network;
      const { wallet, account } = accountOf(current.accounts[0]!.address);
      const chain = walletChainOf(net);
      const transaction = await buildTransfer(account.address, request, net);
      if (hasFeature(wallet, 'solana:signAndSendTransaction')) {
        const feature = requireFeature<SignAndSendFeature>(wallet, 'solana:signAndSendTransaction');
        const reply = await feature.signAndSendTransaction({ account, transaction, chain });
        return base58.encode(parseWalletReply(signAndSendOutput, reply, wallet, 'solana:signAndSendTransaction')[0]!.signature);
      }
      const feature = requireFeature<SignTransactionFeature>(wallet, 'solana:signTransaction');
      const reply = await feature.signTransaction({ account, transaction, chain });
      const signed = parseWalletReply(signTransactionOutput, reply, wallet, 'solana:signTransaction')[0]!.signedTransaction;
      return rpcFor(net).sendRawTransaction(signed);
    },
    async getBalance({ address, caipNetwork }) {
      assertSolanaAddress(address);
      const value = await rpcFor(caipNetwork).getBalance(address);
      return { value, decimals: caipNetwork.nativeCurrency.decimals, symbol: caipNetwork.nativeCurrency.symbol };
    },
    on: emitter.on,
    destroy() {
      session?.off();
      session = undefined;
      watcher.stop();
      emitter.clear();
    },
  };
}
