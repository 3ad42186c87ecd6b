/** Once connected: sign a message and send a small transfer with whatever wallet is connected (browser, email, social). */
import { useState } from 'react';
import { parseEther } from 'viem';
import { useAccount, useSendTransaction, useSignMessage } from 'walletdock';

const selectAddress = (a: { address: string | undefined; status: string }) => (a.status === 'connected' ? a.address : undefined);

export function TryWallet() {
  const address = useAccount({ select: selectAddress });
  const sign = useSignMessage();
  const send = useSendTransaction();
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
        <button type="button" data-testid="sign-button" disabled={sign.isPending} onClick={() => sign.mutate({ message })}>
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
      </p>
      {sign.data ? <code data-testid="signature" style={{ wordBreak: 'break-all' }}>{sign.data}</code> : null}
      {send.data ? <code data-testid="tx-hash">{send.data}</code> : null}
      {sign.error || send.error ? <p role="alert" data-testid="wallet-error">{(sign.error ?? send.error)?.message}</p> : null}
    </section>
  );
}
