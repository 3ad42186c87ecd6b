/**
 * A network's icon: the host's (`assets.imageUrl` of the network), else a bundled one for well-known chains (their
 * own chunk, fetched the first time one is drawn), else a gradient with the name's initial, the same for the same
 * network every time.
 */
import { useEffect, useState } from 'react';
import type { CaipNetwork } from 'walletdock';
import { gradientFor } from './avatar';
import { roundIcon } from './ui.css';

type IconTable = Readonly<Record<string, string>>;
let icons: IconTable | undefined;
let loading: Promise<IconTable> | undefined;
const load = () => (loading ??= import('../icons/network-icon-data').then((m) => (icons = m.NETWORK_ICONS)));

// eip155 chain ids (mainnets and their main testnets) that share a bundled icon.
const EIP155_KEYS: Readonly<Record<number, string>> = {
  1: 'ethereum',
  11155111: 'ethereum',
  17000: 'ethereum',
  8453: 'base',
  84532: 'base',
  10: 'optimism',
  11155420: 'optimism',
  42161: 'arbitrum',
  421614: 'arbitrum',
  137: 'polygon',
  80002: 'polygon',
};

/** The bundled icon's key for a network, if it has one. */
function keyOf(network: Pick<CaipNetwork, 'caipNetworkId' | 'chainNamespace'>): string | undefined {
  if (network.chainNamespace === 'solana') return 'solana';
  if (network.chainNamespace === 'bip122') return 'bitcoin';
  const [, reference] = network.caipNetworkId.split(':');
  return network.chainNamespace === 'eip155' ? EIP155_KEYS[Number(reference)] : undefined;
}

/** Props of NetworkIcon. */
export interface NetworkIconProps {
  network: Pick<CaipNetwork, 'caipNetworkId' | 'chainNamespace' | 'name'> & {
    assets?: { imageUrl?: string | undefined } | undefined;
  };
  size?: number;
}

/** The icon (decorative: the network's name is written beside it). */
export function NetworkIcon({ network, size = 24 }: NetworkIconProps) {
  const key = keyOf(network);
  const [table, setTable] = useState(icons);
  useEffect(() => {
    if (table || !key || network.assets?.imageUrl) return;
    let live = true;
    void load().then((t) => live && setTable(t));
    return () => void (live = false);
  }, [table, key, network.assets?.imageUrl]);
  const src = network.assets?.imageUrl ?? (key ? table?.[key] : undefined);
  const box = { width: size, height: size };
  if (src) return <img className={roundIcon} src={src} alt="" width={size} height={size} style={box} />;
  return (
    <span
      className={roundIcon}
      aria-hidden="true"
      style={{ ...box, background: gradientFor(network.caipNetworkId), fontSize: size * 0.5 }}
    >
      {network.name.slice(0, 1).toUpperCase()}
    </span>
  );
}
