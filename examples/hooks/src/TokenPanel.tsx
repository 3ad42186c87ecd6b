/**
 * eip155 contract reads, writes and typed data through wagmi's own hooks, beside walletdock's: the
 * host's wagmi config is walletdock's eip155 config, so the account walletdock connected is wagmi's.
 * The three reads go to the node as one multicall3 call (the devnet has it at its usual address).
 */
import { useEffect } from 'react';
import { erc20Abi, formatUnits, type Address } from 'viem';
import { useReadContracts, useSignTypedData, useWaitForTransactionReceipt, useWriteContract } from 'wagmi';

// TestToken on a fresh devnet (`npm run devnet` prints it); `?token=` names another.
export const token = (new URLSearchParams(location.search).get('token') ??
  '0x5FbDB2315678afecb367f032d93F642f64180aa3') as Address;

export function TokenPanel({ address }: { address: Address }) {
  const reads = useReadContracts({
    allowFailure: false,
    contracts: [
      { address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] },
      { address: token, abi: erc20Abi, functionName: 'decimals' },
      { address: token, abi: erc20Abi, functionName: 'symbol' },
    ],
  });
  const write = useWriteContract();
  const receipt = useWaitForTransactionReceipt({ hash: write.data });
  const sign = useSignTypedData();
  const [balance, decimals, symbol] = reads.data ?? [];

  const { refetch } = reads;
  useEffect(() => {
    if (receipt.isSuccess) void refetch();
  }, [receipt.isSuccess, refetch]);
  return (
    <section aria-label="Token (wagmi hooks)">
      <h2 style={{ fontSize: 18 }}>TestToken through wagmi</h2>
      <p data-testid="hooks-token-balance">
        {balance !== undefined && decimals !== undefined ? `${formatUnits(balance, decimals)} ${symbol}` : '…'}
      </p>
      <button
        type="button"
        disabled={write.isPending}
        onClick={() =>
          write.mutate({ address: token, abi: erc20Abi, functionName: 'transfer', args: [address, 10n ** 18n] })
        }
      >
        Send 1 {symbol ?? 'TEST'} to myself
      </button>
      {write.data ? (
        <p>
          Transaction {write.data.slice(0, 12)}… {receipt.isSuccess ? 'mined' : 'pending'}
        </p>
      ) : null}
      <button
        type="button"
        onClick={() =>
          sign.mutate({
            domain: { name: 'walletdock hooks example', version: '1', chainId: 33322 },
            types: { Note: [{ name: 'text', type: 'string' }] },
            primaryType: 'Note',
            message: { text: 'Signed through wagmi beside walletdock' },
          })
        }
      >
        Sign typed data
      </button>
      {sign.data ? <p style={{ wordBreak: 'break-all' }}>Signature {sign.data}</p> : null}
      {(write.error ?? sign.error) ? <p role="alert">{(write.error ?? sign.error)?.message}</p> : null}
    </section>
  );
}
