// The NFT list rules: spam and other chains left out, each token once across pages. Pure, like history.ts.
import type { Nft } from './api-schemas';

/** One page of NFTs and the cursor of the next one. */
export interface NftPage {
  data: Nft[];
  next?: string | null | undefined;
}

/** The NFTs as a view shows them. */
export interface NftState {
  nfts: Nft[];
  /** The cursor of the next page; undefined at the end. */
  next: string | undefined;
  empty: boolean;
}

/** Nothing loaded, or the list after an error. */
export const EMPTY_NFTS: NftState = Object.freeze({ nfts: [], next: undefined, empty: true });

/** The NFTs shown on a CAIP-2 network: its own, without the ones flagged as spam. */
export function filterNfts(nfts: readonly Nft[], caipNetworkId: string): Nft[] {
  return nfts.filter((n) => n.chainId === caipNetworkId && !n.flags.is_spam);
}

/** The loaded pages as one list, each token (contract and id) once. */
export function nftState(pages: readonly NftPage[]): NftState {
  const seen = new Set<string>();
  const nfts = pages
    .flatMap((p) => p.data)
    .filter((n) => {
      const key = `${n.address.toLowerCase()}#${n.tokenId}`;
      return !seen.has(key) && (seen.add(key), true);
    });
  return { nfts, next: pages[pages.length - 1]?.next ?? undefined, empty: nfts.length === 0 };
}
