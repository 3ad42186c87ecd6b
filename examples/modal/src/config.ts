/**
 * Where the example's settings come from: the devnet RPC (query `?rpc=`, else VITE_RPC_URL,
 * else the local devnet), the blockchain API (`?api=`, else VITE_BLOCKCHAIN_API_URL), the tokens read
 * from the chain when no API answers (`?tokens=0x…,0x…`, else the devnet's TEST and TUSD), the theme
 * (none: the visitor's colour scheme, as a host gets it; `?theme=light|dark` forces one) and, in dev or test builds
 * only, the test wallet's key (`?pk=`), the first run without it (`?devWallet=0`) and a number of extra custom
 * wallets (`?wallets=1000`).
 */
const params = new URLSearchParams(globalThis.location?.search ?? '');

/** The devnet RPC URL. */
export const rpcUrl =
  params.get('rpc') ?? (import.meta.env.VITE_RPC_URL as string | undefined) ?? 'http://127.0.0.1:8545';

/** The blockchain API serving balances, activity and NFTs (`npm start` runs walletdock's own); none: wallet and RPC only. */
export const blockchainApiUrl =
  params.get('api') ?? ((import.meta.env.VITE_BLOCKCHAIN_API_URL as string | undefined) || undefined);

/** ERC-20s read from the chain when neither the wallet nor the API reports balances: TEST and TUSD on a fresh devnet. */
export const tokenAddresses = (
  params.get('tokens') ?? '0x5FbDB2315678afecb367f032d93F642f64180aa3,0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'
)
  .split(',')
  .filter(Boolean);

/** A forced theme mode (`?theme=light|dark`); none: the default, the visitor's colour scheme. */
export const themeMode =
  params.get('theme') === 'light' ? 'light' : params.get('theme') === 'dark' ? 'dark' : undefined;

/** `?devWallet=0`: no development wallet is announced, so the page shows what a visitor without a wallet sees. */
export const devWalletOn = params.get('devWallet') !== '0';

/** The test wallet's private key (dev: anvil's account 1; tests pass a fresh funded key). */
export const testWalletKey = (params.get('pk') ??
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d') as `0x${string}`;

/**
 * `?calls=atomic|sequential` (dev/test builds only): the test wallet speaks EIP-5792, batching all or none, or sending
 * the calls one transaction each; without it, it has no EIP-5792 (as most wallets today).
 */
export const testWalletCalls = ((c) => (c === 'atomic' || c === 'sequential' ? c : undefined))(
  import.meta.env.MODE !== 'production' ? params.get('calls') : null,
);

/**
 * `?remember=1`: the test wallet remembers that this origin was approved (as a real wallet does), so a reload restores
 * the connection. Off by default: the modal tests start every page disconnected.
 */
export const rememberApproval = params.get('remember') === '1';

/** Number of generated custom wallets (to try the AllWallets list with many entries). */
export const extraWallets = Math.min(Number(params.get('wallets') ?? 0) || 0, 5000);

/**
 * More custom wallets as JSON (dev/test builds only): `?customWallets=[{"id":…,"name":…,"mobile_link":…}]`; the phone
 * tests list a wallet whose deep link opens a wallet page of theirs.
 */
export const customWalletsJson = import.meta.env.MODE !== 'production' ? params.get('customWallets') : null;

/** `?adapters=none`: no chain adapter at all (the open rule's case without adapters: AllWallets on a phone). */
export const noAdapters = params.get('adapters') === 'none';

/** A local WalletConnect relay (dev/test builds only): `?relay=ws://127.0.0.1:PORT` adds WalletConnect. */
export const relayUrl = params.get('relay') ?? undefined;

/**
 * How long the wallet is given to answer (dev/test builds only): `?walletTimeout=1500` makes a wallet that never answers
 * time out in 1.5 s instead of the default 30 s (the hostile-wallet tests).
 */
export const walletTimeoutMs = Number(params.get('walletTimeout')) || undefined;

/** Sign-in with the default siwx (dev/test builds only): `?siwx=1`, or `?siwx=required` to stay connected only signed in. */
export const signIn = params.get('siwx') === '1' || params.get('siwx') === 'required';
export const signInRequired = params.get('siwx') === 'required';

/**
 * The wallet frame (email and social login): VITE_EMBEDDED_FRAME_URL at build time; dev and test builds also take
 * `?frame=` (never a production build: the page's wallet must not come from a link).
 */
export const frameUrl =
  (import.meta.env.MODE !== 'production' ? params.get('frame') : null) ??
  ((import.meta.env.VITE_EMBEDDED_FRAME_URL as string | undefined) || undefined);

/** A host's own texts over the modal's: `?lang=fr` relabels a few with a partial French table (messages.fr.ts). */
export const lang = params.get('lang') ?? 'en';

/** The modal's locale (`?locale=de`, `?locale=ar`, `?locale=en-XA`…); without it, the browser's languages decide. */
export const locale = params.get('locale') ?? undefined;

/** Buy through the blockchain API's on-ramp sandbox (`?onramp=sandbox`; needs `?api=` with ONRAMP_PAYOUT_KEY set). */
export const onrampSandbox = params.get('onramp') === 'sandbox';

// The consent options, dev/test builds only (a production page must not take the links it shows from its own URL):
// `?terms=` and `?privacy=` (termsConditionsUrl, privacyPolicyUrl), `?legal=1` (features.legalCheckbox) and
// `?collapse=1` (features.collapseWallets).
const devParam = (name: string) => (import.meta.env.MODE !== 'production' ? params.get(name) : null);
/** The host's terms of service (`?terms=https://…`). */
export const termsUrl = devParam('terms') ?? undefined;
/** The host's privacy policy (`?privacy=https://…`). */
export const privacyUrl = devParam('privacy') ?? undefined;
/** `?legal=1`: the legal checkbox gates the connect methods. */
export const legalCheckbox = devParam('legal') === '1';
/** `?collapse=1`: the wallets fold into "Continue with a wallet" beside the email and social login. */
export const collapseWallets = devParam('collapse') === '1';

/**
 * The "Pay" demo's order: 5 TEST (the devnet's first token) to the devnet's second account; dev and test builds take
 * `?payAsset=native|0x…`, `?payAmount=` and `?payTo=` so the tests can ask for other payments.
 */
export const order = {
  asset: devParam('payAsset') ?? tokenAddresses[0] ?? 'native',
  symbol: devParam('payAsset') === 'native' ? 'AVENT' : 'TEST',
  name: devParam('payAsset') === 'native' ? 'Avent' : 'Test',
  amount: Number(devParam('payAmount') ?? 5),
  recipient: devParam('payTo') ?? '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
};
