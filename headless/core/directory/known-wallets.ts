/**
 * walletdock's built-in list of well-known wallets: what the wallet lists show when no wallet directory answers (no
 * projectId, or the directory failed), so a first run needs no cloud. Each wallet has its WalletConnect explorer id (a
 * directory entry of the same wallet is the same entry), its EIP-6963 rdns (an installed copy claims the entry), its
 * icon (a data URL: nothing is fetched at run time; sources in known-wallet-icons.ts) and where to get it. The module
 * is its own chunk, loaded by knownWalletsQueryOptions when a list first needs it.
 */
import { KNOWN_WALLET_ICONS } from './known-wallet-icons';

/** Where a wallet can be installed. */
export interface WalletInstallLinks {
  /** The browser extension (Chrome Web Store; Chromium browsers share it). */
  chrome?: string | undefined;
  /** The iPhone app (App Store). */
  ios?: string | undefined;
  /** The Android app (Google Play). */
  android?: string | undefined;
  /** The wallet's own site. */
  homepage: string;
}

/**
 * A well-known wallet.
 * @example
 * const metamask: KnownWallet = KNOWN_WALLETS[0]; // { id: 'c57ca95b…', name: 'MetaMask', rdns: 'io.metamask', … }
 */
export interface KnownWallet {
  /** The WalletConnect explorer id (the directory's id of this wallet). */
  id: string;
  name: string;
  /** The EIP-6963 reverse-DNS name its browser extension announces. */
  rdns: string;
  imageUrl: string;
  /** The native link WalletConnect pairing opens on a phone (`wc?uri=` is appended), null when it pairs no other way. */
  mobile_link: string | null;
  /** Chain namespaces the wallet serves. */
  chains: readonly ('eip155' | 'solana' | 'bip122')[];
  install: WalletInstallLinks;
}

const store = {
  chrome: (slug: string) => `https://chromewebstore.google.com/detail/${slug}`,
  ios: (slug: string) => `https://apps.apple.com/app/${slug}`,
  android: (id: string) => `https://play.google.com/store/apps/details?id=${id}`,
};

/** The built-in wallets in the order the lists show them (the first four are featured on Connect). */
export const KNOWN_WALLETS: readonly KnownWallet[] = [
  {
    id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
    name: 'MetaMask',
    rdns: 'io.metamask',
    imageUrl: KNOWN_WALLET_ICONS.metamask!,
    mobile_link: 'metamask://',
    chains: ['eip155', 'solana'],
    install: {
      chrome: store.chrome('metamask/nkbihfbeogaeaoehlefnkodbefgpgknn'),
      ios: store.ios('metamask/id1438144202'),
      android: store.android('io.metamask'),
      homepage: 'https://metamask.io',
    },
  },
  {
    id: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa',
    name: 'Coinbase Wallet',
    rdns: 'com.coinbase.wallet',
    imageUrl: KNOWN_WALLET_ICONS.coinbase!,
    mobile_link: 'cbwallet://',
    chains: ['eip155', 'solana'],
    install: {
      chrome: store.chrome('coinbase-wallet-extension/hnfanknocfeofbddgcijnmhnfnkdnaad'),
      ios: store.ios('coinbase-wallet/id1278383455'),
      android: store.android('org.toshi'),
      homepage: 'https://www.coinbase.com/wallet',
    },
  },
  {
    id: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369',
    name: 'Rainbow',
    rdns: 'me.rainbow',
    imageUrl: KNOWN_WALLET_ICONS.rainbow!,
    mobile_link: 'rainbow://',
    chains: ['eip155'],
    install: {
      chrome: store.chrome('rainbow/opfgelmcmbiajamepnmloijbpoleiama'),
      ios: store.ios('rainbow-ethereum-wallet/id1457119021'),
      android: store.android('me.rainbow'),
      homepage: 'https://rainbow.me',
    },
  },
  {
    id: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0',
    name: 'Trust Wallet',
    rdns: 'com.trustwallet.app',
    imageUrl: KNOWN_WALLET_ICONS.trust!,
    mobile_link: 'trust://',
    chains: ['eip155', 'solana', 'bip122'],
    install: {
      chrome: store.chrome('trust-wallet/egjidjbpglichdcondbcbdnbeeppgdph'),
      ios: store.ios('trust-crypto-bitcoin-wallet/id1288339409'),
      android: store.android('com.wallet.crypto.trustapp'),
      homepage: 'https://trustwallet.com',
    },
  },
  {
    id: 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393',
    name: 'Phantom',
    rdns: 'app.phantom',
    imageUrl: KNOWN_WALLET_ICONS.phantom!,
    // Phantom does not pair by WalletConnect: on a phone it opens the page in its own browser (the browse deep link).
    mobile_link: null,
    chains: ['solana', 'eip155', 'bip122'],
    install: {
      chrome: store.chrome('phantom/bfnaelmomeimhlpmgjnjophhpkkoljpa'),
      ios: store.ios('phantom-crypto-wallet/id1598432977'),
      android: store.android('app.phantom'),
      homepage: 'https://phantom.com',
    },
  },
  {
    id: '18388be9ac2d02726dbac9777c96efaac06d744b2f6d580fccdd4127a6d01fd1',
    name: 'Rabby Wallet',
    rdns: 'io.rabby',
    imageUrl: KNOWN_WALLET_ICONS.rabby!,
    mobile_link: null,
    chains: ['eip155'],
    install: {
      chrome: store.chrome('rabby-wallet/acmacodkjbdgmoleebolmdjonilkdbch'),
      ios: store.ios('rabby-wallet-crypto-evm/id6474381673'),
      android: store.android('com.debank.rabbymobile'),
      homepage: 'https://rabby.io',
    },
  },
  {
    id: '971e689d0a5be527bac79629b4ee9b925e82208e5168b733496a09c0faed0709',
    name: 'OKX Wallet',
    rdns: 'com.okex.wallet',
    imageUrl: KNOWN_WALLET_ICONS.okx!,
    mobile_link: 'okex://main',
    chains: ['eip155', 'solana', 'bip122'],
    install: {
      chrome: store.chrome('okx-wallet/mcohilncbfahbmgdjkbpemcciiolgcge'),
      ios: store.ios('okx-buy-bitcoin-eth-crypto/id1327268470'),
      android: store.android('com.okinc.okex.gp'),
      homepage: 'https://web3.okx.com',
    },
  },
  {
    id: 'ecc4036f814562b41a5268adc86270fba1365471402006302e70169465b7ac18',
    name: 'Zerion',
    rdns: 'io.zerion.wallet',
    imageUrl: KNOWN_WALLET_ICONS.zerion!,
    mobile_link: 'zerion://',
    chains: ['eip155', 'solana'],
    install: {
      chrome: store.chrome('zerion-wallet-for-web3-nf/klghhnkeealcohjjanjjdaeeggmfmlpl'),
      ios: store.ios('zerion-crypto-wallet-defi/id1456732565'),
      android: store.android('io.zerion.android'),
      homepage: 'https://zerion.io',
    },
  },
];

/** WalletConnect's own mark, for the pairing (QR code) row. */
export const WALLET_CONNECT_ICON: string = KNOWN_WALLET_ICONS.walletConnect!;

/** What knownWalletsQueryOptions loads. */
export interface KnownWalletList {
  wallets: readonly KnownWallet[];
  walletConnectIcon: string;
}

/** The built-in list as the query returns it. */
export const knownWalletList: KnownWalletList = { wallets: KNOWN_WALLETS, walletConnectIcon: WALLET_CONNECT_ICON };
