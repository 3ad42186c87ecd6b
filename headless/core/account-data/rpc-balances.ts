// The last source of balance discovery: the chain itself. The native coin through the namespace's adapter, and on
// eip155 the host's `tokens` for that network: balanceOf, decimals, symbol and name of each, in one eth_call to
// multicall3's aggregate3 when the chain names multicall3 (one eth_call per read otherwise). Testnets and private
// chains get real balances this way instead of the '0.00' a hosted API that does not serve them would give.
// The calls are encoded with viem's ABI coder and sent as raw eth_calls: viem's contract actions would bring their
// error decoding into every app's start-up code, because those viem modules are shared with the connection code.
import { getClient } from '@wagmi/core';
import { decodeFunctionResult, encodeFunctionData, formatUnits, type Address, type Hex } from 'viem';
import type { CaipNetwork } from '../model/network';
import { tokensOf } from '../instance/options';
import type { DockCore } from '../instance/dock-core';
import type { TokenBalance } from '../model/token-balance';
import { erc20Abi, multicall3Abi } from '../namespaces/eip155/abi';

const READS = ['balanceOf', 'decimals', 'symbol', 'name'] as const;
type Read = (typeof READS)[number];
type Call = { target: Address; allowFailure: true; callData: Hex; read: Read };
type EthCall = (to: Address, data: Hex) => Promise<Hex>;

// One returned value, or undefined when the call failed or its data does not decode (not an ERC-20).
function decode(read: Read, data: Hex | undefined): unknown {
  if (!data || data === '0x') return undefined;
  try {
    return decodeFunctionResult({ abi: erc20Abi, functionName: read, data });
  } catch {
    return undefined;
  }
}

async function readAll(ethCall: EthCall, calls: readonly Call[], multicall: Address | undefined): Promise<unknown[]> {
  if (!multicall)
    return Promise.all(
      calls.map((c) =>
        ethCall(c.target, c.callData).then(
          (d) => decode(c.read, d),
          () => undefined,
        ),
      ),
    );
  const data = encodeFunctionData({
    abi: multicall3Abi,
    functionName: 'aggregate3',
    args: [calls.map(({ target, allowFailure, callData }) => ({ target, allowFailure, callData }))],
  });
  const results = decodeFunctionResult({
    abi: multicall3Abi,
    functionName: 'aggregate3',
    data: await ethCall(multicall, data),
  });
  return results.map((r, i) => (r.success ? decode((calls[i] as Call).read, r.returnData) : undefined));
}

/** The native balance and the host's tokens of `address` on `network`, read from the chain. */
export async function rpcBalances(dock: DockCore, address: string, network: CaipNetwork): Promise<TokenBalance[]> {
  const chainId = network.caipNetworkId;
  const config = network.chainNamespace === 'eip155' ? dock.wagmiConfig : undefined;
  const tokens = config ? tokensOf(dock.options.tokens, chainId) : [];
  const calls: Call[] = tokens.flatMap((token) =>
    READS.map((read) => ({
      target: token.address as Address,
      allowFailure: true as const,
      callData:
        read === 'balanceOf'
          ? encodeFunctionData({ abi: erc20Abi, functionName: read, args: [address as Address] })
          : encodeFunctionData({ abi: erc20Abi, functionName: read }),
      read,
    })),
  );
  const client = config && calls.length > 0 ? getClient(config, { chainId: Number(network.id) }) : undefined;
  const ethCall: EthCall = (to, data) =>
    client!.request({ method: 'eth_call', params: [{ to, data }, 'latest'] }) as Promise<Hex>;
  const [native, values] = await Promise.all([
    dock.getBalance({ address, caipNetworkId: chainId }),
    client ? readAll(ethCall, calls, network.chain?.contracts?.multicall3?.address) : Promise.resolve([]),
  ]);
  const entries: TokenBalance[] = [
    {
      name: network.nativeCurrency.name,
      symbol: native.symbol,
      chainId,
      price: 0,
      value: 0,
      quantity: { decimals: String(native.decimals), numeric: formatUnits(native.value, native.decimals) },
      iconUrl: '',
    },
  ];
  tokens.forEach((token, i) => {
    const [balance, decimals, symbol, name] = values.slice(i * READS.length, (i + 1) * READS.length);
    // A token whose balance, decimals or symbol cannot be read is left out (not a contract, or not an ERC-20).
    if (typeof balance !== 'bigint' || typeof decimals !== 'number' || typeof symbol !== 'string') return;
    entries.push({
      name: typeof name === 'string' ? name : symbol,
      symbol,
      chainId,
      address: `${chainId}:${token.address}`,
      price: 0,
      value: 0,
      quantity: { decimals: String(decimals), numeric: formatUnits(balance, decimals) },
      iconUrl: token.image ?? '',
    });
  });
  return entries;
}
