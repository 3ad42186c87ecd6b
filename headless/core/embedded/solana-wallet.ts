// The embedded wallet's solana side as a wallet-standard wallet, given to walletdock's solana adapter (not registered
// on the page: other code on the page never sees it). It connects with the frame's signed-in user and signs through
// the frame's solana_* requests (each waits for the user's click in the frame). Bytes cross as base58 / base64 text,
// encoded by @scure/base, loaded when the wallet is first used (an app pays for it at its first solana login).
import type { IdentifierArray, Wallet, WalletAccount } from '@wallet-standard/base';
import { ConnectorAccountNotFoundError, ConnectorNotConnectedError } from '../model/errors/connector';
import { WalletRpcError } from '../model/errors/rpc';
import * as ErrorMessages from '../model/error-messages';
import type { EmbeddedWallet, FrameUser } from './types';

/** A wallet-standard chain ('solana:mainnet') and the CAIP-2 network the frame knows it by. */
export interface EmbeddedSolanaChain {
  walletChain: string;
  caipNetworkId: string;
}

// A neutral envelope icon (the standard requires a data URI).
const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyNCAyNCI+PHJlY3Qgd2lkdGg9IjI0IiBoZWlnaHQ9IjI0IiByeD0iNiIgZmlsbD0iIzI1NjNlYiIvPjxwYXRoIGQ9Ik01IDhsNyA1IDctNU01IDhoMTR2OUg1eiIgc3Ryb2tlPSIjZmZmIiBmaWxsPSJub25lIi8+PC9zdmc+';

const FEATURES = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const;
const encodings = () => import('@scure/base');
const solanaAddress = (user: FrameUser | null) => user?.accounts.find((a) => a.namespace === 'solana')?.address;

const text = (value: unknown, field: string): string => {
  const v = (value as Record<string, unknown> | null)?.[field];
  if (typeof v !== 'string') throw new WalletRpcError(ErrorMessages.anErrorOccurred);
  return v;
};

/** The wallet-standard wallet of an instance's embedded wallet on the given solana networks. */
export function embeddedSolanaWallet(wallet: EmbeddedWallet, chains: readonly EmbeddedSolanaChain[]): Wallet {
  const listeners = new Set<(properties: { accounts: readonly WalletAccount[] }) => void>();
  const walletChains = chains.map((c) => c.walletChain) as unknown as IdentifierArray;
  let connected = false;
  let account: WalletAccount | undefined;
  // The public key is the address's bytes (decoded once the encodings are loaded, which connecting does first).
  let decode: ((address: string) => Uint8Array) | undefined;
  const toAccount = (address: string): WalletAccount => ({
    address,
    publicKey: decode ? decode(address) : new Uint8Array(),
    chains: walletChains,
    features: FEATURES,
  });
  const emit = () => {
    for (const listener of [...listeners]) listener({ accounts: account ? [account] : [] });
  };
  // The frame's user changes: another account, or none (signed out, session ended).
  wallet.store.subscribe(() => {
    if (!connected) return;
    const address = solanaAddress(wallet.store.getState().user);
    if (address === account?.address) return;
    account = address ? toAccount(address) : undefined;
    if (!account) connected = false;
    emit();
  });
  const caipOf = (walletChain: string | undefined) =>
    chains.find((c) => c.walletChain === walletChain)?.caipNetworkId ?? (chains[0]?.caipNetworkId as string);
  const request = (walletChain: string | undefined, method: string, params: unknown) =>
    wallet.load().then((c) => c.request(caipOf(walletChain), method, params));
  const mine = (input: { account: WalletAccount }) => {
    if (!account || input.account.address !== account.address) {
      throw new ConnectorAccountNotFoundError(ErrorMessages.connectorAccountNotFound);
    }
  };
  type TxInput = {
    account: WalletAccount;
    transaction: Uint8Array;
    chain?: string;
    options?: { skipPreflight?: boolean; maxRetries?: number };
  };

  return {
    version: '1.0.0',
    name: wallet.options.name,
    icon: ICON,
    chains: walletChains,
    get accounts() {
      return account ? [account] : [];
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          const { base58 } = await encodings();
          decode = (address) => base58.decode(address);
          const user = input?.silent ? await wallet.restore() : wallet.store.getState().user;
          const address = solanaAddress(user);
          if (!address) {
            if (input?.silent) return { accounts: [] };
            throw new ConnectorNotConnectedError(ErrorMessages.connectorNotConnected);
          }
          connected = true;
          account = toAccount(address);
          return { accounts: [account] };
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          connected = false;
          account = undefined;
          await wallet.signOut();
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: (properties: { accounts: readonly WalletAccount[] }) => void) {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
          const { base58 } = await encodings();
          const out = [];
          for (const input of inputs) {
            mine(input);
            const result = await request(undefined, 'solana_signMessage', {
              message: base58.encode(input.message),
              pubkey: input.account.address,
            });
            out.push({ signedMessage: input.message, signature: base58.decode(text(result, 'signature')) });
          }
          return out;
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(...inputs: TxInput[]) {
          const { base64 } = await encodings();
          const out = [];
          for (const input of inputs) {
            mine(input);
            const result = await request(input.chain, 'solana_signTransaction', {
              transaction: base64.encode(input.transaction),
            });
            out.push({ signedTransaction: base64.decode(text(result, 'transaction')) });
          }
          return out;
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(...inputs: TxInput[]) {
          const { base58, base64 } = await encodings();
          const out = [];
          for (const input of inputs) {
            mine(input);
            const params = {
              transaction: base64.encode(input.transaction),
              ...(input.options
                ? { options: { skipPreflight: input.options.skipPreflight, maxRetries: input.options.maxRetries } }
                : {}),
            };
            const result = await request(input.chain, 'solana_signAndSendTransaction', params);
            out.push({ signature: base58.decode(text(result, 'signature')) });
          }
          return out;
        },
      },
    },
  };
}
