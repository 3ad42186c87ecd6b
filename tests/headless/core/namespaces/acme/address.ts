// The fake namespace's address rule (README.md's example): a real rule decodes with a maintained codec.
export function isAcmeAddress(address: string): boolean {
  return /^acme1[0-9a-z]{38}$/.test(address);
}
