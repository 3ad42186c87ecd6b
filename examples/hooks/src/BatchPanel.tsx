/**
 * A batch of two TestToken transfers through walletdock/calls, whatever the wallet: useCapabilities says what it can
 * do, useSendCalls sends (one batch by the wallet, or one transaction each where it has no EIP-5792), useCallsStatus
 * follows the batch until it landed.
 */
import { useState } from 'react';
import { encodeFunctionData, erc20Abi, isAddress, parseUnits, type Address } from 'viem';
import { useCallsStatus, useCapabilities, useSendCalls } from 'walletdock/calls';
import { token } from './TokenPanel';

const AMOUNTS = ['1', '2'] as const;

export function BatchPanel() {
  const [recipients, setRecipients] = useState<[string, string]>(['', '']);
  const capabilities = useCapabilities();
  const send = useSendCalls();
  const status = useCallsStatus({
    id: send.data?.id,
    query: {
      refetchInterval: (q) => (q.state.data?.status === 'pending' || (!q.state.data && !q.state.error) ? 1000 : false),
    },
  });
  const valid = recipients.every((r) => isAddress(r));
  const atomic = capabilities.data?.atomic?.status;

  function submit() {
    send.mutate({
      calls: recipients.map((to, i) => ({
        to: token,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to as Address, parseUnits(AMOUNTS[i]!, 18)],
        }),
      })),
    });
  }

  return (
    <section aria-label="Batch (walletdock/calls)">
      <h2 style={{ fontSize: 18 }}>Two transfers in one batch</h2>
      <p data-testid="batch-capability">
        {capabilities.isPending
          ? '…'
          : capabilities.data === null
            ? 'This wallet has no EIP-5792: the calls go one transaction each.'
            : atomic === 'supported' || atomic === 'ready'
              ? 'This wallet batches all or none.'
              : 'This wallet sends batches one transaction each.'}
      </p>
      {recipients.map((value, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one row per fixed recipient slot; the slots never reorder
        <label key={i} style={{ display: 'block', marginBottom: 6 }}>
          {AMOUNTS[i]} TEST to{' '}
          <input
            data-testid={`batch-to-${i + 1}`}
            placeholder="0x…"
            value={value}
            onChange={(e) => setRecipients((r) => (i === 0 ? [e.target.value, r[1]] : [r[0], e.target.value]))}
            style={{ width: '100%', fontFamily: 'monospace' }}
          />
        </label>
      ))}
      <button type="button" disabled={!valid || send.isPending} onClick={submit}>
        Send both
      </button>
      {send.data ? (
        <p data-testid="batch-route">
          {send.data.route === 'wallet' ? 'Sent by the wallet as one batch' : 'Sent one transaction at a time'}
        </p>
      ) : null}
      {status.data ? (
        <p data-testid="batch-status" data-status-code={status.data.statusCode}>
          Batch {status.data.status ?? 'unknown'} ({status.data.statusCode}): {status.data.receipts.length} receipt
          {status.data.receipts.length === 1 ? '' : 's'}, {status.data.atomic ? 'all or none' : 'one by one'}
        </p>
      ) : null}
      {(send.error ?? status.error) ? <p role="alert">{(send.error ?? status.error)?.message}</p> : null}
    </section>
  );
}
