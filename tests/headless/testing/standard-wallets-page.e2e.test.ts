// The Solana and Bitcoin test wallets of walletdock/testing in a real page (headless Chromium): they
// register by the wallet standard's window events whichever of wallet and app loads first, sign with
// their real keys in the page, and what they sign checks out in Node (ed25519, bip322-js, litesvm).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { BrowserContext, Page } from 'playwright-core';
import { ed25519 } from '@noble/curves/ed25519.js';
import { Keypair, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { Verifier } from 'bip322-js';
import { createLiteSvmRpc } from '../../support/litesvm-rpc';
import { launchBrowser, type TestBrowser } from '../../support/browser';

// The public walletdock/testing and walletdock/testing/solana entries plus the app side of the standard, bundled as a
// host's test page would.
const testing = fileURLToPath(new URL('../../../headless/testing/index.ts', import.meta.url));
const testingSolana = fileURLToPath(new URL('../../../headless/testing/solana.ts', import.meta.url));
const root = fileURLToPath(new URL('../../..', import.meta.url));

let server: Server;
let context: BrowserContext;
let page: Page;
let browser: TestBrowser | undefined;
const pageErrors: string[] = [];

beforeAll(async () => {
  const bundle = await build({
    stdin: {
      contents: `export * from ${JSON.stringify(testing)}; export * from ${JSON.stringify(testingSolana)}; export { getWallets } from '@wallet-standard/app';`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    platform: 'browser',
    format: 'iife',
    globalName: 'Lib',
    write: false,
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]?.text ?? '';
  const html =
    '<!doctype html><html><head><meta charset="utf-8"><title>standard wallets</title><script src="/lib.js"></script></head><body></body></html>';
  server = createServer((req, res) => {
    if (req.url === '/lib.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    else res.writeHead(200, { 'content-type': 'text/html' }).end(html);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  browser = await launchBrowser();
  context = browser.context;
  page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((ok) => (server ? server.close(ok) : ok(undefined)));
});

type Lib = typeof import('../../../headless/testing/index') &
  typeof import('../../../headless/testing/solana') & { getWallets: typeof import('@wallet-standard/app').getWallets };

describe('wallet-standard test wallets in a page (headless Chromium)', () => {
  it('register before and after the app is ready, connect, and sign with real keys', async () => {
    const result = await page.evaluate(async () => {
      const lib = (window as unknown as { Lib: Lib }).Lib;
      const seed = crypto.getRandomValues(new Uint8Array(32));
      // The wallet loads first: its register-wallet event has no listener yet, so it waits for app-ready.
      const sol = lib.createSolanaTestWallet({ name: 'Early Solana', secretKey: seed });
      sol.register();
      const wallets = lib.getWallets();
      // The app is ready now; this one registers through the register-wallet event.
      const btc = lib.createBitcoinTestWallet({ name: 'Late Bitcoin' });
      btc.register();
      const names = wallets.get().map((w) => w.name);

      const solWallet = wallets.get().find((w) => w.name === 'Early Solana')!;
      const connect = solWallet.features['standard:connect'] as {
        connect(): Promise<{ accounts: { address: string }[] }>;
      };
      const { accounts } = await connect.connect();
      const message = new TextEncoder().encode('signed in a page');
      const signMessage = solWallet.features['solana:signMessage'] as {
        signMessage(input: { account: unknown; message: Uint8Array }): Promise<{ signature: Uint8Array }[]>;
      };
      const [signed] = await signMessage.signMessage({ account: accounts[0], message });

      const btcWallet = wallets.get().find((w) => w.name === 'Late Bitcoin')!;
      const btcConnect = btcWallet.features['bitcoin:connect'] as {
        connect(i: unknown): Promise<{ accounts: { address: string }[] }>;
      };
      const btcAccounts = (await btcConnect.connect({ purposes: ['payment', 'ordinals'] })).accounts;
      const btcSign = btcWallet.features['bitcoin:signMessage'] as {
        signMessage(input: { account: unknown; message: Uint8Array }): Promise<{ signature: Uint8Array }[]>;
      };
      const [btcSigned] = await btcSign.signMessage({
        account: btcAccounts[1],
        message: new TextEncoder().encode('ordinals in a page'),
      });
      sol.setBehavior('solana:signMessage', { reject: true });
      const rejection = await signMessage
        .signMessage({ account: accounts[0], message })
        .catch((e: { code: number; message: string }) => ({ code: e.code, message: e.message }));
      return {
        names,
        address: accounts[0]!.address,
        signature: Array.from(signed!.signature),
        btcAddresses: btcAccounts.map((a) => a.address),
        btcSignature: btoa(String.fromCharCode(...btcSigned!.signature)),
        rejection,
      };
    });
    expect(pageErrors).toEqual([]);
    expect(result.names).toEqual(expect.arrayContaining(['Early Solana', 'Late Bitcoin']));
    const publicKey = new PublicKey(result.address).toBytes();
    expect(
      ed25519.verify(Uint8Array.from(result.signature), new TextEncoder().encode('signed in a page'), publicKey),
    ).toBe(true);
    expect(result.btcAddresses.map((a) => a.slice(0, 4))).toEqual(['bc1q', 'bc1p']);
    expect(Verifier.verifySignature(result.btcAddresses[1]!, 'ordinals in a page', result.btcSignature)).toBe(true);
    expect(result.rejection).toEqual({ code: 4001, message: 'User rejected the request.' });
  });

  it('signs a transfer in the page that then executes in an SVM in Node', async () => {
    const svm = createLiteSvmRpc();
    const payer = Keypair.generate();
    svm.airdrop(payer.publicKey.toBase58(), 1_000_000_000n);
    const receiver = Keypair.generate().publicKey;
    const { blockhash } = await svm.getLatestBlockhash();
    const unsigned = new VersionedTransaction(
      new TransactionMessage({
        payerKey: payer.publicKey,
        recentBlockhash: blockhash,
        instructions: [
          SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports: 1_234_567n }),
        ],
      }).compileToLegacyMessage(),
    ).serialize();

    const signed = await page.evaluate(
      async ({ seed, transaction }) => {
        const lib = (window as unknown as { Lib: Lib }).Lib;
        const wallet = lib.createSolanaTestWallet({ name: 'Signer', secretKey: Uint8Array.from(seed) });
        const { accounts } = await (
          wallet.wallet.features['standard:connect'] as { connect(): Promise<{ accounts: unknown[] }> }
        ).connect();
        const feature = wallet.wallet.features['solana:signTransaction'] as {
          signTransaction(i: {
            account: unknown;
            transaction: Uint8Array;
            chain: string;
          }): Promise<{ signedTransaction: Uint8Array }[]>;
        };
        const [out] = await feature.signTransaction({
          account: accounts[0],
          transaction: Uint8Array.from(transaction),
          chain: 'solana:devnet',
        });
        return Array.from(out!.signedTransaction);
      },
      { seed: Array.from(payer.secretKey.slice(0, 32)), transaction: Array.from(unsigned) },
    );

    await svm.sendRawTransaction(Uint8Array.from(signed));
    expect(await svm.getBalance(receiver.toBase58())).toBe(1_234_567n);
    expect(await svm.getBalance(payer.publicKey.toBase58())).toBe(1_000_000_000n - 1_234_567n - 5_000n);
  });
});
