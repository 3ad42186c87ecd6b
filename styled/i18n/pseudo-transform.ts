/** The pseudo-locale's text transform, a chunk of its own: only a page in that locale (a translator's check) loads it. */
export { pseudoLocalize } from 'walletdock/utils';
