'use client';
// walletdock's hooks and wagmi's side by side: both read the same connection, on the server (from
// the cookies) and in the browser.
import { useAccount, useConnect, useConnectors, useDisconnect } from 'walletdock';
import { useConnection } from 'wagmi';

export function Wallet() {
  const account = useAccount({ select: (a) => ({ status: a.status, address: a.address }) });
  const wagmi = useConnection();
  const connectors = useConnectors({ select: (list) => list.filter((c) => c.type !== 'INJECTED') });
  const connect = useConnect();
  const disconnect = useDisconnect();
  return (
    <section>
      <p data-testid="walletdock-status">
        walletdock: <b>{account.status}</b> <code data-testid="walletdock-address">{account.address ?? ''}</code>
      </p>
      <p data-testid="wagmi-status">
        wagmi: <b>{wagmi.status}</b> <code data-testid="wagmi-address">{wagmi.address ?? ''}</code>
      </p>
      {account.status === 'connected' ? (
        <button type="button" onClick={() => disconnect.mutate({})}>
          Disconnect
        </button>
      ) : (
        connectors.map((c) => (
          <button
            key={c.id}
            type="button"
            data-connector-id={c.id}
            onClick={() => connect.mutate({ connectorId: c.id })}
          >
            Connect {c.name}
          </button>
        ))
      )}
    </section>
  );
}
