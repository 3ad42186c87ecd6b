// The one approval gate of the frame's RPC. The not-safe list alone (isNotSafeMethod) decides that a request needs the
// user's click, before any handler runs; a method on neither list is refused. A not-safe method's handler prepares
// the request (reads its parameters, says what the screen shows) without a signer; the gate shows the screen, and only
// after the click does it hand `sign` the signer of the very account the user approved for (a sign-out, an expired
// session or another login while the screen was up ends the request instead). Handlers are given no other way to a
// key, so a not-safe method cannot sign without the click, whatever its handler does.
//
// Adding a method: put it on a list in headless/core/embedded/rpc-methods.ts. A not-safe one then needs an entry in
// eoaNotSafe and smartAccountNotSafe (eip155.ts, smart-account.ts) or solanaNotSafe (solana.ts) — the tables are typed
// by the lists, so it does not compile without one — whose `prepare` describes it and whose `sign` does it with the
// signer it is handed. A safe one is forwarded to the network's node unless eip155Safe or solanaSafe answers it.
import { isNotSafeMethod, isSafeMethod, type EmbeddedNamespace } from '../../../../core/embedded/rpc-methods';
import type { FrameNetwork } from '../../api-schemas';
import type { ApprovalView } from '../approve';
import { nodeRequest, notAllowed, rejected, unauthorized } from './common';
import { eip155Safe, eoaNotSafe, type Eip155NotSafeMethod } from './eip155';
import type {
  ActingAccount,
  Eip155Signer,
  PreparedRequest,
  RpcContext,
  SafeHandler,
  SmartAccountSigner,
  SolanaSigner,
} from './handler';
import { smartAccountNotSafe } from './smart-account';
import { solanaNotSafe, solanaSafe, type SolanaNotSafeMethod } from './solana';

/** Where the gate finds the signed-in user's signers; nothing else in the page's RPC is given these. */
export interface Signers {
  eip155(): Eip155Signer | undefined;
  solana(): SolanaSigner | undefined;
  smartAccount(chain: FrameNetwork): Promise<SmartAccountSigner | undefined>;
}

/** What the gate works with. */
export interface GateDeps {
  ctx: RpcContext;
  signers: Signers;
  /** Shows the approval screen; resolves true when the user approved with a real click. */
  approve(view: Pick<ApprovalView, 'title' | 'network' | 'rows' | 'body'>): Promise<boolean>;
  /** Throws when the session ended on the server (a sign-out elsewhere or an expiry ends signing here too). */
  assertAlive(): Promise<void>;
}

const SAFE: Record<EmbeddedNamespace, Partial<Record<string, SafeHandler>>> = {
  eip155: eip155Safe,
  solana: solanaSafe,
};

/** The frame's RPC: answers `method` on `chain`, asking the user first when the method is not safe. */
export function createRpcGate({ ctx, signers, approve, assertAlive }: GateDeps) {
  /** Shows `prepared` and, once approved and the session is still the same one, signs with the approved account's signer. */
  async function approved<S>(
    chain: FrameNetwork,
    account: ActingAccount,
    prepared: PreparedRequest<S>,
    signer: () => Promise<{ address: string; signer: S } | undefined>,
  ): Promise<unknown> {
    if (!(await approve({ ...prepared.view, network: chain.name }))) throw rejected();
    await assertAlive();
    const current = await signer();
    if (!current || current.address.toLowerCase() !== account.address.toLowerCase()) throw unauthorized();
    return prepared.sign(current.signer);
  }

  return async function rpc(chain: FrameNetwork, method: string, params: unknown): Promise<unknown> {
    const namespace: EmbeddedNamespace = chain.id.startsWith('solana:') ? 'solana' : 'eip155';
    if (!isNotSafeMethod(namespace, method)) {
      if (!isSafeMethod(namespace, method)) throw notAllowed();
      const answer = SAFE[namespace][method];
      return answer ? answer(ctx, chain, params) : nodeRequest(chain.rpcUrl, method, params);
    }
    const account = await ctx.account(chain);
    if (!account) throw unauthorized();
    await assertAlive();
    if (namespace === 'solana') {
      const prepared = await solanaNotSafe[method as SolanaNotSafeMethod](ctx, chain, params, account);
      return approved(chain, account, prepared, async () => {
        const signer = signers.solana();
        return signer && { address: signer.address, signer };
      });
    }
    if (account.type === 'smartAccount') {
      const prepared = await smartAccountNotSafe[method as Eip155NotSafeMethod](ctx, chain, params, account);
      return approved(chain, account, prepared, async () => {
        const signer = await signers.smartAccount(chain);
        return signer && { address: signer.account.address, signer };
      });
    }
    const prepared = await eoaNotSafe[method as Eip155NotSafeMethod](ctx, chain, params, account);
    return approved(chain, account, prepared, async () => {
      const signer = signers.eip155();
      return signer && { address: signer.address, signer };
    });
  };
}
