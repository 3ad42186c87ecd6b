/**
 * walletdock/calls: batches of calls from any eip155 wallet (EIP-5792) — `useCapabilities`, `useSendCalls`,
 * `useCallsStatus`, `useWaitForCallsStatus` — routed by what the connected wallet can do: wallet_sendCalls where the
 * wallet speaks EIP-5792 (the embedded wallet's smart account: one user operation, all or none), one transaction at a
 * time where it does not (refused with 5760 when the app requires all or none).
 *
 * Not on the root, so that an app's start-up code never holds them (esbuild counts every file the root re-exports as
 * loaded at start-up). Their query and mutation options are in walletdock/query.
 *
 * @packageDocumentation
 * @module walletdock/calls
 */
export {
  useCapabilities,
  type UseCapabilitiesParameters,
  type UseCapabilitiesReturnType,
} from './react/hooks/useCapabilities';
export { useSendCalls, type UseSendCallsParameters, type UseSendCallsReturnType } from './react/hooks/useSendCalls';
export {
  useCallsStatus,
  type UseCallsStatusParameters,
  type UseCallsStatusReturnType,
} from './react/hooks/useCallsStatus';
export {
  useWaitForCallsStatus,
  type UseWaitForCallsStatusParameters,
  type UseWaitForCallsStatusReturnType,
} from './react/hooks/useWaitForCallsStatus';
export type {
  Call,
  CallsCapability,
  CallsReceipt,
  CallsRoute,
  CallsStatus,
  ChainCapabilities,
  SendCallsResult,
  SendCallsVariables,
} from './core/calls/types';
