// A frame network (its configuration) as a viem chain, for the page's clients.
import { defineChain, type Chain } from 'viem';
import type { FrameChain } from '../config';

/** A frame network as a viem chain. */
export const viemChain = (c: FrameChain): Chain => defineChain({
  id: Number(c.id.split(':')[1]), name: c.name, nativeCurrency: c.nativeCurrency, rpcUrls: { default: { http: [c.rpcUrl] } },
});
