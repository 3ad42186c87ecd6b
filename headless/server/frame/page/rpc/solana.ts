// solana requests in the frame: accounts answered here, other safe reads forwarded to the network's node (gate.ts),
// and what signing (and sending) messages and transactions shows and does once the user approved it on the frame's
// screen. Transactions are read with @solana/web3.js, loaded only when one arrives.
import { base58, base64 } from '@scure/base';
import { formatUnits } from 'viem';
import type { SOLANA_NOT_SAFE_METHODS, SOLANA_SAFE_METHODS } from '../../../../core/embedded/rpc-methods';
import { notSafeParamsSchemas } from '../../../../core/embedded/rpc-methods';
import type { FrameNetwork } from '../../api-schemas';
import { nodeRequest, RpcError, unauthorized } from './common';
import type { NotSafeHandler, PreparedRequest, SafeHandler, SolanaSigner } from './handler';

/** A safe solana method. */
export type SolanaSafeMethod = (typeof SOLANA_SAFE_METHODS)[number];
/** A not-safe solana method. */
export type SolanaNotSafeMethod = (typeof SOLANA_NOT_SAFE_METHODS)[number];

type Web3 = typeof import('@solana/web3.js');

/** What the approval screen says about a transaction: fee payer, and each instruction (SOL transfers in full). */
function describe(web3: Web3, tx: InstanceType<Web3['VersionedTransaction']>): Array<[string, string]> {
  const rows: Array<[string, string]> = [['Fee payer', tx.message.staticAccountKeys[0]?.toBase58() ?? '?']];
  let instructions: InstanceType<Web3['TransactionInstruction']>[] = [];
  try {
    instructions = web3.TransactionMessage.decompile(tx.message).instructions;
  } catch {
    rows.push(['Instructions', `${tx.message.compiledInstructions.length} (uses address lookup tables)`]);
    return rows;
  }
  instructions.forEach((ix, i) => {
    let what = `program ${ix.programId.toBase58()}`;
    if (ix.programId.equals(web3.SystemProgram.programId)) {
      try {
        if (web3.SystemInstruction.decodeInstructionType(ix) === 'Transfer') {
          const t = web3.SystemInstruction.decodeTransfer(ix);
          what = `transfer ${formatUnits(t.lamports, 9)} SOL to ${t.toPubkey.toBase58()}`;
        }
      } catch {
        // Shown by program id.
      }
    }
    rows.push([`Instruction ${i + 1}`, what]);
  });
  return rows;
}

/** solana methods answered by the frame itself; every other safe method is a read of the network's node. */
export const solanaSafe: Partial<Record<SolanaSafeMethod, SafeHandler>> = {
  solana_getAccounts: async (ctx, chain) => {
    const account = await ctx.account(chain);
    return account ? [{ pubkey: account.address }] : [];
  },
  solana_requestAccounts: async (ctx, chain) => {
    const account = await ctx.account(chain);
    if (!account) throw unauthorized();
    return [{ pubkey: account.address }];
  },
};

/** The not-safe solana methods. */
export const solanaNotSafe: { [M in SolanaNotSafeMethod]: NotSafeHandler<SolanaSigner> } = {
  solana_signMessage: async (_ctx, _chain, params, account) => {
    const { message, pubkey } = notSafeParamsSchemas.solana_signMessage.parse(params);
    if (pubkey !== account.address) throw unauthorized();
    const bytes = base58.decode(message);
    let shown: string;
    try {
      shown = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      shown = message;
    }
    return {
      view: { title: 'Sign message', rows: [['Account', account.address]], body: shown },
      sign: async (signer) => ({ signature: base58.encode(signer.sign(bytes)) }),
    };
  },
  solana_signTransaction: (_ctx, chain, params, account) =>
    transactions(chain, 'solana_signTransaction', params, account.address),
  solana_signAndSendTransaction: (_ctx, chain, params, account) =>
    transactions(chain, 'solana_signAndSendTransaction', params, account.address),
  solana_signAllTransactions: (_ctx, chain, params, account) =>
    transactions(chain, 'solana_signAllTransactions', params, account.address),
};

async function transactions(
  chain: FrameNetwork,
  method: Exclude<SolanaNotSafeMethod, 'solana_signMessage'>,
  params: unknown,
  address: string,
): Promise<PreparedRequest<SolanaSigner>> {
  const web3 = await import('@solana/web3.js');
  const encoded =
    method === 'solana_signAllTransactions'
      ? notSafeParamsSchemas.solana_signAllTransactions.parse(params).transactions
      : [notSafeParamsSchemas[method].parse(params).transaction];
  const me = new web3.PublicKey(address);
  const txs = encoded.map((text) => {
    let tx: InstanceType<Web3['VersionedTransaction']>;
    try {
      tx = web3.VersionedTransaction.deserialize(base64.decode(text));
    } catch {
      throw new RpcError('Invalid transaction', -32602);
    }
    const signers = tx.message.staticAccountKeys.slice(0, tx.message.header.numRequiredSignatures);
    if (!signers.some((k) => k.equals(me)))
      throw new RpcError('The transaction does not need this account’s signature', 4100);
    return tx;
  });
  const title =
    method === 'solana_signAndSendTransaction'
      ? 'Send transaction'
      : txs.length > 1
        ? `Sign ${txs.length} transactions`
        : 'Sign transaction';
  const rows = txs.flatMap((tx, i) =>
    describe(web3, tx).map(([k, v]): [string, string] => [txs.length > 1 ? `#${i + 1} ${k}` : k, v]),
  );
  return {
    view: { title, rows, body: undefined },
    async sign(signer) {
      for (const tx of txs) tx.addSignature(me, signer.sign(tx.message.serialize()));
      const signed = txs.map((tx) => base64.encode(tx.serialize()));
      if (method === 'solana_signAllTransactions') return { transactions: signed };
      const signature = base58.encode(
        txs[0]!.signatures[txs[0]!.message.staticAccountKeys.findIndex((k) => k.equals(me))]!,
      );
      if (method === 'solana_signTransaction') return { signature, transaction: signed[0] };
      const options = notSafeParamsSchemas.solana_signAndSendTransaction.parse(params).options ?? {};
      return {
        signature: await nodeRequest(chain.rpcUrl, 'sendTransaction', [signed[0], { encoding: 'base64', ...options }]),
      };
    },
  };
}
