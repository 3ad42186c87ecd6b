// The bip122 adapter against the Bitcoin test wallet, registered through the wallet standard. Message
// signatures are checked with bip322-js (an independent, maintained BIP-322 verifier).
import { afterEach, describe, expect, test } from 'vitest';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { base64, hex } from '@scure/base';
import {
  Address,
  NETWORK,
  OutScript,
  SigHash,
  TEST_NETWORK,
  Transaction,
  p2pkh,
  p2wpkh,
  utils,
} from '@scure/btc-signer';
import { Verifier } from 'bip322-js';
import { createBitcoinTestWallet } from '../../../../headless/testing/bitcoin';
import { bip122Adapter, type Bip122ChainAdapter } from '../../../../headless/core/adapters/bip122';
import {
  BITCOIN_MAINNET,
  BITCOIN_TESTNET,
  bitcoinMainnet,
  bitcoinTestnet,
} from '../../../../headless/core/namespaces/bip122/networks';
import { isUserRejection } from '../../../../headless/core/model/errors';
import { memoryStorage } from '../../../../headless/core/model/storage';

const cleanups: Array<() => void> = [];
// bip322-js throws (rather than answering false) when the witness does not fit the address type.
const verifies = (address: string, message: string, signature: string) => {
  try {
    return Verifier.verifySignature(address, message, signature);
  } catch {
    return false;
  }
};
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function setup(walletOptions: Parameters<typeof createBitcoinTestWallet>[0] = {}) {
  const wallet = createBitcoinTestWallet({ name: `Btc ${Math.random()}`, ...walletOptions });
  cleanups.push(wallet.register());
  const adapter = bip122Adapter().create({
    networks: [bitcoinMainnet, bitcoinTestnet],
    storage: memoryStorage(),
    customRpcUrls: {},
    projectId: undefined,
    isServer: false,
  }) as Bip122ChainAdapter;
  adapter.mount?.();
  cleanups.push(() => adapter.destroy?.());
  return { wallet, adapter };
}

describe('connect', () => {
  test('the test wallet is discovered and connects with a payment and an ordinals account', async () => {
    const { adapter, wallet } = setup();
    expect(adapter.getConnectors().map((c) => c.name)).toContain(wallet.wallet.name);
    const connection = await adapter.connect({ connectorId: wallet.wallet.name });
    expect(connection.caipNetworkId).toBe(BITCOIN_MAINNET);
    expect(connection.address).toBe(wallet.payment.address);
    expect(connection.accounts).toEqual([
      {
        namespace: 'bip122',
        address: wallet.payment.address,
        type: 'payment',
        publicKey: hex.encode(wallet.payment.publicKey),
      },
      {
        namespace: 'bip122',
        address: wallet.ordinals.address,
        type: 'ordinal',
        publicKey: hex.encode(wallet.ordinals.publicKey),
      },
    ]);
    expect(wallet.payment.address).toMatch(/^bc1q/);
    expect(wallet.ordinals.address).toMatch(/^bc1p/);
  });

  test('a rejected connect is a user rejection', async () => {
    const { adapter, wallet } = setup();
    wallet.setBehavior('bitcoin:connect', { reject: true });
    expect(isUserRejection(await adapter.connect({ connectorId: wallet.wallet.name }).catch((e: unknown) => e))).toBe(
      true,
    );
  });

  test('a testnet wallet does not connect on mainnet but does on testnet, with tb1 addresses', async () => {
    const { adapter, wallet } = setup({ caipNetworkId: BITCOIN_TESTNET });
    await expect(adapter.connect({ connectorId: wallet.wallet.name, caipNetworkId: BITCOIN_MAINNET })).rejects.toThrow(
      'Connector chain mismatch: the connector is on bitcoin:testnet, the connection expects bitcoin:mainnet',
    );
    const connection = await adapter.connect({ connectorId: wallet.wallet.name, caipNetworkId: BITCOIN_TESTNET });
    expect(connection.accounts.map((a) => a.address.slice(0, 4))).toEqual(['tb1q', 'tb1p']);
  });

  test('the user switching account in the wallet is an accountsChanged with the new payment address', async () => {
    const { adapter, wallet } = setup();
    await adapter.connect({ connectorId: wallet.wallet.name });
    const seen: string[][] = [];
    adapter.on('accountsChanged', ({ address, accounts }) => seen.push([address, ...accounts.map((a) => a.type)]));
    wallet.setKeys({ paymentKey: utils.randomPrivateKeyBytes() });
    expect(seen).toEqual([[wallet.payment.address, 'payment', 'ordinal']]);
    const signature = await adapter.signMessage({ message: 'new key', address: wallet.payment.address });
    expect(verifies(wallet.payment.address, 'new key', signature)).toBe(true);
  });

  test('a wallet-side disconnect reaches the adapter', async () => {
    const { adapter, wallet } = setup();
    await adapter.connect({ connectorId: wallet.wallet.name });
    let disconnected = 0;
    adapter.on('disconnect', () => (disconnected += 1));
    wallet.disconnect();
    expect(disconnected).toBe(1);
  });
});

