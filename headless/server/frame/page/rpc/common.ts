// RPC failures with their wallet RPC codes (passed to the app in RPC_REQUEST error replies), node reads, and the
// text a message to sign is shown as.
import { hexToString, isHex } from 'viem';
import * as ErrorMessages from '../../../../core/model/error-messages';

/** A failed RPC request. */
export class RpcError extends Error {
  constructor(
    message: string,
    readonly rpcCode: number,
  ) {
    super(message);
  }
}

/** The request was rejected by the user. */
export const rejected = () => new RpcError('User rejected the request.', 4001);
/** Nobody is signed in. */
export const unauthorized = () => new RpcError('Not signed in', 4100);
/** The method is listed but this account cannot do it (yet). */
export const unsupported = (method: string) => new RpcError(`${method} is not supported by this account`, 4200);
/** A method on neither of the embedded wallet's lists. */
export const notAllowed = () => new RpcError(ErrorMessages.rpcCallNotAllowed, 4200);
/** A network the frame has no node for. */
export const unknownChain = () => new RpcError('Network not found', 4902);

/** Forwards a read to a chain's JSON-RPC node. */
export async function nodeRequest(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'omit',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    });
  } catch {
    throw new RpcError('HTTP request failed.', -32603);
  }
  const body = (await response.json().catch(() => ({}))) as {
    result?: unknown;
    error?: { message?: string; code?: number };
  };
  if (body.error) throw new RpcError(body.error.message ?? 'RPC Request failed.', body.error.code ?? -32603);
  if (!response.ok) throw new RpcError(`HTTP status code: ${response.status}`, -32603);
  return body.result;
}

/** A message to sign as text when it is printable UTF-8 given as hex, else as given (shown on the approval screen). */
export const messageText = (message: string) =>
  isHex(message)
    ? (() => {
        try {
          const decoded = hexToString(message);
          return /^[\P{Cc}\n\r\t]*$/u.test(decoded) ? decoded : message;
        } catch {
          return message;
        }
      })()
    : message;
