// The bip122 (Bitcoin) adapter: wallets found through the wallet standard's bitcoin features
// (bitcoin:connect as Xverse, Leather and Phantom expose it), payment + ordinals accounts, BIP-322
// message signing, and PSBT signing / sending when the wallet offers it.
import { base64 } from '@scure/base';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { Account } from '../model/entities';
import { isBitcoinAddress } from '../namespaces/bip122/address';
import { InvalidAddressError } from '../model/errors/validation';
import { UnsupportedError } from '../model/errors/sdk';
import * as ErrorMessages from '../model/error-messages';
import * as TransferMessages from '../model/transfer-messages';
import {
  BitcoinConnect,
  BitcoinSignAndSendTransaction,
  BitcoinSignMessage,
  BitcoinSignTransaction,
  bitcoinSignAndSendOutputSchema,
  bitcoinSignMessageOutputSchema,
  bitcoinSignTransactionOutputSchema,
  type BitcoinFeatures,
  type BitcoinInputToSign,
} from './bip122-features';
import {
  BITCOIN_NETWORKS,
  bitcoinNetwork,
  decodeBitcoinAddress,
  type BitcoinAddressPurpose,
} from '../namespaces/bip122/networks';
import type { AdapterContext, AdapterDefinition, ChainAdapter } from './types';
import {
  findStandardWallet,
  hasFeature,
  parseWalletReply,
  publicKeyHex,
  requireFeature,
  standardConnectorId,
  type WalletRegistry,
} from './wallet-standard';
import { createStandardSessions } from './wallet-standard-session';

/** Options of `bip122Adapter`. */
export interface Bip122AdapterOptions {
  /** Address purposes asked for on connect (default payment and ordinals). */
  purposes?: readonly BitcoinAddressPurpose[];
  /** Where wallets register; default `getWallets()` of @wallet-standard/app (read at mount). */
  registry?: () => WalletRegistry;
}

/** A PSBT to sign: which inputs each connected address signs. */
export interface SignPsbtRequest {
  psbt: Uint8Array;
  /** Address -> input indexes that address signs. */
  signInputs: Readonly<Record<string, readonly number[]>>;
  /** true: the wallet finalises and broadcasts (bitcoin:signAndSendTransaction). */
  broadcast: boolean;
}

/** The bip122 adapter: the common interface plus PSBT signing, which only Bitcoin has. */
export interface Bip122ChainAdapter extends ChainAdapter {
  /** Signs (and with `broadcast`, sends) a PSBT; resolves to the signed PSBT (base64) or the txid. */
  signPsbt(request: SignPsbtRequest): Promise<{ psbt?: string; txid?: string }>;
}

const isBitcoinWallet = (wallet: Wallet) => hasFeature(wallet, BitcoinConnect);

/** The bip122 adapter definition for `options.adapters`. */
export function bip122Adapter(options: Bip122AdapterOptions = {}): AdapterDefinition {
  return { namespace: 'bip122', create: (context) => createBip122Adapter(context, options) };
}

/**
 * Throws unless `address` is a Bitcoin address of `caipNetworkId`; a valid address of another network
 * (say a testnet tb1… on mainnet) is named as such.
 */
export function assertBitcoinAddress(address: string, caipNetworkId: string): void {
  if (isBitcoinAddress(address, caipNetworkId)) return;
  const here = bitcoinNetwork(caipNetworkId)?.name ?? caipNetworkId;
  const elsewhere = Object.entries(BITCOIN_NETWORKS).find(
    ([id]) => id !== caipNetworkId && isBitcoinAddress(address, id),
  );
  const message = elsewhere
    ? `Address "${address}" belongs to ${elsewhere[1].name}, not ${here}`
    : `Invalid Bitcoin address "${address}" for ${here}`;
  throw new InvalidAddressError(message, { address, namespace: 'bip122' });
}

/** Account type of a wallet address: key-path taproot addresses serve ordinals, the rest payments. */
function accountType(account: WalletAccount, caipNetworkId: string): Account['type'] {
  return decodeBitcoinAddress(account.address, caipNetworkId)?.type === 'tr' ? 'ordinal' : 'payment';
}

