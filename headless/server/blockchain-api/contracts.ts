// Reads from token contracts, once per token (name, symbol, decimals) or per NFT (its metadata URI): through
// Multicall3's aggregate3 when the chain has it (one eth_call for many reads), else batched eth_calls. A read that
// reverts or returns garbage gives null; it never fails the batch it belongs to.
import {
  decodeFunctionResult,
  encodeFunctionData,
  erc1155Abi,
  erc20Abi,
  erc20Abi_bytes32,
  erc721Abi,
  hexToString,
  multicall3Abi,
  type Address,
  type Hex,
} from 'viem';
import type { ApiChain } from './chains';
import { RpcError, type ChainRpc } from './rpc';

/** One contract read: target and calldata. */
export interface ContractRead {
  to: string;
  data: Hex;
}

const hasMulticall = new Map<string, Promise<boolean>>();
// Reads per aggregate3 call: large enough to amortise the round trip, small enough for a node's eth_call gas cap.
const READS_PER_CALL = 200;

/** Performs `reads` at `block` (a hex number or 'latest'); each result is the returned data, or null when the call reverted. */
export async function readContracts(
  rpc: ChainRpc,
  chain: ApiChain,
  reads: readonly ContractRead[],
  block: string = 'latest',
): Promise<(Hex | null)[]> {
  if (reads.length === 0) return [];
  const key = `${chain.chainId}:${rpc.url}`;
  if (!hasMulticall.has(key)) {
    // A failed check is not remembered: the next read asks again.
    hasMulticall.set(
      key,
      rpc.call<string>('eth_getCode', [chain.multicall3, 'latest']).then(
        (code) => code !== '0x',
        () => {
          hasMulticall.delete(key);
          return false;
        },
      ),
    );
  }
  if (!(await hasMulticall.get(key))) {
    const results = await rpc.batchSettled<Hex>(
      reads.map((r) => ({ method: 'eth_call', params: [{ to: r.to, data: r.data }, block] })),
    );
    return results.map((r) => (r instanceof RpcError || typeof r !== 'string' ? null : r));
  }
  const calls = [];
  for (let i = 0; i < reads.length; i += READS_PER_CALL) {
    const chunk = reads.slice(i, i + READS_PER_CALL);
    const data = encodeFunctionData({
      abi: multicall3Abi,
      functionName: 'aggregate3',
      args: [chunk.map((r) => ({ target: r.to as Address, allowFailure: true, callData: r.data }))],
    });
    calls.push({ method: 'eth_call', params: [{ to: chain.multicall3, data }, block] });
  }
  const replies = await rpc.batchSettled<Hex>(calls);
  return replies.flatMap((reply, k) => {
    const size = Math.min(READS_PER_CALL, reads.length - k * READS_PER_CALL);
    if (reply instanceof RpcError) return new Array<Hex | null>(size).fill(null);
    const results = decodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', data: reply });
    return results.map((r) => (r.success && r.returnData !== '0x' ? r.returnData : null));
  });
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control and direction-override characters are what it removes
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Printable text of at most `max` characters (contract strings can hold anything). */
export function cleanText(text: string, max: number): string {
  return text.replace(UNPRINTABLE, '').trim().slice(0, max);
}

function decodeText(data: Hex | null, fn: 'name' | 'symbol', max: number): string {
  if (!data) return '';
  try {
    return cleanText(decodeFunctionResult({ abi: erc20Abi, functionName: fn, data }), max);
  } catch {
    // Old tokens (MKR, SAI) return bytes32.
    try {
      return cleanText(
        hexToString(decodeFunctionResult({ abi: erc20Abi_bytes32, functionName: fn, data }), { size: 32 }).replace(
          /\0+$/,
          '',
        ),
        max,
      );
    } catch {
      return '';
    }
  }
}

/** A token's metadata as stored in api_token. */
export interface TokenMetadata {
  address: string;
  kind: 'erc20' | 'erc721' | 'erc1155';
  name: string;
  symbol: string;
  /** ERC-20 decimals (0–255); null for NFTs and when the contract does not say. */
  decimals: number | null;
}

/** Reads name, symbol and (ERC-20) decimals of each token. */
export async function readTokenMetadata(
  rpc: ChainRpc,
  chain: ApiChain,
  tokens: readonly { address: string; kind: TokenMetadata['kind'] }[],
): Promise<TokenMetadata[]> {
  const reads = tokens.flatMap((t) => [
    { to: t.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'name' }) },
    { to: t.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' }) },
    { to: t.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' }) },
  ]);
  const results = await readContracts(rpc, chain, reads);
  return tokens.map((t, i) => {
    let decimals: number | null = null;
    const raw = results[i * 3 + 2];
    if (t.kind === 'erc20' && raw) {
      try {
        decimals = decodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', data: raw });
      } catch {
        decimals = null;
      }
    }
    return {
      ...t,
      name: decodeText(results[i * 3] ?? null, 'name', 64),
      symbol: decodeText(results[i * 3 + 1] ?? null, 'symbol', 32),
      decimals,
    };
  });
}

/** An NFT's shown metadata: from its token URI when that is an inline data: document. */
export interface NftMetadata {
  uri: string | null;
  name: string | null;
  image: string | null;
}

const MAX_URI = 256 * 1024;
const MAX_IMAGE = 64 * 1024;

/**
 * The name and image of an NFT from its metadata URI. Only inline `data:application/json` documents are read: the
 * server never fetches a URL a contract names (that would let any token make the server call arbitrary hosts).
 */
export function parseNftUri(uri: string | null): NftMetadata {
  if (!uri || uri.length > MAX_URI) return { uri: uri && uri.length <= 2048 ? uri : null, name: null, image: null };
  const m = /^data:application\/json(;charset=[\w-]+)?(;base64|;utf8)?,(.*)$/s.exec(uri);
  if (!m) return { uri: uri.length <= 2048 ? uri : null, name: null, image: null };
  try {
    const text =
      m[2] === ';base64'
        ? Buffer.from(m[3]!, 'base64').toString('utf8')
        : m[2] === ';utf8'
          ? m[3]!
          : decodeURIComponent(m[3]!);
    const doc: unknown = JSON.parse(text);
    if (typeof doc !== 'object' || doc === null) return { uri: null, name: null, image: null };
    const { name, image, image_url: imageUrl } = doc as Record<string, unknown>;
    const picture = typeof image === 'string' ? image : typeof imageUrl === 'string' ? imageUrl : null;
    const safeImage =
      picture && picture.length <= MAX_IMAGE && /^(data:image\/|https:\/\/|ipfs:\/\/|ar:\/\/)/.test(picture)
        ? picture
        : null;
    return { uri: null, name: typeof name === 'string' ? cleanText(name, 128) || null : null, image: safeImage };
  } catch {
    return { uri: null, name: null, image: null };
  }
}

/** Reads the metadata URI of each NFT (ERC-721 tokenURI, ERC-1155 uri with its {id} filled in) and parses it. */
export async function readNftMetadata(
  rpc: ChainRpc,
  chain: ApiChain,
  nfts: readonly { token: string; tokenId: bigint; kind: 'erc721' | 'erc1155' }[],
): Promise<NftMetadata[]> {
  const reads = nfts.map((n) => ({
    to: n.token,
    data:
      n.kind === 'erc721'
        ? encodeFunctionData({ abi: erc721Abi, functionName: 'tokenURI', args: [n.tokenId] })
        : encodeFunctionData({ abi: erc1155Abi, functionName: 'uri', args: [n.tokenId] }),
  }));
  const results = await readContracts(rpc, chain, reads);
  return nfts.map((n, i) => {
    const data = results[i];
    if (!data) return { uri: null, name: null, image: null };
    try {
      let uri = decodeFunctionResult({ abi: erc721Abi, functionName: 'tokenURI', data });
      if (n.kind === 'erc1155') uri = uri.replaceAll('{id}', n.tokenId.toString(16).padStart(64, '0'));
      return parseNftUri(uri);
    } catch {
      return { uri: null, name: null, image: null };
    }
  });
}
