// Send's chain work on solana: SOL through the System Program, SPL tokens (Token and Token-2022)
// through TransferChecked, the receiver's associated token account created first when it is missing.
// Built with @solana/web3.js alone: the two instructions are fixed layouts, and @solana/spl-token would
// bring bigint-buffer (an install script and an open advisory) and a pre-release codecs package to every
// solana host for them. tests/ check these instructions against @solana/spl-token.
import type { PublicKey as PublicKeyType, TransactionInstruction as Instruction } from '@solana/web3.js';
import type { CaipNetwork } from '../../model/network';
import { isSolanaAddress } from './address';
import { InvalidAddressError, InvalidInputError } from '../../model/errors/validation';
import { UnsupportedError } from '../../model/errors/sdk';
import * as TransferMessages from '../../model/transfer-messages';
import type { TransferClient, TransferFee, TransferRequest } from '../../model/transfer';
import { loadWeb3, type SolanaRpc } from './rpc';

/** The SPL Token program. */
export const TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
/** The SPL Token-2022 program. */
export const TOKEN_2022_PROGRAM_ID = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
/** The Associated Token Account program. */
export const ASSOCIATED_TOKEN_PROGRAM_ID = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
/** Size of a token account (without Token-2022 extensions): what its rent is paid for. */
const TOKEN_ACCOUNT_SIZE = 165;
/** Mint layout: decimals at byte 44. Token account layout: amount (u64 LE) at byte 64. */
const MINT_DECIMALS_OFFSET = 44;
const ACCOUNT_AMOUNT_OFFSET = 64;
/** Token instruction 12 (TransferChecked) and ATA instruction 1 (CreateIdempotent). */
const TRANSFER_CHECKED = 12;
const CREATE_IDEMPOTENT = 1;

/** What the adapter lends Send: its RPC per network and its wallet's sign-and-send. */
export interface SolanaTransferDeps {
  rpcFor(network: CaipNetwork): SolanaRpc;
  /** Has the connected wallet sign (and send) an unsigned wire transaction; resolves with its signature. */
  submit(transaction: Uint8Array, network: CaipNetwork): Promise<string>;
}

type Web3 = typeof import('@solana/web3.js');

function need<K extends keyof SolanaRpc>(rpc: SolanaRpc, method: K): NonNullable<SolanaRpc[K]> {
  const fn = rpc[method];
  if (!fn) throw new UnsupportedError(`The Solana RPC does not offer ${String(method)}, which token transfers need`);
  return (fn as (...args: never[]) => unknown).bind(rpc) as NonNullable<SolanaRpc[K]>;
}

// web3.js types instruction data as Buffer but only reads it as bytes; a page may have no global Buffer.
const bytes = (data: Uint8Array) => data as unknown as Buffer;

function u64(bytes: Uint8Array, offset: number): bigint {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getBigUint64(offset, true);
}

/** The associated token account of `owner` for `mint` under `tokenProgram` (the ATA program's PDA). */
export function associatedTokenAddress(
  web3: Web3,
  owner: PublicKeyType,
  mint: PublicKeyType,
  tokenProgram: PublicKeyType,
): PublicKeyType {
  const seeds = [owner.toBytes(), tokenProgram.toBytes(), mint.toBytes()];
  return web3.PublicKey.findProgramAddressSync(seeds, new web3.PublicKey(ASSOCIATED_TOKEN_PROGRAM_ID))[0];
}

