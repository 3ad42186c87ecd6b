/**
 * The directory part of Connect (featured and recommended wallets), a lazy chunk loaded only
 * when a projectId is set: without one the directory client and its schemas are never loaded.
 */
import type { ReactNode } from 'react';
import { useWalletDirectory, type WalletDirectoryItem } from 'walletdock';

/** Props of ConnectDirectory. */
export interface ConnectDirectoryProps {
  installedIds: readonly string[];
  children(featured: readonly WalletDirectoryItem[], recommended: readonly WalletDirectoryItem[]): ReactNode;
}

const none: readonly WalletDirectoryItem[] = [];

/** Calls `children` with the featured and recommended wallets as they load. */
export function ConnectDirectory({ installedIds, children }: ConnectDirectoryProps) {
  const { featured, recommended } = useWalletDirectory({ installedIds });
  return <>{children(featured.data ?? none, recommended.data?.data ?? none)}</>;
}
