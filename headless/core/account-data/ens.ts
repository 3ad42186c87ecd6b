// ENS through viem on a chain whose viem chain names an ENS universal resolver: the address's primary name
// (reverseWithGateways) and its avatar text record (resolveWithGateways), each one eth_call through viem's `call`
// action, which also answers the resolver's offchain lookups (CCIP-read, the local batch gateway). Built from viem's
// ENS helpers rather than its getEnsName/getEnsAvatar actions: those go through readContract, whose error decoding
// lives in viem modules the connection code shares, so every app's start-up code would grow by ~3.5 KB for a lookup
// made only when the account view opens.
import { getClient, type Config } from '@wagmi/core';
import { decodeFunctionResult, encodeFunctionData, toHex, type Address, type Hex } from 'viem';
import { call } from 'viem/actions';
import { namehash, packetToBytes } from 'viem/ens';
import type { CaipNetwork } from '../model/network';
import type { Identity } from './entities';
import { walkCauses } from '../model/errors';
import { ensTextResolverAbi, ensUniversalResolverAbi } from '../namespaces/eip155/abi';

// viem's own default: the universal resolver answers batched lookups through this "gateway", handled locally.
const LOCAL_BATCH_GATEWAY = 'x-batch-gateway:true';
const ETH_COIN_TYPE = 60n;

/** The avatar record as an image URL: http(s) and data: URIs as they are, ipfs:// through a public gateway; NFT avatars are not followed. */
export function avatarUrl(record: string): string | null {
  if (/^(https?:\/\/|data:image\/)/i.test(record)) return record;
  const ipfs = /^ipfs:\/\/(?:ipfs\/)?(.+)$/i.exec(record);
  return ipfs ? `https://ipfs.io/ipfs/${ipfs[1]}` : null;
}

/**
 * The ENS name and avatar of `address` read on `network` (whose chain names `ensUniversalResolver`); both null when
 * the address has no primary name. A resolver that reverts (no name) counts as no name; a node that cannot be
 * reached rejects.
 */
export async function ensIdentity(config: Config, address: string, network: CaipNetwork): Promise<Identity> {
  const resolver = network.chain?.contracts?.ensUniversalResolver?.address;
  if (!resolver) return { name: null, avatar: null };
  const client = getClient(config, { chainId: Number(network.id) });
  if (!client) return { name: null, avatar: null };
  const read = async (data: Hex): Promise<Hex | undefined> => {
    try {
      return (await call(client, { to: resolver, data })).data;
    } catch (error) {
      // A revert is the resolver's "nothing here"; a node that cannot be reached is a failure.
      const unreachable = walkCauses(error, (e) =>
        ['HttpRequestError', 'TimeoutError', 'WebSocketRequestError'].includes((e as { name?: string })?.name ?? ''),
      );
      if (unreachable) throw error;
      return undefined;
    }
  };
  const reverse = await read(
    encodeFunctionData({
      abi: ensUniversalResolverAbi,
      functionName: 'reverseWithGateways',
      args: [address as Address, ETH_COIN_TYPE, [LOCAL_BATCH_GATEWAY]],
    }),
  );
  if (!reverse || reverse === '0x') return { name: null, avatar: null };
  const [name] = decodeFunctionResult({
    abi: ensUniversalResolverAbi,
    functionName: 'reverseWithGateways',
    data: reverse,
  });
  if (!name) return { name: null, avatar: null };
  const text = await read(
    encodeFunctionData({
      abi: ensUniversalResolverAbi,
      functionName: 'resolveWithGateways',
      args: [
        toHex(packetToBytes(name)),
        encodeFunctionData({ abi: ensTextResolverAbi, functionName: 'text', args: [namehash(name), 'avatar'] }),
        [LOCAL_BATCH_GATEWAY],
      ],
    }),
  ).catch(() => undefined);
  if (!text || text === '0x') return { name, avatar: null };
  const [record] = decodeFunctionResult({
    abi: ensUniversalResolverAbi,
    functionName: 'resolveWithGateways',
    data: text,
  });
  if (record === '0x') return { name, avatar: null };
  const avatar = decodeFunctionResult({ abi: ensTextResolverAbi, functionName: 'text', data: record });
  return { name, avatar: avatar ? avatarUrl(avatar) : null };
}
