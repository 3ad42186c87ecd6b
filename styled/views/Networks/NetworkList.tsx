/** The networks of the active namespace as rows; selecting one switches the wallet to it. */
import { useNetwork, useToastActions } from 'walletdock';
import type { NetworkView } from 'walletdock/types';
import { useMessages } from '../../messages';
import { list, row, rowName, image, tag } from '../../components/ui.css';

const pick = (n: NetworkView) => n;

/** Props of NetworkList. */
export interface NetworkListProps {
  /** Called after a successful switch. */
  onSwitched?: () => void;
}

/** Network rows (`data-network`); the current one is marked aria-current. */
export function NetworkList({ onSwitched }: NetworkListProps) {
  const m = useMessages();
  const { network, switchNetwork } = useNetwork({ select: pick });
  const toast = useToastActions();
  return (
    <ul className={list} aria-label={m.networksTitle}>
      {network.caipNetworks.map((n) => {
        const current = n.caipNetworkId === network.caipNetwork?.caipNetworkId;
        const pending = switchNetwork.isPending && switchNetwork.variables?.caipNetworkId === n.caipNetworkId;
        return (
          <li key={n.caipNetworkId}>
            <button
              type="button"
              className={row}
              data-network={n.caipNetworkId}
              aria-current={current ? 'true' : undefined}
              disabled={switchNetwork.isPending}
              onClick={() =>
                current
                  ? onSwitched?.()
                  : switchNetwork.mutate(
                      { caipNetworkId: n.caipNetworkId, namespace: n.chainNamespace },
                      { onSuccess: () => onSwitched?.(), onError: () => toast.error(m.switchNetworkFailed) },
                    )
              }
            >
              <span className={image} aria-hidden="true">
                {n.name.slice(0, 1)}
              </span>
              <span className={rowName}>{n.name}</span>
              {current ? <span className={tag}>{m.currentNetwork}</span> : null}
              {pending ? <span className={tag}>{m.switchingNetwork}</span> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
