// The solana adapter: wallets found through the wallet standard, connected with standard:connect,
// signing with solana:signMessage / signTransaction / signAndSendTransaction, transfers built with
// @solana/web3.js, reads and submissions through the `SolanaRpc` seam.
import { base58 } from '@scure/base';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import * as z from 'zod/mini';
import { isSolanaAddress } from '../namespaces/solana/address';
import { ChainNotConfiguredError, ConnectorChainMismatchError } from '../model/errors/connector';
import { InvalidAddressError, InvalidInputError } from '../model/errors/validation';
import { UnsupportedError } from '../model/errors/sdk';
import * as ErrorMessages from '../model/error-messages';
import * as TransferMessages from '../model/transfer-messages';
import type { CaipNetwork } from '../model/network';
import { createConnectionRpc, loadWeb3, solanaWalletChain, type SolanaRpc } from '../namespaces/solana/rpc';
import type { AdapterContext, AdapterDefinition, ChainAdapter } from './types';
import type { SendTransactionRequest } from '../model/transfer';
import type { TransferClient } from '../model/transfer';
import {
  bytesSchema,
  hasFeature,
  parseWalletReply,
  publicKeyHex,
  requireFeature,
  type WalletRegistry,
} from './wallet-standard';
import { createStandardSessions } from './wallet-standard-session';

/** Options of `solanaAdapter`. */
export interface SolanaAdapterOptions {
  /** The RPC per network; default a web3.js Connection to customRpcUrls[id][0] or the network's default URL. */
  rpc?: SolanaRpc | ((network: CaipNetwork) => SolanaRpc);
  /** Where wallets register; default `getWallets()` of @wallet-standard/app (read at mount). */
  registry?: () => WalletRegistry;
}

type SignMessageFeature = {
  signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]): Promise<unknown>;
};
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
    throw new InvalidAddressError(`Invalid ${what} "${address}": expected base58, 32 to 44 characters`, {
      address,
      namespace: 'solana',
    });
  }
}

function createSolanaAdapter(context: AdapterContext, options: SolanaAdapterOptions): ChainAdapter {
  const rpcs = new Map<string, SolanaRpc>();
  const walletChainOf = (net: CaipNetwork) => {
    const chain = solanaWalletChain(net.caipNetworkId);
    if (!chain) throw new UnsupportedError(ErrorMessages.chainNotSupported);
    return chain;
  };
  const sessions = createStandardSessions(context, {
    namespace: 'solana',
    accept: isSolanaWallet,
    registry: options.registry,
    connectFeature: 'standard:connect',
    connectInput: (silent) => (silent ? { silent: true } : undefined),
    walletChain: walletChainOf,
    ownAccounts: (accounts) => accounts.filter((a) => a.chains.some((c) => c.startsWith('solana:'))),
    toAccounts: (accounts) =>
      accounts.map((a) => ({ namespace: 'solana', address: a.address, type: 'eoa', publicKey: publicKeyHex(a) })),
  });
  const { network, requireSession, accountOf, open, watcher, emitter } = sessions;

  const rpcFor = (net: CaipNetwork): SolanaRpc => {
    if (options.rpc && typeof options.rpc !== 'function') return options.rpc;
    let rpc = rpcs.get(net.caipNetworkId);
    if (!rpc) {
      const url = context.customRpcUrls[net.caipNetworkId]?.[0] ?? net.rpcUrls.default.http[0];
      if (!options.rpc && !url) throw new ChainNotConfiguredError(ErrorMessages.networkNotFound);
      rpc = options.rpc ? options.rpc(net) : createConnectionRpc(url as string);
      rpcs.set(net.caipNetworkId, rpc);
    }
    return rpc;
  };

  /** Builds a legacy SOL transfer (legacy is the one version every wallet signs). */
  const buildTransfer = async (from: string, request: SendTransactionRequest, net: CaipNetwork) => {
    assertSolanaAddress(request.to, 'receiver address');
    if (request.data && request.data !== '0x') {
      throw new InvalidInputError('Solana transfers carry no data: build the transaction and sign it with the wallet');
    }
    if (request.value === undefined || request.value <= 0n) {
      throw new InvalidInputError(TransferMessages.sendAmountRequired);
    }
    const [{ PublicKey, SystemProgram, TransactionMessage, VersionedTransaction }, { blockhash }] = await Promise.all([
      loadWeb3(),
      rpcFor(net).getLatestBlockhash(),
    ]);
    const payer = new PublicKey(from);
    const message = new TransactionMessage({
      payerKey: payer,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({ fromPubkey: payer, toPubkey: new PublicKey(request.to), lamports: request.value }),
      ],
    }).compileToLegacyMessage();
    return new VersionedTransaction(message).serialize();
  };

  /** Has the connected wallet sign and send an unsigned wire transaction (or sign it and we send it). */
  const submit = async (transaction: Uint8Array, net: CaipNetwork): Promise<string> => {
    const current = requireSession();
    const { wallet, account } = accountOf(current.accounts[0]!.address);
    const chain = walletChainOf(net);
    if (hasFeature(wallet, 'solana:signAndSendTransaction')) {
      const feature = requireFeature<SignAndSendFeature>(wallet, 'solana:signAndSendTransaction');
      const reply = await feature.signAndSendTransaction({ account, transaction, chain });
      return base58.encode(
        parseWalletReply(signAndSendOutput, reply, wallet, 'solana:signAndSendTransaction')[0]!.signature,
      );
    }
    const feature = requireFeature<SignTransactionFeature>(wallet, 'solana:signTransaction');
    const reply = await feature.signTransaction({ account, transaction, chain });
    const signed = parseWalletReply(signTransactionOutput, reply, wallet, 'solana:signTransaction')[0]!
      .signedTransaction;
    return rpcFor(net).sendRawTransaction(signed);
  };
  let transfers: Promise<TransferClient> | undefined;

  return {
    ...sessions.adapter,
    async reconnect({ connectorId }) {
      watcher.start();
      return connectorId ? open(connectorId, undefined, true) : undefined;
    },
    async switchNetwork({ caipNetwork }) {
      // Wallet-standard wallets have no switch request: the app picks the chain per request.
      const current = requireSession();
      const chain = walletChainOf(caipNetwork);
      if (!current.wallet.chains.includes(chain)) {
        throw new ConnectorChainMismatchError(undefined, {
          connectorChains: current.wallet.chains,
          caipNetworkId: chain,
        });
      }
      sessions.moveTo(caipNetwork);
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
      return submit(await buildTransfer(current.accounts[0]!.address, request, net), net);
    },
    transfers: () =>
      (transfers ??= import('../namespaces/solana/transfers').then(({ createSolanaTransfers }) =>
        createSolanaTransfers({ rpcFor, submit }),
      )),
    async getBalance({ address, caipNetwork }) {
      assertSolanaAddress(address);
      const value = await rpcFor(caipNetwork).getBalance(address);
      return { value, decimals: caipNetwork.nativeCurrency.decimals, symbol: caipNetwork.nativeCurrency.symbol };
    },
  };
}