function createBip122Adapter(context: AdapterContext, options: Bip122AdapterOptions): Bip122ChainAdapter {
  const toAccounts = (accounts: readonly WalletAccount[], caipNetworkId: string): Account[] =>
    accounts
      .map((a) => ({
        namespace: 'bip122' as const,
        address: a.address,
        type: accountType(a, caipNetworkId),
        publicKey: publicKeyHex(a),
      }))
      // The payment address is the one the app shows and pays from: it goes first.
      .sort((a, b) => Number(a.type !== 'payment') - Number(b.type !== 'payment'));
  const sessions = createStandardSessions(context, {
    namespace: 'bip122',
    accept: isBitcoinWallet,
    registry: options.registry,
    connectFeature: BitcoinConnect,
    // bitcoin:connect has no silent mode (see reconnect).
    connectInput: () => ({ purposes: options.purposes ?? ['payment', 'ordinals'] }),
    walletChain: (net) => bitcoinNetwork(net.caipNetworkId)?.walletChain ?? net.caipNetworkId,
    // Addresses of another network would sign for the wrong chain: refuse them rather than show them.
    checkAccounts(accounts, net) {
      const wrong = accounts.find((a) => !isBitcoinAddress(a.address, net.caipNetworkId));
      if (wrong) assertBitcoinAddress(wrong.address, net.caipNetworkId);
    },
    toAccounts: (accounts, net) => toAccounts(accounts, net.caipNetworkId),
  });
  const { open, requireSession, watcher, emitter } = sessions;

  // A wrong-network address is named as such before the account lookup says "not found".
  const accountOf = (address: string) => {
    assertBitcoinAddress(address, requireSession().network.caipNetworkId);
    return sessions.accountOf(address);
  };

  return {
    ...sessions.adapter,
    // bitcoin:connect has no silent mode: a saved bitcoin connection is restored only if the wallet
    // still lists authorised accounts on its own.
    async reconnect({ connectorId }) {
      watcher.start();
      const wallet = connectorId ? findStandardWallet(watcher.wallets(), connectorId, 'bip122') : undefined;
      if (!wallet || !connectorId || wallet.accounts.length === 0) return undefined;
      return open(connectorId, undefined, true);
    },
    async switchNetwork({ caipNetwork }) {
      // Bitcoin addresses differ per network: switching means connecting again on the other one.
      const current = requireSession();
      await open(standardConnectorId(current.wallet, 'bip122'), caipNetwork.caipNetworkId, false);
      emitter.emit('chainChanged', { caipNetworkId: caipNetwork.caipNetworkId });
    },
    async signMessage({ message, address }) {
      const { wallet, account } = accountOf(address);
      const feature = requireFeature<NonNullable<BitcoinFeatures[typeof BitcoinSignMessage]>>(
        wallet,
        BitcoinSignMessage,
      );
      const reply = await feature.signMessage({ account, message: new TextEncoder().encode(message) });
      return base64.encode(
        parseWalletReply(bitcoinSignMessageOutputSchema, reply, wallet, BitcoinSignMessage)[0]!.signature,
      );
    },
    async sendTransaction() {
      // Only eip155 and solana are sendable; Bitcoin sends go through signPsbt.
      throw new UnsupportedError(TransferMessages.sendNamespaceUnsupported('bip122'));
    },
    async getBalance() {
      // Balances exist for eip155 and solana only.
      throw new UnsupportedError(ErrorMessages.tokenBalanceUnavailable);
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      const current = requireSession();
      const inputsToSign: BitcoinInputToSign[] = Object.entries(signInputs).map(([address, indexes]) => ({
        account: accountOf(address).account,
        signingIndexes: [...indexes],
      }));
      const chain = bitcoinNetwork(current.network.caipNetworkId)?.walletChain;
      const input = { psbt, inputsToSign, ...(chain ? { chain } : {}) };
      if (broadcast) {
        const feature = requireFeature<NonNullable<BitcoinFeatures[typeof BitcoinSignAndSendTransaction]>>(
          current.wallet,
          BitcoinSignAndSendTransaction,
        );
        const reply = await feature.signAndSendTransaction(input);
        return {
          txid: parseWalletReply(
            bitcoinSignAndSendOutputSchema,
            reply,
            current.wallet,
            BitcoinSignAndSendTransaction,
          )[0]!.txId,
        };
      }
      const feature = requireFeature<NonNullable<BitcoinFeatures[typeof BitcoinSignTransaction]>>(
        current.wallet,
        BitcoinSignTransaction,
      );
      const reply = await feature.signTransaction(input);
      return {
        psbt: base64.encode(
          parseWalletReply(bitcoinSignTransactionOutputSchema, reply, current.wallet, BitcoinSignTransaction)[0]!
            .signedPsbt,
        ),
      };
    },
  };
}
