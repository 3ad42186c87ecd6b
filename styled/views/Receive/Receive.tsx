/**
 * Receive: the payment request of the active address as a QR code (drawn from useReceive's QR data),
 * the address to copy, and the networks and tokens it receives on.
 */
import { useToastActions } from 'walletdock';
import { useReceive } from 'walletdock/send';
import { view } from '../../theme/root.css';
import { button, center, list, muted, row, rowName } from '../../components/ui.css';
import { useMessages } from '../../messages';
import { usePanelMessages } from '../panel-messages';
import { label, mono, qrCard } from '../Send/Send.css';

/** The QR data as an SVG: one square per dark module, a 4-module quiet zone, black on white. */
function QrSvg({ size, modules, title }: { size: number; modules: readonly boolean[]; title: string }) {
  const path = modules
    .map((dark, i) => (dark ? `M${(i % size) + 4} ${Math.floor(i / size) + 4}h1v1h-1z` : ''))
    .join('');
  const side = size + 8;
  return (
    <svg
      role="img"
      aria-label={title}
      viewBox={`0 0 ${side} ${side}`}
      width={216}
      height={216}
      shapeRendering="crispEdges"
      data-receive-qr
    >
      <rect width={side} height={side} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}

/** The Receive panel. */
export function Receive() {
  const m = usePanelMessages();
  const base = useMessages();
  const receive = useReceive();
  const toast = useToastActions();
  const copy = async () => {
    if (!receive.address) return;
    await navigator.clipboard?.writeText(receive.address).catch(() => undefined);
    toast.success(base.addressCopied);
  };
  return (
    <div className={view} data-view="Receive" data-uri={receive.uri}>
      <div className={qrCard}>
        {receive.qr.data ? (
          <QrSvg size={receive.qr.data.size} modules={receive.qr.data.modules} title={m.receiveQrLabel} />
        ) : (
          <div style={{ width: 216, height: 216 }} />
        )}
      </div>
      <div className={center}>
        <p className={mono} data-receive-address>
          {receive.address}
        </p>
        {/* The address receives on every network listed below, not only the active one. */}
        <p className={muted} data-receive-hint="">
          {m.receiveHint}
        </p>
        <button type="button" className={button.secondary} onClick={copy} disabled={!receive.address}>
          {base.copyAddress}
        </button>
      </div>
      <p className={label} id="walletdock-receive-networks">
        {m.receiveNetworks}
      </p>
      <ul className={list} aria-labelledby="walletdock-receive-networks">
        {receive.networks.map((n) => (
          <li
            key={n.caipNetworkId}
            className={row}
            aria-current={n.caipNetworkId === receive.network?.caipNetworkId ? 'true' : undefined}
          >
            <span className={rowName}>{n.name}</span>
            {n.caipNetworkId === receive.network?.caipNetworkId ? (
              <span className={muted}>{base.currentNetwork}</span>
            ) : null}
          </li>
        ))}
      </ul>
      {receive.tokens?.length ? (
        <>
          <p className={label} id="walletdock-receive-tokens">
            {m.receiveTokens}
          </p>
          <ul className={list} aria-labelledby="walletdock-receive-tokens">
            {receive.tokens.map((t) => (
              <li key={t.address ?? 'native'} className={row}>
                <span className={rowName}>{`${t.name} (${t.symbol})`}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
