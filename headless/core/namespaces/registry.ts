// Every namespace walletdock knows, by name: the one list the rest of core asks (a namespace is a folder beside this
// file and a line here; see README.md). Definitions are light: their heavy parts load on first use.
import type { ChainNamespace } from '../model/caip';
import type { NamespaceDefinition } from './types';
import { bip122 } from './bip122';
import { cosmos } from './cosmos';
import { eip155 } from './eip155';
import { polkadot } from './polkadot';
import { solana } from './solana';

export const NAMESPACES: Readonly<Record<ChainNamespace, NamespaceDefinition>> = {
  eip155,
  solana,
  bip122,
  polkadot,
  cosmos,
};
