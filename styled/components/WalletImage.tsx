/**
 * A wallet's image, fetched only when its row is rendered (the lists are virtualized) and given
 * up after the preload timeout: a slow image never holds the row back, the initial stays. An image
 * with nothing to fetch (a data: URL: the built-in wallets', an EIP-6963 wallet's) or one already
 * loaded on this page is drawn at once, so an opening list shows its icons in its first frame.
 */
import { useEffect, useState } from 'react';
import { IMAGE_PRELOAD_TIMEOUT_MS } from '../theme/tokens';
import { image } from './ui.css';

/** Props of WalletImage. */
export interface WalletImageProps {
  src?: string | undefined;
  name: string;
}

// The images loaded on this page (the browser has them: nothing to wait for the next time).
const drawn = new Set<string>();
const atOnce = (src: string | undefined) => typeof src === 'string' && (src.startsWith('data:') || drawn.has(src));

/** The image or, until it loads (or when it fails or times out), the wallet's initial. */
export function WalletImage({ src, name }: WalletImageProps) {
  const [loaded, setLoaded] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!src || atOnce(src)) return;
    let done = false;
    const img = new Image();
    const timer = setTimeout(() => {
      done = true;
      img.src = '';
    }, IMAGE_PRELOAD_TIMEOUT_MS);
    img.onload = () => {
      if (done) return;
      clearTimeout(timer);
      drawn.add(src);
      setLoaded(src);
    };
    img.onerror = () => clearTimeout(timer);
    img.decoding = 'async';
    // A wallet's icon host learns nothing of the page showing it.
    img.referrerPolicy = 'no-referrer';
    img.src = src;
    return () => {
      done = true;
      clearTimeout(timer);
    };
  }, [src]);
  if (src && (loaded === src || atOnce(src)))
    return (
      <img className={image} src={src} alt="" width={40} height={40} loading="lazy" referrerPolicy="no-referrer" />
    );
  return (
    <span className={image} aria-hidden="true">
      {Array.from(name.slice(0, 2))[0]?.toUpperCase()}
    </span>
  );
}
