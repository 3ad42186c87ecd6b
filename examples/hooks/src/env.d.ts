/// <reference types="vite/client" />

/** True in demo/dev builds only: the EIP-6963 development wallet is announced. Replaced at build time. */
declare const __HOOKS_DEV_WALLET__: boolean;
