/** The wallet help views' default (English) texts, loaded with those views; a host's `messages` override them. */
import { useMessagesWith, type Messages, type WalletHelpMessageKey } from '../../messages';

/** The defaults of the wallet help keys. */
export const walletHelpMessages = {
  walletHelpAssetsTitle: 'Your assets in one place',
  walletHelpAssetsBody: 'A wallet keeps your coins, tokens and NFTs, and sends and receives them.',
  walletHelpLoginTitle: 'A new way to sign in',
  walletHelpLoginBody: 'No password for every site: you approve a request in your wallet instead.',
  walletHelpControlTitle: 'Only you decide',
  walletHelpControlBody: 'Nothing is sent or signed until you approve it in the wallet.',
  getWalletAction: 'Get a wallet',
  getWalletHint: 'Pick one to see where to install it. Come back here once it is set up.',
  walletPlatforms: '{platforms}',
  platformExtension: 'Browser',
  platformIos: 'iPhone',
  platformAndroid: 'Android',
  installExtension: 'Add to your browser',
  installIos: 'App Store (iPhone)',
  installAndroid: 'Google Play (Android)',
  installHomepage: 'Visit {host}',
  installHint: 'After installing the extension, reload this page and choose the wallet again.',
} as const satisfies Record<WalletHelpMessageKey, string>;

/** The message table with the wallet help defaults under the host's overrides. */
export function useWalletHelpMessages(): Messages {
  return useMessagesWith(walletHelpMessages);
}
