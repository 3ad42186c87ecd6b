// solana requests in the frame: accounts answered here, reads forwarded to the network's node, messages and
// transactions signed (and sent) only after the user approved them on the frame's screen. Transactions are read
// with @solana/web3.js, loaded only when one arrives.
import { base58, base64 } from '@scure/base';
import { formatUnits } from 'viem';
import { notSafeParamsSchemas } from '../../../../core/embedded/rpc-methods';
import type { FrameNetwork } from '../../api-schemas';
import type { WalletKeys } from '../keys';
import { nodeRequest, rejected, RpcError, unauthorized, type RpcContext } from './common';

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

/** Answers one solana request on `chain`. */
export async function solanaRequest(ctx: RpcContext, chain: FrameNetwork, method: string, params: unknown): Promise<unknown> {
  const keys = ctx.keys;
  switch (method) {
    case 'solana_getAccounts':
      return keys ? [{ pubkey: keys.solana.address }] : [];
    case 'solana_requestAccounts':
      if (!keys) throw unauthorized();
      return [{ pubkey: keys.solana.address }];
    case 'solana_signMessage': {
      if (!keys) throw unauthorized();
      const { message, pubkey } = notSafeParamsSchemas.solana_signMessage.parse(params);
      if (pubkey !== keys.solana.address) throw unauthorized();
      const bytes = base58.decode(message);
      let shown: string;
      try {
        shown = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        shown = message;
      }
      if (!(await ctx.approve({ title: 'Sign message', network: chain.name, rows: [['Account', keys.solana.address]], body: shown }))) throw rejected();
      return { signature: base58.encode(keys.solana.sign(bytes)) };
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction':
    case 'solana_signAllTransactions':
      if (!keys) throw unauthorized();
      return transactions(ctx, keys, chain, method, params);
    default:
      return nodeRequest(chain.rpcUrl, method, params);
  }
}

async function transactions(ctx: RpcContext, keys: WalletKeys, chain: FrameNetwork, method: 'solana_signTransaction' | 'solana_signAndSendTransaction' | 'solana_signAllTransactions', params: unknown): Promise<unknown> {
  const web3 = await import('@solana/web3.js');
  const encoded = method === 'solana_signAllTransactions'
    ? notSafeParamsSchemas.solana_signAllTransactions.parse(params).transactions
    : [notSafeParamsSchemas[method].parse(params).transaction];
  const me = new web3.PublicKey(keys.solana.address);
  const txs = encoded.map((text) => {
    let tx: InstanceType<Web3['VersionedTransaction']>;
    try {
      tx = web3.VersionedTransaction.deserialize(base64.decode(text));
    } catch {
      throw new RpcError('Invalid transaction', -32602);
    }
    const signers = tx.message.staticAccountKeys.slice(0, tx.message.header.numRequiredSignatures);
    if (!signers.some((k) => k.equals(me))) throw new RpcError('The transaction does not need this account’s signature', 4100);
    return tx;
  });
  const title = method === 'solana_signAndSendTransaction' ? 'Send transaction' : txs.length > 1 ? `Sign ${txs.length} transactions` : 'Sign transaction';
  const rows = txs.flatMap((tx, i) => describe(web3, tx).map(([k, v]): [string, string] => [txs.length > 1 ? `#${i + 1} ${k}` : k, v]));
  if (!(await ctx.approve({ title, network: chain.name, rows, body: undefined }))) throw rejected();
  for (const tx of txs) tx.addSignature(me, keys.solana.sign(tx.message.serialize()));
  const signed = txs.map((tx) => base64.encode(tx.serialize()));
  if (method === 'solana_signAllTransactions') return { transactions: signed };
  const signature = base58.encode(txs[0]!.signatures[txs[0]!.message.staticAccountKeys.findIndex((k) => k.equals(me))]!);
  if (method === 'solana_signTransaction') return { signature, transaction: signed[0] };
  const options = notSafeParamsSchemas.solana_signAndSendTransaction.parse(params).options ?? {};
  return { signature: await nodeRequest(chain.rpcUrl, 'sendTransaction', [signed[0], { encoding: 'base64', ...options }]) };
}
