/**
 * The directory part of Connect (featured and recommended wallets), a lazy chunk loaded only
 * when a projectId is set: without one the directory client and its schemas are never loaded.
 */
import type { ReactNode } from 'react';
import { useConnectors, useWalletDirectory, type ListedConnector, type WalletDirectoryItem } from 'walletdock';

/** Props of ConnectDirectory. */
export interface ConnectDirectoryProps {
  /** `failed`: the directory did not answer (the built-in wallets stand in). */
  children(
    featured: readonly WalletDirectoryItem[],
    recommended: readonly WalletDirectoryItem[],
    failed: boolean,
  ): ReactNode;
}

const none: readonly WalletDirectoryItem[] = [];
// Installed wallets are left out of the recommended list.
const explorerIds = (list: readonly ListedConnector[]) => list.flatMap((c) => (c.explorerId ? [c.explorerId] : []));

/** Calls `children` with the featured and recommended wallets as they load. */
export function ConnectDirectory({ children }: ConnectDirectoryProps) {
  const installedIds = useConnectors({ select: explorerIds });
  const { featured, recommended } = useWalletDirectory({ installedIds });
  return (
    <>{children(featured.data ?? none, recommended.data?.data ?? none, featured.isError && recommended.isError)}</>
  );
}
