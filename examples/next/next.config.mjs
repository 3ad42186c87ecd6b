// The example resolves next, react, wagmi and walletdock's dependencies from the repository's
// node_modules (two folders up), and walletdock itself from its own node_modules, where the packed
// package is unpacked (see README.md): Turbopack's root must span both.
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** @type {import('next').NextConfig} */
export default {
  reactStrictMode: true,
  turbopack: { root },
  outputFileTracingRoot: root,
};
