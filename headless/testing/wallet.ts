import { defineChain, numberToHex, type Address, type Chain, type EIP1193Provider, type LocalAccount } from 'viem';
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { getAssets, watchAsset, type TrackedToken } from './assets';
import { createCallsHandler } from './calls';
import { BehaviorTable } from './behavior';
import { announceProvider, defaultTestWalletInfo, resolveAnnounceTarget, type EIP6963ProviderInfo } from './eip6963';
import { ProviderEmitter } from './emitter';
import { invalidParams, ProviderErrorCode, ProviderErrorMessage, ProviderRpcError } from './errors';
import {
  addChainParams,
  getCapabilitiesParams,
  permissionsParams,
  requestArgumentsSchema,
  switchChainParams,
} from './params';
import { forwardRead, personalSign, sendTransaction, signTypedDataV4, type ChainEntry } from './signing';
import type { RecordedRequest, TestWallet, TestWalletBehavior, TestWalletKey, TestWalletOptions } from './types';

// Signing methods a real wallet may have but this one deliberately does not (so dApps see 4200, not a node answer).
const UNSUPPORTED = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
]);
const isForwardedRead = (method: string) =>
  !UNSUPPORTED.has(method) && (method.startsWith('eth_') || method.startsWith('net_') || method.startsWith('web3_'));

function accountFor(key: TestWalletKey): LocalAccount {
  if (key.privateKey) return privateKeyToAccount(key.privateKey);
  if (key.mnemonic) return mnemonicToAccount(key.mnemonic, { addressIndex: key.addressIndex ?? 0 });
  throw new Error('createTestWallet: give a privateKey or a mnemonic');
}

function entryFor(chain: Chain, rpcUrl?: string): ChainEntry {
  const url = rpcUrl ?? chain.rpcUrls.default?.http[0];
  if (!url) throw new Error(`createTestWallet: chain ${chain.id} has no RPC URL`);
  return { chain, rpcUrl: url };
}

/**
 * Creates an EIP-1193 test wallet signing with a viem local account and forwarding reads to the
 * current chain's RPC. Works in Node and in a page; announces itself by EIP-6963 when a target exists.
 */
