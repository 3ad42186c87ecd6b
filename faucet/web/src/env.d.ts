/// <reference types="vite/client" />

/** True in demo/dev builds only: the EIP-6963 development wallet is offered. Replaced at build time. */
declare const __FAUCET_DEV_WALLET__: boolean;
