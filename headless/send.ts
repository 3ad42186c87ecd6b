/**
 * walletdock/send: the Send and Receive hooks (`useSend`, `useReceive`).
 *
 * Not on the root, so that an app's start-up code never holds them: esbuild splits an app by file, and every
 * file the root re-exports counts as loaded at start-up, with whatever a lazily loaded view uses from it. Code
 * behind `import()` that imports this subpath downloads the hooks, their rules and their texts when it loads.
 * Each optional capability has a subpath of its own (walletdock/swap, walletdock/onramp, walletdock/names) so
 * that one panel never downloads another's hooks.
 *
 * @packageDocumentation
 * @module walletdock/send
 */
export { useSend, type UseSendParameters, type UseSendReturnType } from './react/hooks/useSend';
export { useReceive, type UseReceiveParameters, type UseReceiveReturnType } from './react/hooks/useReceive';
