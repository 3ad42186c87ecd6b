/**
 * The texts' transform for the pseudo-locale (en-XA: every letter accented and longer, to see where a view would break
 * in a long translation), loaded only when that locale is on, so no other page fetches it with the dialog.
 */
import { useEffect, useState } from 'react';
import { PSEUDO_LOCALE } from 'walletdock/utils';

type Transform = (text: string) => string;

/** The transform for `locale`: pseudoLocalize in the pseudo-locale once loaded, else undefined. */
export function usePseudoTransform(locale: string): Transform | undefined {
  const on = locale === PSEUDO_LOCALE;
  const [transform, setTransform] = useState<Transform | undefined>(undefined);
  useEffect(() => {
    if (!on || transform) return;
    let live = true;
    import('./pseudo-transform').then(
      (m) => void (live && setTransform(() => m.pseudoLocalize)),
      () => undefined,
    );
    return () => void (live = false);
  }, [on, transform]);
  return on ? transform : undefined;
}
