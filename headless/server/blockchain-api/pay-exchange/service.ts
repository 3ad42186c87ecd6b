// One API instance's sandbox exchange for Pay: the test chains it pays on, a payer per chain (the on-ramp's payer over
// the sessions' table, so payouts keep its one-payout-per-session and crash rules), and the token metadata a session
// is priced in. An exchange in the PayExchangeProvider sense: it lists itself, starts sessions, reports their status.
import { decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { PayExchange } from '../../../core/api/pay-exchange-schemas';
import type { Database } from '../../db';
import { RateLimiter, type Metrics } from '../../http';
import type { ServerLogger } from '../../log';
import { outageOf } from '../../unavailable';
import type { ApiChain } from '../chains';
import { isSandboxChain } from '../onramp/offer';
import { startSandboxPayer, type SandboxPayer } from '../onramp/payer';
import type { ChainRpc } from '../rpc';
import { PAY_EXCHANGE_LEDGER } from './session';

/** Options of createBlockchainApi's sandbox exchange. */
export interface PayExchangeServerOptions {
  /**
   * The sandbox exchange's funded key (0x + 64 hex): it pays each completed session, in the asset asked (it must hold
   * the tokens, and coin for gas). Without it the exchange list is empty and sessions answer 503. A key of its own:
   * the payer owns its nonces.
   */
  payoutKey?: Hex;
  /** How long a session can be completed (ms, default 30 minutes). */
  sessionTtlMs?: number;
  /** The API's address as browsers reach it, for session URLs (default: the URL it listens on). */
  publicUrl?: string;
  /** How long "complete" waits for the payout's receipt before answering IN_PROGRESS (ms, default 20 s). */
  completeWaitMs?: number;
  /** Payout lease lifetime (ms; default the indexer's). */
  leaseMs?: number;
  /** How often the payer looks at its open payouts (ms, default 250). */
  pollMs?: number;
}

/** The one exchange this server offers. */
export const SANDBOX_EXCHANGE: PayExchange = {
  id: 'sandbox',
  name: 'Sandbox Exchange',
  imageUrl: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#f59e0b"/><path d="M12 16h16l-4-4M28 24H12l4 4" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  )}`,
};

/** What a session's asset is: its symbol and decimals, and how a payout of `value` base units is made. */
export interface ExchangeAsset {
  symbol: string;
  decimals: number;
  payout(recipient: string, value: bigint): { valueWei: bigint; callTo: string | null; callData: Hex | null };
}

/** The sandbox exchange of one API instance. */
export interface PayExchangeService {
  /** Test chains it pays on (empty without a payout key). */
  chains: readonly ApiChain[];
  payerAddress: string;
  db: Database;
  sessionTtlMs: number;
  completeWaitMs: number;
  trustProxy: number;
  limiters: { session: RateLimiter; complete: RateLimiter };
  publicUrl(): string;
  setListenUrl(url: string): void;
  /** The asset on `chain`: 'native' or a token address (lower-case); undefined when it is not an ERC-20 there. */
  assetOf(chain: ApiChain, asset: string): Promise<ExchangeAsset | undefined>;
  wake(chainId: number): void;
  close(): Promise<void>;
}

/** Starts the sandbox exchange: the served test chains and a payer on each. */
export async function startPayExchange(input: {
  db: Database;
  chains: readonly ApiChain[];
  rpcOf(chainId: number): ChainRpc;
  options: PayExchangeServerOptions;
  instanceId: string;
  leaseMs: number;
  trustProxy: number;
  metrics: Metrics;
  logger: ServerLogger;
}): Promise<PayExchangeService> {
  const { db, options, metrics } = input;
  const account = options.payoutKey ? privateKeyToAccount(options.payoutKey) : undefined;
  const chains: ApiChain[] = [];
  if (account) for (const chain of input.chains) if (await isSandboxChain(chain.chainId)) chains.push(chain);
  const payers = new Map<number, SandboxPayer>();
  if (account) {
    for (const event of ['signed', 'confirmed', 'failed', 'requeued', 'rebroadcast'])
      metrics.add(`blockchain_api_pay_exchange_payouts_total{event="${event}"}`, 0);
    for (const chain of chains)
      payers.set(
        chain.chainId,
        startSandboxPayer({
          db,
          chain,
          rpc: input.rpcOf(chain.chainId),
          account,
          instanceId: input.instanceId,
          leaseMs: options.leaseMs ?? input.leaseMs,
          pollMs: options.pollMs ?? 250,
          logger: input.logger,
          count: (event) => metrics.inc(`blockchain_api_pay_exchange_payouts_total{event="${event}"}`),
          ledger: PAY_EXCHANGE_LEDGER,
        }),
      );
  }
  const tokens = new Map<string, Promise<ExchangeAsset | undefined>>();
  let listenUrl = '';

  async function readToken(chain: ApiChain, token: Hex): Promise<ExchangeAsset | undefined> {
    const rpc = input.rpcOf(chain.chainId);
    const read = async (functionName: 'symbol' | 'decimals') => {
      const data = encodeFunctionData({ abi: erc20Abi, functionName });
      const result = await rpc.call<Hex>('eth_call', [{ to: token, data }, 'latest']);
      return decodeFunctionResult({ abi: erc20Abi, functionName, data: result });
    };
    let symbol: string;
    let decimals: number;
    try {
      [symbol, decimals] = [(await read('symbol')) as string, (await read('decimals')) as number];
    } catch (error) {
      // An outage is the node's (503); no code or no ERC-20 answer: not a token the exchange can pay.
      if (outageOf(error)) throw error;
      return undefined;
    }
    return {
      symbol,
      decimals,
      payout: (recipient, value) => ({
        valueWei: 0n,
        callTo: token,
        callData: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient as Hex, value] }),
      }),
    };
  }

  return {
    chains,
    payerAddress: account?.address.toLowerCase() ?? '',
    db,
    sessionTtlMs: options.sessionTtlMs ?? 30 * 60_000,
    completeWaitMs: options.completeWaitMs ?? 20_000,
    trustProxy: input.trustProxy,
    limiters: { session: new RateLimiter(30), complete: new RateLimiter(30) },
    publicUrl: () => (options.publicUrl ?? listenUrl).replace(/\/+$/, ''),
    setListenUrl: (url) => void (listenUrl = url),
    async assetOf(chain, asset) {
      if (asset === 'native')
        return {
          symbol: chain.nativeCurrency.symbol,
          decimals: chain.nativeCurrency.decimals,
          payout: (_recipient, value) => ({ valueWei: value, callTo: null, callData: null }),
        };
      const key = `${chain.chainId}:${asset}`;
      let found = tokens.get(key);
      if (!found) tokens.set(key, (found = readToken(chain, asset as Hex)));
      const token = await found;
      // A failed read is not kept: the token may be deployed later.
      if (!token) tokens.delete(key);
      return token;
    },
    wake: (chainId) => payers.get(chainId)?.wake(),
    async close() {
      await Promise.all([...payers.values()].map((p) => p.stop()));
    },
  };
}
