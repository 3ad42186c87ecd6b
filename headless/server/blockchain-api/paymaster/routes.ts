// The paymaster service's endpoint: `POST /v1/paymaster/{chainId}`, JSON-RPC 2.0 with ERC-7677's
// pm_getPaymasterStubData and pm_getPaymasterData, so viem's createPaymasterClient (and permissionless' clients)
// call it unmodified. Answers are HTTP 200 with a JSON-RPC result or error (a client reads the error's message only
// from a 200); a chain without sponsorship answers the same way, in words.
import { HttpError, readJsonBody, sendJson, type Route } from '../../http';
import { parseChainId } from '../chains';
import type { TimedRoute } from '../profile/routes';
import { PaymasterErrorCode, PaymasterMessages, PaymasterRpcError } from './messages';
import type { PaymasterService } from './service';

/** Largest request body: a user operation whose callData deploys or batches a lot still fits. */
export const MAX_PAYMASTER_BODY_BYTES = 256 * 1024;

type RpcId = string | number | null;

/** The paymaster route, spread into the API's routes (absent when the API has no paymaster). */
export function paymasterRoutes(service: PaymasterService | undefined, timed: TimedRoute): Route[] {
  if (!service) return [];
  return [
    timed('paymaster', 'POST', '/v1/paymaster/:chainId', async ({ req, params, res }) => {
      let body: Record<string, unknown>;
      try {
        body = await readJsonBody(req, MAX_PAYMASTER_BODY_BYTES);
      } catch (error) {
        if (error instanceof HttpError && error.status === 413) throw error;
        return sendJson(res, 200, {
          jsonrpc: '2.0',
          id: null,
          error: { code: PaymasterErrorCode.invalidRequest, message: PaymasterMessages.notJsonRpc },
        });
      }
      const id: RpcId = typeof body.id === 'string' || typeof body.id === 'number' ? body.id : null;
      const reply = (payload: { result: unknown } | { error: { code: number; message: string } }) =>
        sendJson(res, 200, { jsonrpc: '2.0', id, ...payload });
      if (body.jsonrpc !== '2.0' || typeof body.method !== 'string') {
        return reply({ error: { code: PaymasterErrorCode.invalidRequest, message: PaymasterMessages.notJsonRpc } });
      }
      const chainId = parseChainId(params.chainId!);
      try {
        if (chainId === null)
          throw new PaymasterRpcError(
            PaymasterErrorCode.invalidParams,
            PaymasterMessages.invalidChain(params.chainId!),
          );
        reply({ result: await service.call(chainId, body.method, body.params) });
      } catch (error) {
        if (!(error instanceof PaymasterRpcError)) throw error;
        reply({ error: { code: error.code, message: error.message } });
      }
    }),
  ];
}
