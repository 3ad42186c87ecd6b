/** The NFTs tab: an image grid, each NFT with its name and collection, virtualized by rows of three. */
import { useCallback } from 'react';
import { useNfts } from 'walletdock';
import type { Nft } from 'walletdock/utils';
import { useAccountMessages } from './messages';
import { VirtualList } from '../../components/VirtualList';
import { grid, rowSub, tile, tileImage, tileText } from './Account.css';
import { ListMessage, Skeletons } from './states';

const PER_ROW = 3;
const ROW = 156;

/** One NFT: its image (a URL or the data: URI from the chain), name and collection. */
function NftTile({ nft }: { nft: Nft }) {
  return (
    <figure className={tile} data-nft="" data-token-id={nft.tokenId}>
      {nft.image ? (
        <img className={tileImage} src={nft.image} alt={nft.name} loading="lazy" />
      ) : (
        <span className={tileImage} aria-hidden="true" />
      )}
      <figcaption className={tileText}>
        <span>{nft.name}</span>
        <br />
        <span className={rowSub}>{nft.collection.name}</span>
      </figcaption>
    </figure>
  );
}

/** The panel. */
export function NftsPanel() {
  const m = useAccountMessages();
  const nfts = useNfts();
  const list = nfts.data?.nfts;
  const rows = list ? Math.ceil(list.length / PER_ROW) : 0;
  const render = useCallback(
    (r: number) => (
      <div className={grid}>
        {(list ?? []).slice(r * PER_ROW, r * PER_ROW + PER_ROW).map((nft) => (
          <NftTile key={`${nft.address}#${nft.tokenId}`} nft={nft} />
        ))}
      </div>
    ),
    [list],
  );
  const keyOf = useCallback(
    (r: number) => {
      const first = list?.[r * PER_ROW];
      return first ? `${first.address}#${first.tokenId}` : String(r);
    },
    [list],
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = nfts;
  const onEnd = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  if (nfts.isPending && nfts.fetchStatus !== 'idle') return <Skeletons label={m.loading} />;
  if (nfts.isError)
    return <ListMessage text={m.nftsFailed} retry={{ label: m.retry, run: () => void nfts.refetch() }} />;
  if (!list || list.length === 0) return <ListMessage text={m.noNfts} />;
  return (
    <VirtualList
      count={rows}
      size={() => ROW}
      render={render}
      keyOf={keyOf}
      label={m.nftsTab}
      maxHeight={320}
      onEnd={onEnd}
    />
  );
}
