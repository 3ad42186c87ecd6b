// The calls inside a smart account's user operation, read from its callData, so a sponsorship policy can name the
// contracts it pays gas for. Two account families are read:
// - Safe with Safe4337Module (the embedded wallet's account): executeUserOp / executeUserOpWithErrorString(to, value,
//   data, operation). Operation 0 is one call; operation 1 (delegatecall) is accepted only into a MultiSend library,
//   whose packed entries are the batch (permissionless batches through MultiSendCallOnly). A delegatecall anywhere
//   else could run any code as the Safe, so it is not a call list this module can vouch for.
// - SimpleAccount (v0.7 and v0.8): execute(target, value, data), executeBatch(address[], uint256[], bytes[]) (v0.7)
//   and executeBatch((address,uint256,bytes)[]) (v0.8).
// Anything else reads as null: the policy then refuses unless it allows every contract.
// Kept in the server for now; the client half of smart-account batching may move it to core.
import {
  decodeFunctionData,
  getAddress,
  hexToBigInt,
  hexToNumber,
  isAddressEqual,
  parseAbi,
  size,
  slice,
  type Address,
  type Hex,
} from 'viem';

/** One call a user operation makes. */
export interface AccountCall {
  to: Address;
  value: bigint;
  data: Hex;
}

/** MultiSend 1.4.1 and MultiSendCallOnly 1.4.1 at their canonical addresses (the devnet's too). */
export const SAFE_MULTI_SEND_LIBRARIES: readonly Address[] = [
  '0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526',
  '0x9641d764fc13c8B624c04430C7356C1C7C8102e2',
];

const accountAbi = parseAbi([
  'function executeUserOp(address to, uint256 value, bytes data, uint8 operation)',
  'function executeUserOpWithErrorString(address to, uint256 value, bytes data, uint8 operation)',
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
]);
const multiSendAbi = parseAbi(['function multiSend(bytes transactions)']);

/** Why callData could not be read as calls. */
export type UnreadableCalls = { reason: 'unknown' } | { reason: 'delegatecall'; to: Address };

/** The calls of `callData`, or why they cannot be read. `multiSend` lists the libraries a Safe batch may delegatecall. */
export function decodeAccountCalls(
  callData: Hex,
  multiSend: readonly Address[] = SAFE_MULTI_SEND_LIBRARIES,
): AccountCall[] | UnreadableCalls {
  let decoded;
  try {
    decoded = decodeFunctionData({ abi: accountAbi, data: callData });
  } catch {
    return { reason: 'unknown' };
  }
  switch (decoded.functionName) {
    case 'executeUserOp':
    case 'executeUserOpWithErrorString': {
      const [to, value, data, operation] = decoded.args;
      if (operation === 0) return [{ to, value, data }];
      if (operation !== 1 || !multiSend.some((m) => isAddressEqual(m, to)) || value !== 0n)
        return { reason: 'delegatecall', to };
      return decodeMultiSend(data) ?? { reason: 'unknown' };
    }
    case 'execute': {
      const [to, value, data] = decoded.args;
      return [{ to, value, data }];
    }
    case 'executeBatch': {
      if (decoded.args.length === 1)
        return decoded.args[0].map((c) => ({ to: c.target, value: c.value, data: c.data }));
      const [targets, values, datas] = decoded.args;
      // SimpleAccount v0.7 takes an empty value array to mean "no value".
      if (datas.length !== targets.length || (values.length !== 0 && values.length !== targets.length))
        return { reason: 'unknown' };
      return targets.map((to, i) => ({ to, value: values[i] ?? 0n, data: datas[i]! }));
    }
  }
}

/**
 * MultiSend's packed entries: operation (1 byte), to (20), value (32), data length (32), data. Null when the packing
 * is broken or an entry is itself a delegatecall (MultiSendCallOnly refuses those; MultiSend would run them).
 */
function decodeMultiSend(data: Hex): AccountCall[] | null {
  let transactions: Hex;
  try {
    const decoded = decodeFunctionData({ abi: multiSendAbi, data });
    transactions = decoded.args[0];
  } catch {
    return null;
  }
  const calls: AccountCall[] = [];
  const total = size(transactions);
  let at = 0;
  while (at < total) {
    if (at + 85 > total) return null;
    const operation = hexToNumber(slice(transactions, at, at + 1));
    const to = getAddress(slice(transactions, at + 1, at + 21));
    const value = hexToBigInt(slice(transactions, at + 21, at + 53));
    const length = hexToBigInt(slice(transactions, at + 53, at + 85));
    if (operation !== 0 || BigInt(at + 85) + length > BigInt(total)) return null;
    const end = at + 85 + Number(length);
    calls.push({ to, value, data: length === 0n ? '0x' : slice(transactions, at + 85, end) });
    at = end;
  }
  return calls.length > 0 ? calls : null;
}
