// Native coin movements of a transaction. A transaction's own value is on its face; value sent by a contract (a
// smart account's user operation, a batch, a router) leaves no log, so it is read from the node's call trace
// (debug_traceTransaction with geth's callTracer, which anvil, geth, reth, Erigon and the hosted nodes' debug APIs
// serve). A reverted call frame moved nothing, nor did anything under it.
import { RpcError, type Address, type Client, type Hash, type Transaction } from 'viem';
import { getCode } from 'viem/actions';
import * as z from 'zod/mini';
import type { AssetMovement } from './movement';

interface CallFrame {
  type: string;
  from: string;
  to?: string | undefined;
  value?: string | undefined;
  error?: string | undefined;
  calls?: CallFrame[] | undefined;
}

const callFrameSchema: z.ZodMiniType<CallFrame> = z.object({
  type: z.string(),
  from: z.string(),
  to: z.optional(z.string()),
  value: z.optional(z.string()),
  error: z.optional(z.string()),
  get calls() {
    return z.optional(z.array(callFrameSchema));
  },
});

// The frames that move value to their `to`; DELEGATECALL and STATICCALL report the caller's value without moving it.
const VALUE_MOVING = new Set(['CALL', 'CREATE', 'CREATE2', 'SELFDESTRUCT']);

function collect(frame: CallFrame, into: AssetMovement[]): void {
  if (frame.error !== undefined) return;
  const value = frame.value ? BigInt(frame.value) : 0n;
  if (value > 0n && frame.to && VALUE_MOVING.has(frame.type.toUpperCase()))
    into.push({
      asset: 'native',
      from: frame.from.toLowerCase() as Address,
      to: frame.to.toLowerCase() as Address,
      value,
    });
  for (const call of frame.calls ?? []) collect(call, into);
}

/** A transaction's native movements; `complete: false` when only its face could be read (the node serves no trace). */
export interface NativeMovements {
  movements: AssetMovement[];
  complete: boolean;
}

/** The native movements of a mined, successful transaction. */
export async function nativeMovements(client: Client, tx: Transaction): Promise<NativeMovements> {
  const top: AssetMovement[] =
    tx.to && tx.value > 0n
      ? [
          {
            asset: 'native',
            from: tx.from.toLowerCase() as Address,
            to: tx.to.toLowerCase() as Address,
            value: tx.value,
          },
        ]
      : [];
  // An account without code runs nothing, so it sends nothing on: the transaction's face is all it moved. (Its code now,
  // not at the transaction's block: a node that prunes old state still answers.)
  if (tx.to) {
    const code = await getCode(client, { address: tx.to });
    if (!code || code === '0x') return { movements: top, complete: true };
  }
  let trace: unknown;
  try {
    trace = await client.request({
      method: 'debug_traceTransaction',
      params: [tx.hash as Hash, { tracer: 'callTracer' }],
    } as never);
  } catch (error) {
    // A JSON-RPC error reply (method not found or not allowed) means no trace here; a transport failure is thrown on.
    if (error instanceof RpcError) return { movements: top, complete: false };
    throw error;
  }
  const parsed = callFrameSchema.safeParse(trace);
  if (!parsed.success) return { movements: top, complete: false };
  const movements: AssetMovement[] = [];
  collect(parsed.data, movements);
  return { movements, complete: true };
}
