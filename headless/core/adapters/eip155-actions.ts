/**
 * wagmi's signing, transaction and balance actions, which the eip155 adapter loads on first use
 * (eip155.ts): viem's transaction code comes with them, and an app that only connects does not
 * need it in its first chunk. (Vite/rolldown keeps it in this lazy chunk; esbuild cannot, since the
 * host's own static imports reach the same viem modules.)
 */
export { getBalance, sendTransaction, signMessage } from '@wagmi/core';
