// Account names' texts (ours, beside the catalogue's "Error registering name {name}" in error-messages.ts).
// Part of the catalogue, apart from error-messages.ts because that module is in every app's start-up chunk and a
// bundler such as esbuild keeps there every text any chunk uses; these are used only by code that loads on demand.
// Imported as a namespace like it (`import * as NamesErrorMessages`).
export const invalidName = 'Names use letters, digits and hyphens, at least 4 characters';
export const nameTooLong = (max: number) => `Names are at most ${max} characters long`;
export const nameLegacySuffix = (current: string, legacy: string) =>
  `New names end in ${current}; ${legacy} names can no longer be registered`;
export const namesNamespaceUnsupported = (namespace: string) => `Names are not supported on ${namespace}`;
export const namesNeedBlockchainApi = 'Names need a blockchain API: set the blockchainApiUrl option or a projectId';
