// The wallet's own answer (EIP-7811 wallet_getAssets) after a receipt of the account's own. The method has no block
// tag, and a wallet's asset index lags the chain as the blockchain API's does: its answer is taken as current only
// when the node, read at one block at or after the receipt's, holds exactly what it says for every entry (the native
// coin and each ERC-20 it lists). Otherwise it is older (or newer) than that block: discovery asks the next source,
// which can be held to the floor, and the wallet's answer is neither shown nor kept.
import type { Address } from 'viem';
import type { DockCore } from '../instance/dock-core';
import type { CaipNetwork } from '../model/network';
import type { TokenBalance } from '../model/token-balance';
import { baseUnits } from './balances';
import { nodeAmountsAtFloor } from './rpc-balances';

/** Whether the wallet's `balances` of `address` agree with the node at a block at or after `floor`. */
export async function walletAgreesAtFloor(
  dock: DockCore,
  address: string,
  network: CaipNetwork,
  balances: readonly TokenBalance[],
  floor: bigint,
  signal?: AbortSignal | undefined,
): Promise<boolean> {
  const tokens = balances.filter((b) => b.address !== undefined);
  const natives = balances.filter((b) => b.address === undefined);
  const node = await nodeAmountsAtFloor(
    dock,
    address,
    network,
    // A CAIP-10 id: the address is its last part.
    tokens.map((b) => b.address?.split(':').pop() as Address),
    floor,
    signal,
  );
  // A wallet that leaves out a zero native coin says nothing of it; a native entry it does list must match.
  if (natives.some((b) => baseUnits(b) !== node.native)) return false;
  return tokens.every((b, i) => node.tokens[i] === baseUnits(b));
}
