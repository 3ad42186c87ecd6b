/**
 * The browser-wallet flow of the page's global helpers: find a wallet
 * (window.ethereum, else the first EIP-6963 announcement), switch to the test chain, or add it when the wallet
 * does not know it (4902, a timeout or a not-a-function error). Switch and add time out after 10 s.
 */
import { numberToHex } from 'viem';
import { RpcErrorCode } from 'walletdock';
import { FaucetPageMessages } from '../../shared/messages';
import { z } from 'zod';
import { testChain } from './config';
import { withTimeout } from './WalletButton';

/** Switch and add requests time out after this. */
export const WALLET_REQUEST_TIMEOUT_MS = 10_000;
const TIMEOUT = 'Wallet request timed out';

/** The outcome of a helper, also shown as a toast. */
export interface HelperResult {
  ok: boolean;
  message: string;
}

/** An EIP-1193 provider as far as the helpers use it. */
interface Eip1193 {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

const InfoSchema = z.object({ name: z.string(), rdns: z.string().optional() });
const ProviderErrorSchema = z.object({ code: z.number().optional(), message: z.string().optional() });

const announced: { name: string; provider: unknown }[] = [];
/** Starts listening for EIP-6963 announcements (call once, in the browser). */
export function watchAnnouncedWallets(): void {
  window.addEventListener('eip6963:announceProvider', (event) => {
    const detail = (event as CustomEvent<{ info?: unknown; provider?: unknown }>).detail;
    const info = InfoSchema.safeParse(detail?.info);
    if (info.success && !announced.some((a) => a.provider === detail?.provider))
      announced.push({ name: info.data.name, provider: detail?.provider });
  });
  window.dispatchEvent(new Event('eip6963:requestProvider'));
}

function nameFromFlags(p: Record<string, unknown>): string {
  if (p.isTrust || p.isTrustWallet) return 'Trust Wallet';
  if (p.isCoinbaseWallet) return 'Coinbase Wallet';
  if (p.isRabby) return 'Rabby';
  return 'MetaMask';
}

/** The browser wallet and its name, or undefined when none is installed. */
export function findBrowserWallet(): { name: string; provider: unknown } | undefined {
  const injected = (window as unknown as { ethereum?: unknown }).ethereum;
  if (injected && typeof injected === 'object')
    return { name: nameFromFlags(injected as Record<string, unknown>), provider: injected };
  return announced[0];
}

/** The spec's text for a wallet error (the wallet's own name in the internal-error text). */
export function walletErrorMessage(error: unknown, walletName: string): string {
  const parsed = ProviderErrorSchema.safeParse(error);
  const code = parsed.success ? parsed.data.code : undefined;
  if (code === RpcErrorCode.UserRejected) return FaucetPageMessages.requestCancelled;
  if (code === RpcErrorCode.InvalidParams) return FaucetPageMessages.invalidNetworkParameters;
  if (code === RpcErrorCode.InternalError) return FaucetPageMessages.walletInternalError(walletName);
  return (parsed.success && parsed.data.message) || String(error);
}

function shouldAdd(error: unknown): boolean {
  const parsed = ProviderErrorSchema.safeParse(error);
  if (!parsed.success) return false;
  if (parsed.data.code === RpcErrorCode.UnrecognizedChain) return true;
  const message = parsed.data.message ?? '';
  return message === TIMEOUT || /not a function/i.test(message);
}

const addChainParams = () => ({
  chainId: numberToHex(testChain.id),
  chainName: testChain.name,
  nativeCurrency: testChain.nativeCurrency,
  rpcUrls: testChain.rpcUrls.default.http,
  blockExplorerUrls: testChain.blockExplorers ? [testChain.blockExplorers.default.url] : undefined,
});

/** Switches the browser wallet to the test chain, adding it when needed. */
export async function addTestChain(): Promise<HelperResult> {
  const wallet = findBrowserWallet();
  if (!wallet) return { ok: false, message: FaucetPageMessages.installWallet('MetaMask') };
  const provider = wallet.provider as Partial<Eip1193>;
  // biome-ignore lint/correctness/useHookAtTopLevel: FaucetPageMessages.useWallet is a message ("use <wallet>"), not a hook
  if (typeof provider.request !== 'function') return { ok: false, message: FaucetPageMessages.useWallet(wallet.name) };
  const request = (method: string, params?: unknown) => provider.request!({ method, params });
  const chainId = numberToHex(testChain.id);
  try {
    if ((await request('eth_chainId')) === chainId) return { ok: true, message: FaucetPageMessages.alreadyOnTestChain };
    try {
      await withTimeout(request('wallet_switchEthereumChain', [{ chainId }]), WALLET_REQUEST_TIMEOUT_MS, TIMEOUT);
      return { ok: true, message: `Switched ${wallet.name} to ${testChain.name}!` };
    } catch (error) {
      if (!shouldAdd(error)) throw error;
      await withTimeout(request('wallet_addEthereumChain', [addChainParams()]), WALLET_REQUEST_TIMEOUT_MS, TIMEOUT);
      return { ok: true, message: `${testChain.name} added to ${wallet.name}!` };
    }
  } catch (error) {
    return { ok: false, message: walletErrorMessage(error, wallet.name) };
  }
}
