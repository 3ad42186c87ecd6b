// Node errors, named by viem's own classes and message rules.
import { BaseError } from 'viem';
import { getNodeError } from 'viem/utils';
import type { WalletDockError } from './errors';
import { NodeError } from './errors/rpc';

/** The named node errors: viem's class names without the "Error" suffix. */
export type NodeErrorName =
  | 'NonceTooLow'
  | 'NonceTooHigh'
  | 'NonceMaxValue'
  | 'InsufficientFunds'
  | 'FeeCapTooLow'
  | 'FeeCapTooHigh'
  | 'TipAboveFeeCap'
  | 'IntrinsicGasTooLow'
  | 'IntrinsicGasTooHigh'
  | 'ExecutionReverted'
  | 'TransactionTypeNotSupported';

const NAMES: ReadonlySet<string> = new Set<NodeErrorName>([
  'NonceTooLow',
  'NonceTooHigh',
  'NonceMaxValue',
  'InsufficientFunds',
  'FeeCapTooLow',
  'FeeCapTooHigh',
  'TipAboveFeeCap',
  'IntrinsicGasTooLow',
  'IntrinsicGasTooHigh',
  'ExecutionReverted',
  'TransactionTypeNotSupported',
]);

const nameOf = (e: unknown): string | undefined => {
  const name = (e as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name.endsWith('Error') ? name.slice(0, -5) : undefined;
};

/**
 * The viem node error behind `error`: one already in the chain (viem's sendTransaction names them), else viem's
 * getNodeError applied to the raw text (a wallet or node reply such as "nonce too low"). Undefined when none fits.
 */
export function getNamedNodeError(error: unknown): BaseError | undefined {
  if (error === null || error === undefined) return undefined;
  const base =
    error instanceof BaseError
      ? error
      : new BaseError('Node error', {
          cause: error instanceof Error ? error : new Error(String((error as { message?: unknown }).message ?? error)),
        });
  const named = base.walk((e) => NAMES.has(nameOf(e) ?? ''));
  if (named instanceof BaseError) return named;
  const mapped = getNodeError(base, {});
  return NAMES.has(nameOf(mapped) ?? '') ? mapped : undefined;
}

/** The short name of the node error behind `error`, e.g. "InsufficientFunds", or undefined. */
export function nodeErrorName(error: unknown): NodeErrorName | undefined {
  return nameOf(getNamedNodeError(error)) as NodeErrorName | undefined;
}

/** A WalletDockError (code NODE_ERROR, viem's short text) for a named node error, or undefined. */
export function toNodeError(error: unknown): WalletDockError | undefined {
  const named = getNamedNodeError(error);
  return named ? new NodeError(named.shortMessage, { cause: named }) : undefined;
}
