// The faucet's transfer signer against the run's anvil: the native libsecp256k1 signer loads here, produces the very
// transactions viem's JavaScript signer (the fallback) produces from the same key, and anvil mines them.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getAddress, keccak256, parseEther, parseTransaction, recoverTransactionAddress, type Hex } from 'viem';
import { fundedAccount, type FundedAccount } from '../../support/chain';
import { TransferSigner, type TransferRequest } from '../../../faucet/server/sender/transfer-signer';
import { freshAddress, rpc, until } from './helpers';

const rpcUrl = inject('rpcUrl');
let key: FundedAccount;
let native: TransferSigner;
let javascript: TransferSigner;

beforeAll(async () => {
  key = await fundedAccount(rpcUrl, 100n);
  [native, javascript] = await Promise.all([
    TransferSigner.start(key.privateKey, 33322),
    TransferSigner.start(key.privateKey, 33322, false),
  ]);
});

afterAll(async () => {
  await native?.close();
  await javascript?.close();
});

describe('transfer signer', () => {
  it('signs natively here, byte for byte as the JavaScript fallback, and anvil mines what it signs', async () => {
    // The prebuilt bindings ship for linux-x64: a faucet here that fell back would pay ~0.5 ms more CPU per claim.
    expect(native.backend).toBe('libsecp256k1');
    expect(javascript.backend).toBe('javascript');

    const block = await rpc<{ baseFeePerGas: Hex }>(rpcUrl, 'eth_getBlockByNumber', ['latest', false]);
    const maxFeePerGas = (BigInt(block.baseFeePerGas) * 11n) / 10n + 1n;
    const first = Number(await rpc<Hex>(rpcUrl, 'eth_getTransactionCount', [key.address, 'pending']));
    // Amounts and fees of different byte lengths, and enough transfers that some r or s starts with a zero byte
    // (trimmed in the encoding): the serialization around the signature must agree too, not only the signature.
    const transfers: TransferRequest[] = Array.from({ length: 40 }, (_, i) => ({
      to: freshAddress(),
      value: parseEther('0.001') * BigInt(i + 1),
      gas: 21_000n,
      nonce: first + i,
      maxFeePerGas: maxFeePerGas + BigInt(i * 977),
      maxPriorityFeePerGas: BigInt(i),
    }));
    const [a, b] = await Promise.all([native.sign(transfers), javascript.sign(transfers)]);
    expect(a).toEqual(b);
    for (const t of a) expect(t.hash).toBe(keccak256(t.raw));
    const first0 = parseTransaction(a[0]!.raw);
    expect(first0).toMatchObject({
      chainId: 33322,
      to: transfers[0]!.to.toLowerCase(),
      value: transfers[0]!.value,
      nonce: first,
    });
    expect(await recoverTransactionAddress({ serializedTransaction: a[0]!.raw as `0x02${string}` })).toBe(
      getAddress(key.address),
    );

    for (const t of a) await rpc(rpcUrl, 'eth_sendRawTransaction', [t.raw]);
    const receipts = await until(
      async () => {
        const all = await Promise.all(
          a.map((t) => rpc<{ status: Hex; from: string } | null>(rpcUrl, 'eth_getTransactionReceipt', [t.hash])),
        );
        return all.every(Boolean) ? all : undefined;
      },
      30_000,
      'receipts of the natively signed transfers',
    );
    for (const r of receipts) expect(r).toMatchObject({ status: '0x1', from: key.address.toLowerCase() });
    const last = transfers.at(-1)!;
    expect(BigInt(await rpc<Hex>(rpcUrl, 'eth_getBalance', [last.to, 'latest']))).toBe(last.value);
  });
});
