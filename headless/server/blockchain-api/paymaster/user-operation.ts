// A user operation as ERC-7677's pm_ methods receive it (EntryPoint v0.7's JSON-RPC shape, quantities as hex), the
// most it can cost the paymaster, and the hash the VerifyingPaymaster checks its signer's signature against. The hash
// is VerifyingPaymaster.getHash (@account-abstraction/contracts 0.7.0) computed here instead of by an eth_call: the
// same fields packed the way the EntryPoint packs them (tests compare the two on the devnet).
import { concat, encodeAbiParameters, isAddress, keccak256, pad, toHex, type Address, type Hex } from 'viem';
import { z } from 'zod';

const quantity = z
  .string()
  .regex(/^0x[0-9a-fA-F]{1,64}$/, 'a hex quantity')
  .transform((v) => BigInt(v));
const bytes = z
  .string()
  .regex(/^0x([0-9a-fA-F]{2})*$/, 'hex bytes')
  .max(2 + 2 * 64 * 1024)
  .transform((v) => v as Hex);
const address = z
  .string()
  .refine((v) => isAddress(v, { strict: false }), 'an address')
  .transform((v) => v.toLowerCase() as Address);

/** What the sponsorship needs of a user operation. Gas fields may be absent (the stub request comes before estimation). */
export const userOperationSchema = z.object({
  sender: address,
  nonce: quantity,
  factory: address.nullish(),
  factoryData: bytes.nullish(),
  callData: bytes,
  callGasLimit: quantity.optional(),
  verificationGasLimit: quantity.optional(),
  preVerificationGas: quantity.optional(),
  maxFeePerGas: quantity.optional(),
  maxPriorityFeePerGas: quantity.optional(),
  paymasterVerificationGasLimit: quantity.nullish(),
  paymasterPostOpGasLimit: quantity.nullish(),
});

/** A user operation as parsed (addresses lower-case, quantities as bigint). */
export type SponsoredUserOperation = z.infer<typeof userOperationSchema>;

/** The same, with every gas field present: what pm_getPaymasterData signs. */
export type PricedUserOperation = SponsoredUserOperation & {
  callGasLimit: bigint;
  verificationGasLimit: bigint;
  preVerificationGas: bigint;
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
  paymasterVerificationGasLimit: bigint;
  paymasterPostOpGasLimit: bigint;
};

/** The gas fields pm_getPaymasterData needs, when one is missing; null when all are there. */
export function missingGasField(op: SponsoredUserOperation): string | null {
  const fields = [
    'callGasLimit',
    'verificationGasLimit',
    'preVerificationGas',
    'maxFeePerGas',
    'maxPriorityFeePerGas',
  ] as const;
  return fields.find((f) => op[f] === undefined) ?? null;
}

/**
 * The most the EntryPoint can charge the paymaster for `op` (wei): every gas limit, the paymaster's own included,
 * times maxFeePerGas (EntryPoint v0.7's required prefund).
 */
export function maxGasCost(op: PricedUserOperation): bigint {
  const gas =
    op.callGasLimit +
    op.verificationGasLimit +
    op.preVerificationGas +
    op.paymasterVerificationGasLimit +
    op.paymasterPostOpGasLimit;
  return gas * op.maxFeePerGas;
}

const pack128 = (high: bigint, low: bigint): Hex =>
  concat([pad(toHex(high), { size: 16 }), pad(toHex(low), { size: 16 })]);

/**
 * VerifyingPaymaster.getHash(userOp, validUntil, validAfter) of the v0.7 sample: what its verifying signer signs
 * (as an EIP-191 message of the 32 raw bytes). Covers every field but the paymaster's signature, so a signed
 * sponsorship cannot be moved to other calls, gas or fees.
 */
export function verifyingPaymasterHash(
  op: PricedUserOperation,
  chainId: number,
  paymaster: Address,
  validUntil: number,
  validAfter: number,
): Hex {
  const initCode = op.factory ? concat([op.factory, op.factoryData ?? '0x']) : '0x';
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint48' },
        { type: 'uint48' },
      ],
      [
        op.sender,
        op.nonce,
        keccak256(initCode),
        keccak256(op.callData),
        pack128(op.verificationGasLimit, op.callGasLimit),
        BigInt(pack128(op.paymasterVerificationGasLimit, op.paymasterPostOpGasLimit)),
        op.preVerificationGas,
        pack128(op.maxPriorityFeePerGas, op.maxFeePerGas),
        BigInt(chainId),
        paymaster,
        validUntil,
        validAfter,
      ],
    ),
  );
}

/** The VerifyingPaymaster's paymasterData: abi.encode(validUntil, validAfter) followed by the signature. */
export function verifyingPaymasterData(validUntil: number, validAfter: number, signature: Hex): Hex {
  return concat([encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [validUntil, validAfter]), signature]);
}