export function createTestWallet(options: TestWalletOptions): TestWallet {
  const [first, ...rest] = options.chains;
  if (!first) throw new Error('createTestWallet: chains must hold at least the starting chain');
  let account = accountFor(options);
  const chains = new Map<number, ChainEntry>([[first.id, entryFor(first, options.rpcUrl)]]);
  for (const chain of rest) if (!chains.has(chain.id)) chains.set(chain.id, entryFor(chain));
  let chainId = first.id;
  let permitted = options.connected ?? false;
  const emitter = new ProviderEmitter();
  const behaviors = new BehaviorTable();
  const requests: RecordedRequest[] = [];
  const info: EIP6963ProviderInfo = { ...defaultTestWalletInfo(), ...options.info };
  const announced = new Map<EventTarget, () => void>();
  const tokens: TrackedToken[] = [...(options.assets?.tokens ?? [])];
  const calls =
    options.calls && options.calls !== 'none' ? createCallsHandler(options.calls, options.callsDelegate) : undefined;

  const current = () => chains.get(chainId) as ChainEntry;
  const accounts = (): Address[] => (permitted ? [account.address] : []);
  const requirePermission = () => {
    if (!permitted) throw new ProviderRpcError(ProviderErrorCode.Unauthorized, ProviderErrorMessage.unauthorized);
  };
  const permissions = () =>
    permitted
      ? [
          {
            invoker: (globalThis as { location?: { origin?: string } }).location?.origin ?? 'node',
            parentCapability: 'eth_accounts',
            caveats: [{ type: 'restrictReturnedAccounts', value: [account.address] }],
            date: Date.now(),
          },
        ]
      : [];
  const grant = () => {
    if (permitted) return;
    permitted = true;
    emitter.emit('accountsChanged', accounts());
  };
  const revoke = () => {
    if (!permitted) return;
    permitted = false;
    emitter.emit('accountsChanged', []);
  };
  const switchTo = (id: number) => {
    if (!chains.has(id))
      throw new ProviderRpcError(
        ProviderErrorCode.UnrecognizedChain,
        ProviderErrorMessage.unrecognizedChain(numberToHex(id)),
      );
    if (id === chainId) return;
    chainId = id;
    emitter.emit('chainChanged', numberToHex(id));
  };
  const permissionKeys = (params: unknown): string[] => {
    const parsed = permissionsParams.safeParse(params);
    if (!parsed.success) throw invalidParams('expected [{ eth_accounts: {} }]');
    const keys = Object.keys(parsed.data[0]);
    const unknown = keys.filter((k) => k !== 'eth_accounts');
    if (unknown.length > 0 || keys.length === 0)
      throw invalidParams(`unsupported permission(s): ${unknown.join(', ') || 'none given'}`);
    return keys;
  };

  async function handle(method: string, params: unknown): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        grant();
        return accounts();
      case 'eth_accounts':
        return accounts();
      case 'eth_coinbase':
        return accounts()[0] ?? null;
      case 'eth_chainId':
        return numberToHex(chainId);
      case 'net_version':
        return String(chainId);
      case 'personal_sign':
        requirePermission();
        return personalSign(account, params);
      case 'eth_signTypedData_v4':
        requirePermission();
        return signTypedDataV4(account, params, chainId);
      case 'eth_sendTransaction':
        requirePermission();
        return sendTransaction(account, params, current());
      case 'wallet_switchEthereumChain': {
        const parsed = switchChainParams.safeParse(params);
        if (!parsed.success) throw invalidParams('expected [{ chainId }]');
        switchTo(Number(BigInt(parsed.data[0].chainId)));
        return null;
      }
      case 'wallet_addEthereumChain': {
        const parsed = addChainParams.safeParse(params);
        if (!parsed.success)
          throw invalidParams(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
        const p = parsed.data[0];
        const id = Number(BigInt(p.chainId));
        if (!chains.has(id)) {
          const explorer = p.blockExplorerUrls?.[0];
          const chain = defineChain({
            id,
            name: p.chainName,
            nativeCurrency: p.nativeCurrency,
            rpcUrls: { default: { http: p.rpcUrls } },
            ...(explorer ? { blockExplorers: { default: { name: p.chainName, url: explorer } } } : {}),
          });
          chains.set(id, { chain, rpcUrl: p.rpcUrls[0] as string });
        }
        if (options.switchOnAdd ?? true) switchTo(id);
        return null;
      }
      case 'wallet_requestPermissions':
        permissionKeys(params);
        grant();
        return permissions();
      case 'wallet_getPermissions':
        return permissions();
      case 'wallet_revokePermissions':
        permissionKeys(params);
        revoke();
        return null;
      case 'wallet_getCapabilities': {
        if (options.calls === 'none') break;
        requirePermission();
        const parsed = getCapabilitiesParams.safeParse(params);
        if (!parsed.success) throw invalidParams('expected [address, chainIds?]');
        const [address, filter] = parsed.data;
        if (address.toLowerCase() !== account.address.toLowerCase()) {
          throw new ProviderRpcError(ProviderErrorCode.Unauthorized, ProviderErrorMessage.unauthorized);
        }
        const ids = filter ? filter.map((h) => Number(BigInt(h))) : [...chains.keys()];
        const result: Record<string, Record<string, unknown>> = {};
        for (const id of ids) {
          const caps = options.capabilities
            ? options.capabilities[id]
            : chains.has(id)
              ? {
                  atomic: { status: 'unsupported' },
                  ...calls?.capabilities(),
                  ...(options.assets ? { assetDiscovery: { supported: true } } : {}),
                }
              : undefined;
          if (caps) result[numberToHex(id)] = caps;
        }
        return result;
      }
      case 'wallet_sendCalls':
        if (!calls) break;
        requirePermission();
        return calls.send(account, current(), params);
      case 'wallet_getCallsStatus':
        if (!calls) break;
        return calls.status(current(), params);
      case 'wallet_getAssets':
        if (!options.assets) break; // like most wallets today: 4200
        requirePermission();
        return getAssets(account.address, params, chains, tokens);
      case 'wallet_watchAsset':
        return watchAsset(params, chainId, tokens);
      default:
        if (isForwardedRead(method)) return forwardRead(current(), method, params);
        break;
    }
    throw new ProviderRpcError(ProviderErrorCode.UnsupportedMethod, ProviderErrorMessage.unsupportedMethod(method));
  }

  async function request(args: unknown): Promise<unknown> {
    const parsed = requestArgumentsSchema.safeParse(args);
    if (!parsed.success) throw invalidParams('request expects { method: string, params?: array | object }');
    const { method, params } = parsed.data;
    requests.push({ method, params });
    await behaviors.apply(method);
    return handle(method, params);
  }

  const wallet = {
    request: request as EIP1193Provider['request'],
    on: emitter.on.bind(emitter),
    removeListener: emitter.removeListener.bind(emitter),
    get address() {
      return account.address;
    },
    get chainId() {
      return chainId;
    },
    get connected() {
      return permitted;
    },
    info,
    requests,
    isTestWallet: true as const,
    announce(target?: EventTarget) {
      const resolved = resolveAnnounceTarget(target ?? options.eventTarget);
      if (!resolved) throw new Error('TestWallet.announce: no EventTarget given and no window present');
      announced.get(resolved)?.();
      const stop = announceProvider(resolved, { info, provider: wallet as TestWallet });
      announced.set(resolved, stop);
      return () => {
        stop();
        announced.delete(resolved);
      };
    },
    setBehavior(method: string, behavior: TestWalletBehavior) {
      behaviors.set(method, behavior);
    },
    clearBehavior(method?: string) {
      behaviors.clear(method);
    },
    setAccount(key: TestWalletKey) {
      account = accountFor(key);
      if (permitted) emitter.emit('accountsChanged', accounts());
    },
    setChain(id: number) {
      switchTo(id);
    },
    disconnect() {
      permitted = false;
      emitter.emit(
        'disconnect',
        new ProviderRpcError(ProviderErrorCode.Disconnected, ProviderErrorMessage.disconnected),
      );
    },
  };
  if ((options.announce ?? true) && resolveAnnounceTarget(options.eventTarget)) wallet.announce();
  return wallet;
}
