// useToast: the toast's state and actions (the instance's, stable).
import type { ToastState } from '../../core/modal/toast';
import type { WalletDock } from '../../core/dock/create-wallet-dock';
import { useDockFor } from '../context';
import type { SelectParameter } from '../types';
import { selectState, useStoreSelector } from './useStoreSelector';

/** What useToast returns: the (selected) toast state and its actions (`show`, `success`, `error`, `hide`, …). */
export type UseToastReturnType<T = ToastState> = { state: T } & WalletDock['toast'];

/**
 * The toast and its actions; a new toast replaces an open one after 150 ms.
 *
 * @example
 * ```tsx
 * function CopyAddress({ address }: { address: string }) {
 *   const { success } = useToast();
 *   return <button onClick={() => navigator.clipboard.writeText(address).then(() => success('Address copied'))}>Copy</button>;
 * }
 * ```
 */
export function useToast<T = ToastState>(parameters: SelectParameter<ToastState, T> = {}): UseToastReturnType<T> {
  const dock = useDockFor('useToast');
  const state = useStoreSelector(dock.stores.toast, (parameters.select ?? selectState) as (s: ToastState) => T);
  return { state, ...dock.toast };
}
