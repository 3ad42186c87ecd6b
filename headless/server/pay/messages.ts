// verifyPayment's words, one per reason (and per field of a bad request), for the host's logs and support replies.
import { formatUnits } from 'viem';

export const invalidChainId =
  'Invalid chainId: expected a positive chain id (8453) or an eip155 CAIP-2 id ("eip155:8453")';
export const invalidTxHash = 'Invalid txHash: expected 0x followed by 64 hex characters';
export const invalidRecipient =
  'Invalid recipient: expected 0x followed by 40 hex characters (mixed case must match the EIP-55 checksum)';
export const invalidAsset =
  'Invalid asset: expected "native" or a token contract address (0x followed by 40 hex characters)';
export const invalidAmount = 'Invalid amount: expected a number greater than 0 in whole units, such as 5 or "0.25"';
export const invalidConfirmations = 'Invalid confirmations: expected a whole number of blocks, at least 1';
export const unknownField = (field: string) => `Unknown field "${field}" in the payment request`;
export const tooManyDecimals = (decimals: number) =>
  `Invalid amount: the asset has ${decimals} decimals and the amount has more`;
export const assetNotAToken = (asset: string) =>
  `Invalid asset: ${asset} is not an ERC-20 token on this chain (its decimals() cannot be read)`;

export const chainMismatch = (expected: number, actual: number) =>
  `The node is on chain ${actual}, not on chain ${expected}`;
export const notFound = (chainId: number) => `No such transaction on chain ${chainId}`;
export const pending = 'The transaction is pending: not in a block yet';
export const notConfirmed = (have: number, need: number) =>
  `The transaction has ${have} of the ${need} confirmations asked`;
export const reverted = 'The transaction reverted: it moved nothing';
export const wrongRecipient = 'The transaction pays the asset to someone else, not to the recipient';
export const insufficientAmount = (received: bigint, expected: bigint, decimals: number) =>
  `The recipient received ${formatUnits(received, decimals)}, less than the ${formatUnits(expected, decimals)} asked`;
export const wrongAsset = 'The recipient received something other than the asset (another token or coin)';
export const noTransfer = 'The transaction moved none of the asset and nothing to the recipient';
export const untraceable =
  'The native coin was sent inside a contract call, and the node does not serve debug_traceTransaction (callTracer) to see it';
