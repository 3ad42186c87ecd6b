// How an account is named in the account data's maps (the floors, the portfolio cache): its own file, so the floor
// store the provider listens to from start-up brings nothing of the cache with it.

/** The CAIP-10 key of an account on a CAIP-2 network (the address lower-cased). */
export const accountKey = (caipNetworkId: string, address: string) => `${caipNetworkId}:${address.toLowerCase()}`;