describe('BIP-322 message signing', () => {
  test('payment (P2WPKH) and ordinals (P2TR) signatures verify with bip322-js', async () => {
    const { adapter, wallet } = setup();
    await adapter.connect({ connectorId: wallet.wallet.name });
    const message = 'Sign in to walletdock\nNonce: 8f2c1d';
    const paymentSig = await adapter.signMessage({ message, address: wallet.payment.address });
    const ordinalsSig = await adapter.signMessage({ message, address: wallet.ordinals.address });
    expect(verifies(wallet.payment.address, message, paymentSig)).toBe(true);
    expect(verifies(wallet.ordinals.address, message, ordinalsSig)).toBe(true);
    // The same signature does not verify for another message or another address.
    expect(verifies(wallet.payment.address, `${message}!`, paymentSig)).toBe(false);
    expect(verifies(wallet.ordinals.address, message, paymentSig)).toBe(false);
  });

  test('signing on testnet verifies for the tb1 address', async () => {
    const { adapter, wallet } = setup({ caipNetworkId: BITCOIN_TESTNET });
    await adapter.connect({ connectorId: wallet.wallet.name, caipNetworkId: BITCOIN_TESTNET });
    const signature = await adapter.signMessage({ message: 'hello', address: wallet.payment.address });
    expect(verifies(wallet.payment.address, 'hello', signature)).toBe(true);
  });
});

describe('PSBT', () => {
  // A PSBT spending one (made-up) UTXO of the payment address: enough for the wallet to sign it.
  function psbtFor(paymentAddress: string) {
    const tx = new Transaction();
    const script = OutScript.encode(Address(NETWORK).decode(paymentAddress));
    tx.addInput({
      txid: hex.encode(utils.randomPrivateKeyBytes()),
      index: 0,
      witnessUtxo: { script, amount: 100_000n },
    });
    tx.addOutputAddress(p2wpkh(secp256k1.getPublicKey(utils.randomPrivateKeyBytes(), true)).address!, 90_000n);
    return tx.toPSBT();
  }

  test('with broadcast the wallet signs, finalises and sends; the witness signature verifies', async () => {
    const { adapter, wallet } = setup();
    await adapter.connect({ connectorId: wallet.wallet.name });
    const psbt = psbtFor(wallet.payment.address);
    const { txid } = await adapter.signPsbt({ psbt, signInputs: { [wallet.payment.address]: [0] }, broadcast: true });
    expect(wallet.broadcasts).toHaveLength(1);
    const sent = Transaction.fromRaw(hex.decode(wallet.broadcasts[0]!));
    expect(txid).toBe(sent.id);
    // BIP-143: the signature commits to the P2PKH form of the key hash and the spent amount.
    const [signature, publicKey] = sent.getInput(0).finalScriptWitness!;
    expect(hex.encode(publicKey!)).toBe(hex.encode(wallet.payment.publicKey));
    const preimage = sent.preimageWitnessV0(0, p2pkh(wallet.payment.publicKey).script, SigHash.ALL, 100_000n);
    expect(secp256k1.verify(signature!.slice(0, -1), preimage, publicKey!, { format: 'der', prehash: false })).toBe(
      true,
    );
  });

  test('without broadcast the signed PSBT comes back with a partial signature', async () => {
    const { adapter, wallet } = setup();
    await adapter.connect({ connectorId: wallet.wallet.name });
    const psbt = psbtFor(wallet.payment.address);
    const result = await adapter.signPsbt({ psbt, signInputs: { [wallet.payment.address]: [0] }, broadcast: false });
    const signed = Transaction.fromPSBT(base64.decode(result.psbt!));
    expect(signed.getInput(0).partialSig?.[0]?.[0]).toEqual(wallet.payment.publicKey);
    expect(wallet.broadcasts).toHaveLength(0);
  });

  test('a wallet without bitcoin:signAndSendTransaction says so', async () => {
    const { adapter, wallet } = setup({ name: 'Sign Only', features: ['bitcoin:connect', 'bitcoin:signTransaction'] });
    await adapter.connect({ connectorId: 'Sign Only' });
    const psbt = psbtFor(wallet.payment.address);
    await expect(
      adapter.signPsbt({ psbt, signInputs: { [wallet.payment.address]: [0] }, broadcast: true }),
    ).rejects.toThrow('Sign Only does not support bitcoin:signAndSendTransaction');
  });
});

describe('bad input', () => {
  test('a testnet address on a mainnet connection is named as such', async () => {
    const { adapter, wallet } = setup();
    await adapter.connect({ connectorId: wallet.wallet.name });
    const testnetAddress = p2wpkh(secp256k1.getPublicKey(utils.randomPrivateKeyBytes(), true), TEST_NETWORK).address!;
    await expect(adapter.signMessage({ message: 'hi', address: testnetAddress })).rejects.toThrow(
      `Address "${testnetAddress}" belongs to Bitcoin Testnet, not Bitcoin`,
    );
    await expect(adapter.signMessage({ message: 'hi', address: 'bc1notanaddress' })).rejects.toThrow(
      'Invalid Bitcoin address "bc1notanaddress" for Bitcoin',
    );
  });

  test('a wallet without bitcoin:signMessage says so; sending and balances are not offered on bip122', async () => {
    const { adapter, wallet } = setup({ name: 'Connect Only', features: ['bitcoin:connect'] });
    await adapter.connect({ connectorId: 'Connect Only' });
    await expect(adapter.signMessage({ message: 'hi', address: wallet.payment.address })).rejects.toThrow(
      'Connect Only does not support bitcoin:signMessage',
    );
    await expect(adapter.sendTransaction({ to: wallet.payment.address, value: 1n })).rejects.toThrow(
      'Sending is not supported on bip122',
    );
    await expect(adapter.getBalance({ address: wallet.payment.address, caipNetwork: bitcoinMainnet })).rejects.toThrow(
      'Token Balance Unavailable',
    );
  });

  test('an address of the network that the wallet did not hand out is not signed for', async () => {
    const { adapter, wallet } = setup();
    await adapter.connect({ connectorId: wallet.wallet.name });
    const other = p2wpkh(secp256k1.getPublicKey(utils.randomPrivateKeyBytes(), true)).address!;
    await expect(adapter.signMessage({ message: 'hi', address: other })).rejects.toThrow(
      'Account not found for connector',
    );
  });
});
