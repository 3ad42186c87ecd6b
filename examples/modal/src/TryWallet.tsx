/**
 * Once connected: sign a message and send a small transfer with whatever wallet is connected (browser, email, social),
 * and, with a wallet that batches (an email user's smart account), two token transfers in one atomic batch (EIP-5792
 * through wagmi's sendCalls on the instance's wagmi config). A batch sent with wagmi's own calls is one walletdock did
 * not see: refreshAfter tells it the account changed at the receipt's block, so the modal's Tokens and Activity show
 * the world after it.
 */
import { useMutation } from '@tanstack/react-query';
import { sendCalls, waitForCallsStatus } from '@wagmi/core';
import { useState } from 'react';
import { encodeFunctionData, erc20Abi, parseEther, type Address } from 'viem';
import { useAccount, useAccountData, useSendTransaction, useSignMessage, useWalletDock } from 'walletdock';
import { tokenAddresses } from './config';

const transfer = (to: Address, amount: bigint) => ({
  to: tokenAddresses[0] as Address,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
});

const selectAddress = (a: { address: string | undefined; status: string }) =>
  a.status === 'connected' ? a.address : undefined;

export function TryWallet() {
  const address = useAccount({ select: selectAddress });
  const sign = useSignMessage();
  const send = useSendTransaction();
  const dock = useWalletDock();
  const { refreshAfter } = useAccountData();
  const batch = useMutation({
    mutationFn: async () => {
      const config = dock.wagmiConfig!;
      const { id } = await sendCalls(config, {
        calls: [
          transfer('0x000000000000000000000000000000000000dEaD', 1n),
          transfer('0x000000000000000000000000000000000000bEEF', 2n),
        ],
      });
      const { status, chainId, receipts = [] } = await waitForCallsStatus(config, { id });
      // Even a failed batch may have landed some calls (and paid their gas).
      const last = receipts.at(-1);
      if (last) await refreshAfter({ blockNumber: last.blockNumber, chainId });
      if (status !== 'success') throw new Error(`The batch ${status}`);
      return receipts[0]?.transactionHash;
    },
  });
  const [message, setMessage] = useState('Hello from the walletdock example');
  if (!address) return null;
  return (
    <section style={{ display: 'grid', gap: 8, maxWidth: 520 }} data-testid="try-wallet">
      <h2 style={{ fontSize: 16, margin: 0 }}>Try the wallet</h2>
      <label style={{ display: 'grid', gap: 4 }}>
        Message
        <input value={message} onChange={(e) => setMessage(e.target.value)} data-testid="message-input" />
      </label>
      <p style={{ display: 'flex', gap: 8, margin: 0 }}>
        <button
          type="button"
          data-testid="sign-button"
          disabled={sign.isPending}
          onClick={() => sign.mutate({ message })}
        >
          Sign message
        </button>
        <button
          type="button"
          data-testid="send-button"
          disabled={send.isPending}
          onClick={() => send.mutate({ to: '0x000000000000000000000000000000000000dEaD', value: parseEther('0.001') })}
        >
          Send 0.001 to 0x…dEaD
        </button>
        {tokenAddresses[0] ? (
          <button type="button" data-testid="batch-button" disabled={batch.isPending} onClick={() => batch.mutate()}>
            Batch: two token transfers
          </button>
        ) : null}
      </p>
      {sign.data ? (
        <code data-testid="signature" style={{ wordBreak: 'break-all' }}>
          {sign.data}
        </code>
      ) : null}
      {send.data ? <code data-testid="tx-hash">{send.data}</code> : null}
      {batch.data ? <code data-testid="batch-tx-hash">{batch.data}</code> : null}
      {sign.error || send.error || batch.error ? (
        <p role="alert" data-testid="wallet-error">
          {(sign.error ?? send.error ?? batch.error)?.message}
        </p>
      ) : null}
    </section>
  );
}
