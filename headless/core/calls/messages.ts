// Texts of the calls capability (EIP-5792 batches from any eip155 wallet), apart from error-messages.ts like the other
// capabilities': a bundler keeps a whole texts file wherever one text of it is used, and only code behind
// walletdock/calls reads these. The spec names the codes (5700 … 5760), not these words.

/** 5760: the calls must land together, and the wallet can only send them one by one. */
export const atomicityNotSupported =
  'Atomicity not supported: this wallet can only send these calls one by one, and the app asked for all or none';
/** 5700: a capability the app requires, which a wallet sending the calls one by one cannot apply. */
export const nonOptionalCapabilityUnsupported = (name: string) =>
  `Unsupported non-optional capability: ${name} (this wallet sends the calls one by one and cannot apply it)`;
/** A batch without calls, or a call without a valid target or data. */
export const callsInvalid = 'Each call needs a 0x target address, and its data must start with 0x';
/** 5730: an id this app did not get from sendCalls, or one the wallet does not know. */
export const unknownBundleId = (id: string) =>
  `Unknown bundle id: ${id.length > 20 ? `${id.slice(0, 10)}…${id.slice(-8)}` : id}`;
/** Sent one by one, a later call was refused: the first ones stay sent (their status tells). */
export const sequenceStopped = (sent: number, total: number) =>
  `${sent} of ${total} calls were sent; the wallet refused the next one, so the rest were not sent`;
