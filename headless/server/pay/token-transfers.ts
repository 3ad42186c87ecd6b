// ERC-20 movements from a receipt's Transfer logs. A log is only evidence of the contract that emitted it: any
// contract can emit an event named Transfer, so the verdict compares each log's emitter with the asset, never the
// event's name or arguments alone. A receipt holds only logs of calls that did not revert (a user operation that
// failed inside a successful bundle leaves none).
import { erc20Abi, parseEventLogs, type Address, type Log } from 'viem';
import type { AssetMovement } from './movement';

/** Every ERC-20 Transfer the receipt's logs record (ERC-721's, with an indexed token id, do not decode and are left out). */
export function tokenMovements(logs: readonly Log[]): AssetMovement[] {
  return parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: [...logs] }).map((log) => ({
    asset: log.address.toLowerCase() as Address,
    from: log.args.from.toLowerCase() as Address,
    to: log.args.to.toLowerCase() as Address,
    value: log.args.value,
  }));
}