/** Send's TransferClient over a solana adapter's RPC and wallet. */
export function createSolanaTransfers(deps: SolanaTransferDeps): TransferClient {
  /** The mint's program (Token or Token-2022) and decimals, read from the chain. */
  const mintOf = async (rpc: SolanaRpc, mint: string) => {
    const info = await need(rpc, 'getAccountInfo')(mint);
    if (!info || (info.owner !== TOKEN_PROGRAM_ID && info.owner !== TOKEN_2022_PROGRAM_ID)) {
      throw new InvalidInputError(`${mint} is not a token mint on this network`);
    }
    return { program: info.owner, decimals: info.data[MINT_DECIMALS_OFFSET] as number };
  };

  /** The transfer's instructions, and the rent it pays to create the receiver's token account. */
  const instructionsOf = async (web3: Web3, rpc: SolanaRpc, request: TransferRequest) => {
    if (!isSolanaAddress(request.to))
      throw new InvalidAddressError(TransferMessages.sendReceiverInvalid, { address: request.to, namespace: 'solana' });
    const from = new web3.PublicKey(request.from);
    const to = new web3.PublicKey(request.to);
    if (!request.token) {
      return {
        instructions: [web3.SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: request.amount })],
        rent: 0n,
      };
    }
    const mint = new web3.PublicKey(request.token);
    const { program, decimals } = await mintOf(rpc, request.token);
    const programId = new web3.PublicKey(program);
    const source = associatedTokenAddress(web3, from, mint, programId);
    const destination = associatedTokenAddress(web3, to, mint, programId);
    const instructions: Instruction[] = [];
    let rent = 0n;
    if (!(await need(rpc, 'getAccountInfo')(destination.toBase58()))) {
      rent = await need(rpc, 'getMinimumBalanceForRentExemption')(TOKEN_ACCOUNT_SIZE);
      instructions.push(
        new web3.TransactionInstruction({
          programId: new web3.PublicKey(ASSOCIATED_TOKEN_PROGRAM_ID),
          keys: [
            { pubkey: from, isSigner: true, isWritable: true },
            { pubkey: destination, isSigner: false, isWritable: true },
            { pubkey: to, isSigner: false, isWritable: false },
            { pubkey: mint, isSigner: false, isWritable: false },
            { pubkey: web3.SystemProgram.programId, isSigner: false, isWritable: false },
            { pubkey: programId, isSigner: false, isWritable: false },
          ],
          data: bytes(Uint8Array.of(CREATE_IDEMPOTENT)),
        }),
      );
    }
    const data = new Uint8Array(10);
    data[0] = TRANSFER_CHECKED;
    new DataView(data.buffer).setBigUint64(1, request.amount, true);
    data[9] = decimals;
    instructions.push(
      new web3.TransactionInstruction({
        programId,
        keys: [
          { pubkey: source, isSigner: false, isWritable: true },
          { pubkey: mint, isSigner: false, isWritable: false },
          { pubkey: destination, isSigner: false, isWritable: true },
          { pubkey: from, isSigner: true, isWritable: false },
        ],
        data: bytes(data),
      }),
    );
    return { instructions, rent };
  };

  /** A legacy message (the one version every wallet signs) with a fresh blockhash. */
  const build = async (request: TransferRequest) => {
    const web3 = await loadWeb3();
    const rpc = deps.rpcFor(request.caipNetwork);
    const [{ instructions, rent }, { blockhash }] = await Promise.all([
      instructionsOf(web3, rpc, request),
      rpc.getLatestBlockhash(),
    ]);
    const message = new web3.TransactionMessage({
      payerKey: new web3.PublicKey(request.from),
      recentBlockhash: blockhash,
      instructions,
    }).compileToLegacyMessage();
    return { web3, rpc, message, rent };
  };

  return {
    async balance({ owner, token, caipNetwork }) {
      const rpc = deps.rpcFor(caipNetwork);
      if (!token) return rpc.getBalance(owner);
      const web3 = await loadWeb3();
      const { program } = await mintOf(rpc, token);
      const account = associatedTokenAddress(
        web3,
        new web3.PublicKey(owner),
        new web3.PublicKey(token),
        new web3.PublicKey(program),
      );
      const info = await need(rpc, 'getAccountInfo')(account.toBase58());
      return info ? u64(info.data, ACCOUNT_AMOUNT_OFFSET) : 0n;
    },
    async estimateFee(request): Promise<TransferFee> {
      const { rpc, message, rent } = await build(request);
      const fee = await need(rpc, 'getFeeForMessage')(message.serialize());
      // SOL to an account that does not exist yet must at least make it rent-exempt.
      let minimumAmount: bigint | undefined;
      if (
        !request.token &&
        request.to !== request.from &&
        rpc.getAccountInfo &&
        !(await rpc.getAccountInfo(request.to))
      ) {
        minimumAmount = await need(rpc, 'getMinimumBalanceForRentExemption')(0);
      }
      const reserve = rpc.getMinimumBalanceForRentExemption
        ? await rpc.getMinimumBalanceForRentExemption(0)
        : undefined;
      return { value: fee + rent, rent, minimumAmount, reserve };
    },
    async send(request) {
      const { web3, message } = await build(request);
      return deps.submit(new web3.VersionedTransaction(message).serialize(), request.caipNetwork);
    },
    async confirm({ hash, caipNetwork, timeoutMs }) {
      await need(deps.rpcFor(caipNetwork), 'confirmTransaction')(hash, timeoutMs);
      // The blockchain API indexes eip155 chains only: no floor to carry.
      return { blockNumber: undefined };
    },
  };
}
