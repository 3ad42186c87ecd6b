/**
 * walletdock/panels: the hooks behind the optional panels (Send, Receive, Swap, Buy, account names).
 *
 * They live on their own subpath, not the root, so that an app's start-up code never holds them: bundlers
 * such as esbuild split code by file, and every file the root re-exports counts as loaded at start-up, with
 * whatever a lazily loaded view uses from it. An app (or the drop-in modal) that imports these only from code
 * behind `import()` downloads them, their rules and their error texts when that code loads.
 *
 * @packageDocumentation
 * @module walletdock/panels
 */
export { useSend } from './react/useSend';
export { useReceive } from './react/useReceive';
export { useSwap, useSwapQuote, useSwapTokens } from './react/swap';
export { useOnrampOptions, useOnrampProviders, useOnrampQuote, useOnrampUrl } from './react/onramp';
export { useNameRegistration } from './react/names';
