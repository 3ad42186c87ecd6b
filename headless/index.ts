// walletdock: the headless entry. Framework-free core helpers and the React hooks.
export {};
