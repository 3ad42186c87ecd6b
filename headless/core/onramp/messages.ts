// The on-ramp's texts (the spec names the rules, not the texts; these are ours).
// Part of the catalogue, apart from error-messages.ts because that module is in every app's start-up chunk and a
// bundler such as esbuild keeps there every text any chunk uses; these are used only by code that loads on demand.
// Imported as a namespace like it (`import * as OnrampErrorMessages`).
export const onrampNeedsBlockchainApi = 'This provider needs a blockchain API';
export const onrampRestrictedTimezone = 'Buying crypto is not available in your region';
export const onrampWindowBlocked = 'The provider window was blocked: allow pop-ups and try again';
