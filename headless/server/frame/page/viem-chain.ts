// A frame network (its configuration) as a viem chain, for the page's clients.
import { defineChain, type Chain } from 'viem';
import { eip155ChainNumber } from '../../../core/model/caip';
import type { FrameNetwork } from '../api-schemas';

/** A frame network as a viem chain. */
export const viemChain = (c: FrameNetwork): Chain =>
  defineChain({
    id: eip155ChainNumber(c.id),
    name: c.name,
    nativeCurrency: c.nativeCurrency,
    rpcUrls: { default: { http: [c.rpcUrl] } },
  });
