// The convert (swap) endpoints against the real Uniswap V2 contracts of a private devnet (nobody else trades on
// it, so the pools move only when this file moves them): every reply parses with the client's schemas, quotes are
// the router's own getAmountsOut with the best route, the built approve and swap transactions do what was quoted
// when a wallet sends them, a price that moved past the slippage is refused before or reverted after, and bad
// input gets a 4xx in clear words (the spec's own for chains without swaps or gas prices).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  encodeFunctionData,
  erc20Abi,
  getAddress,
  maxUint256,
  parseEther,
  parseUnits,
  type Address,
  type Hex,
} from 'viem';
import {
  allowanceResponseSchema,
  buildApproveResponseSchema,
  buildTransactionResponseSchema,
  gasPriceResponseSchema,
  swapQuotesResponseSchema,
  swapTokensResponseSchema,
} from '../../../../../headless/core/swap/api-schemas';
import { startAnvil, type Anvil } from '../../../../../faucet/devnet/anvil';
import { deployDevnetContracts, type DevnetContracts } from '../../../../../faucet/devnet/deploy';
import { uniswapV2PairAbi, uniswapV2Router02Abi } from '../../../../../faucet/devnet/published-abis';
import { fundedAccount, testPublicClient, type FundedAccount } from '../../../../support/chain';
import { getParsed, refusal, send, startDevnetApi, stopApi } from '../../../../support/blockchain-api';
import { rpcCall } from '../../../../support/transfers';
import { startRpcProxy } from '../../../../support/rpc-proxy';

const NATIVE = 'eip155:33322:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
let anvil: Anvil;
let contracts: DevnetContracts;
let api: Awaited<ReturnType<typeof startDevnetApi>>;
let user: FundedAccount;
let whale: FundedAccount;
let client: ReturnType<typeof testPublicClient>;
const id = (address: Address) => `eip155:33322:${address}`;
const url = (path: string, query: Record<string, string> = {}) =>
  `${api.url}${path}?${new URLSearchParams({ st: 'walletdock', sv: 'x', projectId: 'p', ...query })}`;
const amountsOut = (amount: bigint, path: Address[]) =>
  client.readContract({
    address: contracts.uniswapV2Router,
    abi: uniswapV2Router02Abi,
    functionName: 'getAmountsOut',
    args: [amount, path],
  });
const tokenBalance = (token: Address, owner: Address) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
const quote = (from: string, to: string, amount: bigint) =>
  getParsed(
    url('/v1/convert/quotes', { from, to, amount: amount.toString(), userAddress: id(user.address), gasPrice: '1' }),
    swapQuotesResponseSchema,
  );
