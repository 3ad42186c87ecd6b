// Optional peers (@walletconnect/universal-provider, @solana/web3.js) are imported where a feature first needs
// them, each `import()` written inside a try block with `turbopackOptional`: webpack and Turbopack then build an
// app that lacks the package (esbuild and Vite leave the import as it is), and the import rejects at run time.
// This turns that rejection into the one-line fix, instead of a bundler's "Cannot find module".
import * as ErrorMessages from './error-messages';
import { NotConfiguredError } from './errors/sdk';

/**
 * The error for a failed optional-peer import: "<feature> needs <pkg>, which is not installed: run npm i <pkg>" when
 * the failure names the package (webpack, Turbopack, the browser and Node all do), else the failure itself (a
 * chunk that did not download is not a missing package).
 *
 * @example
 * try { return await import('@solana/web3.js'); } catch (error) { throw optionalPeerError(error, 'Solana', '@solana/web3.js'); }
 */
export function optionalPeerError(error: unknown, feature: string, pkg: string): unknown {
  const text = error instanceof Error ? `${(error as { code?: unknown }).code ?? ''} ${error.message}` : String(error);
  if (!text.includes(pkg)) return error;
  return new NotConfiguredError(ErrorMessages.optionalPeerMissing(feature, pkg), { cause: error });
}
