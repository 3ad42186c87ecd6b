// One page of an account's NFTs from the blockchain API (walletdock's own API serves them; the hosted API has no NFT path).
// Without an API, on a network it does not serve, or from a server without the path (404), the list is empty.
import { httpStatusOf } from '../api/http';
import type { CaipNetworkId } from '../model/caip';
import { servesOn } from '../namespaces/capabilities';
import { NotFoundError } from '../model/errors/sdk';
import * as ErrorMessages from '../model/error-messages';
import type { DockCore } from '../instance/dock-core';
import { accountDataContext } from './context';
import { filterNfts, type NftPage } from './nft-list';

/** What to fetch: an account's NFTs on a CAIP-2 network, after `cursor`. */
export interface FetchNftsParameters {
  address: string;
  caipNetworkId: CaipNetworkId;
  cursor?: string | undefined;
  signal?: AbortSignal | undefined;
}

const NO_NFTS: NftPage = { data: [], next: null };

/** One page of the NFTs of `address` on `caipNetworkId`. */
export async function fetchNfts(dock: DockCore, parameters: FetchNftsParameters): Promise<NftPage> {
  const { address, caipNetworkId, cursor, signal } = parameters;
  const network = dock.networks.find((n) => n.caipNetworkId === caipNetworkId);
  if (!network) throw new NotFoundError(ErrorMessages.networkNotFound);
  const { api, supports } = accountDataContext(dock);
  if (!api || !servesOn(network.chainNamespace, 'nfts') || !(await supports(caipNetworkId))) return NO_NFTS;
  try {
    const page = await api.nfts(address, { chainId: caipNetworkId, cursor, signal });
    return { data: filterNfts(page.data, caipNetworkId), next: page.next ?? null };
  } catch (error) {
    if (httpStatusOf(error) === 404) return NO_NFTS;
    throw error;
  }
}