const build = (body: Record<string, unknown>, base = api.url) =>
  fetch(`${base}/v1/convert/build-transaction`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Sends what build-transaction built, with the gas it gave (no second estimate, as a wallet given the gas does). */
async function sendBuilt(from: FundedAccount, body: Record<string, unknown>) {
  const res = await build(body);
  expect(res.status, await res.clone().text()).toBe(200);
  const { tx } = buildTransactionResponseSchema.parse(await res.json());
  return send(anvil.rpcUrl, from, {
    to: tx.to as Address,
    data: tx.data,
    value: BigInt(tx.amount),
    gas: BigInt(tx.eip155!.gas),
  });
}

/** Someone buys 10 AVENT of TEST (the price moves about 19%), with the slippage given. */
const whaleBuysTenAvent = (slippage: string) =>
  sendBuilt(whale, {
    amount: parseEther('10').toString(),
    from: NATIVE,
    to: id(contracts.token),
    userAddress: whale.address,
    eip155: { slippage },
  });

beforeAll(async () => {
  anvil = await startAnvil({ accounts: 10 });
  contracts = await deployDevnetContracts(anvil.rpcUrl);
  client = testPublicClient(anvil.rpcUrl);
  [user, whale] = await Promise.all([fundedAccount(anvil.rpcUrl, 100n), fundedAccount(anvil.rpcUrl, 1000n)]);
  api = await startDevnetApi(anvil.rpcUrl, contracts, { indexer: { enabled: false } });
});

afterAll(async () => {
  await stopApi(api);
  await anvil?.stop();
});

describe('convert endpoints', () => {
  it('lists the native coin and the configured tokens with their decimals and prices', async () => {
    const { tokens } = await getParsed(
      url('/v1/convert/tokens', { chainId: 'eip155:33322' }),
      swapTokensResponseSchema,
    );
    expect(tokens).toEqual([
      {
        name: 'AVENT',
        symbol: 'AVENT',
        chainId: 'eip155:33322',
        address: NATIVE,
        decimals: 18,
        logoUri: '',
        eip2612: false,
        price: 20,
      },
      {
        name: 'Test Token',
        symbol: 'TEST',
        chainId: 'eip155:33322',
        address: id(contracts.token),
        decimals: 18,
        logoUri: '',
        eip2612: false,
        price: 2,
      },
      {
        name: 'Test Dollar',
        symbol: 'TUSD',
        chainId: 'eip155:33322',
        address: id(contracts.secondToken),
        decimals: 6,
        logoUri: '',
        eip2612: false,
        price: 1,
      },
    ]);
  });

  it("quotes the router's getAmountsOut on the best route, with the pools' fee and the price impact of their depth", async () => {
    const oneAvent = parseEther('1');
    const direct = await quote(NATIVE, id(contracts.token), oneAvent);
    expect(direct.quotes).toHaveLength(1);
    const [, out] = await amountsOut(oneAvent, [contracts.weth, contracts.token]);
    expect(direct.quotes[0]).toMatchObject({
      fromAmount: oneAvent.toString(),
      fromAccount: NATIVE,
      toAmount: out!.toString(),
      toAccount: id(contracts.token),
    });
    const extra = direct.quotes[0]!;
    expect(extra.route).toEqual([id(contracts.weth), id(contracts.token)]);
    expect(extra.fee).toBe(parseEther('0.003').toString());
    // Against the pool's spot price after its fee: reserves read here, at the same block.
    const [r0, r1] = await client.readContract({
      address: contracts.testWethPair,
      abi: uniswapV2PairAbi,
      functionName: 'getReserves',
    });
    const [rWeth, rTest] = contracts.weth.toLowerCase() < contracts.token.toLowerCase() ? [r0, r1] : [r1, r0];
    const spot = (Number(oneAvent) * 0.997 * Number(rTest)) / Number(rWeth);
    expect(extra.priceImpact).toBeCloseTo((1 - Number(out) / spot) * 100, 6);
    expect(extra.priceImpact).toBeGreaterThan(0.9);
    expect(extra.priceImpact).toBeLessThan(1.1);

    // TEST -> TUSD has no pool of its own: through WETH, two fees.
    const fiveTest = parseEther('5');
    const routed = await quote(id(contracts.token), id(contracts.secondToken), fiveTest);
    const amounts = await amountsOut(fiveTest, [contracts.token, contracts.weth, contracts.secondToken]);
    expect(routed.quotes[0]).toMatchObject({ toAmount: amounts[2]!.toString() });
    expect(routed.quotes[0]!.route).toEqual([id(contracts.token), id(contracts.weth), id(contracts.secondToken)]);
    expect(routed.quotes[0]!.fee).toBe((fiveTest - (fiveTest * 997n * 997n) / 1_000_000n).toString());
    // And back to the native coin.
    const back = await quote(id(contracts.secondToken), NATIVE, parseUnits('10', 6));
    expect(back.quotes[0]!.toAmount).toBe(
      (await amountsOut(parseUnits('10', 6), [contracts.secondToken, contracts.weth]))[1]!.toString(),
    );
  });

  it('builds a swap of the native coin that pays out what was quoted', async () => {
    const amount = parseEther('2');
    const { quotes } = await quote(NATIVE, id(contracts.token), amount);
    const before = await tokenBalance(contracts.token, user.address);
    const { status } = await sendBuilt(user, {
      amount: amount.toString(),
      from: NATIVE,
      to: id(contracts.token),
      userAddress: id(user.address),
      eip155: { slippage: '1' },
      projectId: 'p',
    });
    expect(status).toBe('success');
    expect(await tokenBalance(contracts.token, user.address)).toBe(before + BigInt(quotes[0]!.toAmount));
  });

  it('gives the allowance, builds the approval, and then the token swap back to the native coin', async () => {
    const amount = parseEther('5');
    const query = { tokenAddress: id(contracts.token), userAddress: id(user.address) };
    expect(await getParsed(url('/v1/convert/allowance', query), allowanceResponseSchema)).toEqual({ allowance: '0' });
    expect(
      await getParsed(url('/v1/convert/allowance', { ...query, tokenAddress: NATIVE }), allowanceResponseSchema),
    ).toEqual({ allowance: maxUint256.toString() });

    // Without the allowance the swap cannot run: refused with the node's reason, nothing to sign.
    const refused = await build({
      amount: amount.toString(),
      from: id(contracts.token),
      to: NATIVE,
      userAddress: user.address,
      eip155: { slippage: 1 },
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^The transaction would fail: .*TRANSFER_FROM_FAILED/,
    );

    const approve = await getParsed(
      url('/v1/convert/build-approve', {
        userAddress: id(user.address),
        from: id(contracts.token),
        to: NATIVE,
        amount: amount.toString(),
      }),
      buildApproveResponseSchema,
    );
    expect(approve.tx).toMatchObject({ from: user.address, to: contracts.token, value: '0' });
    expect(approve.tx.data).toBe(
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [contracts.uniswapV2Router, amount] }),
    );
    await send(anvil.rpcUrl, user, { to: contracts.token, data: approve.tx.data, gas: BigInt(approve.tx.eip155!.gas) });
    expect(await getParsed(url('/v1/convert/allowance', query), allowanceResponseSchema)).toEqual({
      allowance: amount.toString(),
    });

    const { quotes } = await quote(id(contracts.token), NATIVE, amount);
    const [tokensBefore, nativeBefore] = await Promise.all([
      tokenBalance(contracts.token, user.address),
      client.getBalance({ address: user.address }),
    ]);
    const sent = await sendBuilt(user, {
      amount: amount.toString(),
      from: id(contracts.token),
      to: NATIVE,
      userAddress: user.address,
      eip155: { slippage: '0.5' },
    });
    const receipt = await client.getTransactionReceipt({ hash: sent.hash });
    expect(await tokenBalance(contracts.token, user.address)).toBe(tokensBefore - amount);
    expect(await client.getBalance({ address: user.address })).toBe(
      nativeBefore + BigInt(quotes[0]!.toAmount) - receipt.gasUsed * receipt.effectiveGasPrice,
    );
  });

  it('refuses a price already past the slippage, and a swap built before the price moved reverts on chain', async () => {
    const amount = parseEther('1');
    const { quotes } = await quote(NATIVE, id(contracts.token), amount);
    const shown = BigInt(quotes[0]!.toAmount);
    // The user was shown 3% more than the pools now give: 1% slippage cannot cover it.
    const res = await build({
      amount: amount.toString(),
      from: NATIVE,
      to: id(contracts.token),
      userAddress: user.address,
      eip155: { slippage: '1' },
      toAmount: ((shown * 103n) / 100n).toString(),
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toMatch(
      /^The price moved beyond the slippage tolerance: the swap must give at least \d+ and the pools now give \d+; ask for a new quote$/,
    );

    const built = await build({
      amount: amount.toString(),
      from: NATIVE,
      to: id(contracts.token),
      userAddress: user.address,
      eip155: { slippage: '1' },
      toAmount: shown.toString(),
    });
    const { tx } = buildTransactionResponseSchema.parse(await built.json());
    await whaleBuysTenAvent('1');
    const before = await tokenBalance(contracts.token, user.address);
    const late = await send(anvil.rpcUrl, user, {
      to: tx.to as Address,
      data: tx.data,
      value: BigInt(tx.amount),
      gas: BigInt(tx.eip155!.gas),
    });
    expect(late.status).toBe('reverted');
    expect(await tokenBalance(contracts.token, user.address)).toBe(before);
  });

  it('prices a swap on the pools as they are when it is asked for, even while an older quote is still reading the head', async () => {
    // A second instance behind a node whose eth_blockNumber answers arrive late: a quote asked before a trade is
    // still waiting for its (pre-trade) head when the swap is asked for, after the trade.
    const proxy = await startRpcProxy(anvil.rpcUrl);
    const slow = await startDevnetApi(proxy.url, contracts, { indexer: { enabled: false } });
    try {
      const amount = parseEther('1');
      const quoteOn = (base: string) =>
        getParsed(
          `${base}/v1/convert/quotes?${new URLSearchParams({ from: NATIVE, to: id(contracts.token), amount: amount.toString() })}`,
          swapQuotesResponseSchema,
        );
      const shown = BigInt((await quoteOn(slow.url)).quotes[0]!.toAmount);
      proxy.hold('eth_blockNumber', 1500);
      const older = quoteOn(slow.url);
      await expect.poll(() => proxy.held, { timeout: 10_000 }).toBe(1);
      await whaleBuysTenAvent('50');
      const res = await build(
        {
          amount: amount.toString(),
          from: NATIVE,
          to: id(contracts.token),
          userAddress: user.address,
          eip155: { slippage: '1' },
          toAmount: shown.toString(),
        },
        slow.url,
      );
      // Built on the pre-trade head it would be a 200 whose swap reverts on chain; on the pools of its own time, a 409.
      expect(res.status, await res.clone().text()).toBe(409);
      // The older quote answers for the head it asked about: the pools before the trade.
      expect(BigInt((await older).quotes[0]!.toAmount)).toBe(shown);
    } finally {
      proxy.hold('eth_blockNumber', 0);
      await stopApi(slow);
      await proxy.close();
    }
  });

  it("gives the node's gas price levels", async () => {
    const prices = await getParsed(url('/v1/convert/gas-price', { chainId: 'eip155:33322' }), gasPriceResponseSchema);
    const nodePrice = BigInt(await rpcCall<Hex>(anvil.rpcUrl, 'eth_gasPrice'));
    expect(BigInt(prices.standard)).toBe(nodePrice);
    expect(BigInt(prices.fast)).toBeGreaterThanOrEqual(BigInt(prices.standard));
    expect(BigInt(prices.instant)).toBeGreaterThanOrEqual(BigInt(prices.fast));
  });

  it('refuses bad input in clear words and keeps serving', async () => {
    const q = (query: Record<string, string>) =>
      refusal(url('/v1/convert/quotes', { from: NATIVE, to: id(contracts.token), amount: '1000', ...query }));
    expect(await q({ from: 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' })).toEqual({
      status: 400,
      error: 'Network not supported for Swaps',
    });
    expect(await refusal(url('/v1/convert/tokens', { chainId: 'eip155:1' }))).toEqual({
      status: 400,
      error: 'Network not supported for Swaps',
    });
    expect(await refusal(url('/v1/convert/gas-price', { chainId: 'eip155:1' }))).toEqual({
      status: 400,
      error: 'Network not supported for Gas Price',
    });
    expect(await refusal(url('/v1/convert/gas-price', { chainId: 'mainnet' }))).toEqual({
      status: 400,
      error: 'Invalid chainId "mainnet": expected eip155:<number> or <number>',
    });
    const stranger = getAddress('0x000000000000000000000000000000000000dEaD');
    expect(await q({ to: id(stranger) })).toEqual({
      status: 400,
      error: `Unknown token ${id(stranger)}: GET /v1/convert/tokens?chainId=eip155:33322 lists the tokens swapped on eip155:33322`,
    });
    expect(await q({ to: contracts.token })).toMatchObject({
      status: 400,
      error: expect.stringMatching(
        /^Invalid to "0x[0-9a-fA-F]{40}": expected eip155:<chain>:<address>, the address 0x followed by 40 hex/,
      ),
    });
    expect(await q({ to: NATIVE })).toEqual({ status: 400, error: 'from and to are the same token' });
    const amountError = (text: string) =>
      `Invalid amount "${text}": expected a whole number of base units, above 0 and below 2^256`;
    expect(await q({ amount: '0' })).toEqual({ status: 400, error: amountError('0') });
    expect(await q({ amount: '1.5' })).toEqual({ status: 400, error: amountError('1.5') });
    expect(await q({ amount: (maxUint256 + 1n).toString() })).toEqual({
      status: 400,
      error: amountError((maxUint256 + 1n).toString()),
    });
    // Within uint256 but beyond what the router's arithmetic can take.
    expect(await q({ amount: (maxUint256 / 2n).toString() })).toEqual({
      status: 400,
      error: `No pool route from ${NATIVE} to ${id(contracts.token)} can take this amount (not enough liquidity)`,
    });
    expect(
      await refusal(
        url('/v1/convert/build-approve', { userAddress: user.address, from: NATIVE, to: id(contracts.token) }),
      ),
    ).toEqual({ status: 400, error: 'The native coin needs no approval' });
    expect(
      await refusal(url('/v1/convert/allowance', { tokenAddress: id(contracts.token), userAddress: '0xnothex' })),
    ).toMatchObject({ status: 400, error: expect.stringMatching(/^Invalid userAddress/) });
    const body = { amount: '1000', from: NATIVE, to: id(contracts.token), userAddress: user.address };
    const status = async (b: unknown) => {
      const res = await fetch(`${api.url}/v1/convert/build-transaction`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(b),
      });
      return { status: res.status, error: ((await res.json()) as { error?: string }).error };
    };
    expect(await status({ ...body, eip155: { slippage: '0' } })).toEqual({
      status: 400,
      error: 'Invalid eip155.slippage: expected a percentage above 0 and at most 50',
    });
    expect(await status({ ...body, eip155: { slippage: 80 } })).toEqual({
      status: 400,
      error: 'Invalid eip155.slippage: expected a percentage above 0 and at most 50',
    });
    expect(await status({ from: NATIVE })).toMatchObject({
      status: 400,
      error: expect.stringMatching(/^Body must be/),
    });
    // Still serving.
    expect((await quote(NATIVE, id(contracts.token), 1000n)).quotes).toHaveLength(1);
  });
});
