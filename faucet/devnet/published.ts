// The published npm artifacts the devnet deploys unchanged: the ABI from published-abis.ts (generated from the
// same files, typed for viem) with the creation bytecode read from the installed package at deployment.
import { createRequire } from 'node:module';
import type { Hex } from 'viem';
import * as abis from './published-abis';

type PublishedName = keyof typeof abis.publishedArtifactFiles;
type AbiOf<N extends PublishedName> = (typeof abis)[`${N}Abi`];

const require = createRequire(import.meta.url);

/** `{ abi, bytecode }` of a published artifact; the bytecode is the package file's own (waffle writes it without 0x). */
export function publishedArtifact<N extends PublishedName>(name: N): { abi: AbiOf<N>; bytecode: Hex } {
  const file = abis.publishedArtifactFiles[name];
  const { bytecode } = require(file) as { bytecode: string };
  if (!/^(0x)?[0-9a-fA-F]+$/.test(bytecode)) throw new Error(`${file} has no creation bytecode`);
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the devnet runs in Node, never bundled for a browser
  const abi = abis[`${name}Abi` as const] as AbiOf<N>;
  return { abi, bytecode: (bytecode.startsWith('0x') ? bytecode : `0x${bytecode}`) as Hex };
}
