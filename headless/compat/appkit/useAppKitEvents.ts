// useAppKitEvents: the last tracked event in AppKit's shape (walletdock's events have it already).
import { useState } from 'react';
import { useEvents, type WalletDockEvent } from 'walletdock';

/**
 * AppKit's useAppKitEvents: the last event (`{ timestamp, data: { type: 'track', event, properties } }`). Before the
 * first, AppKit's own initial event, MODAL_CREATED, stamped when the component mounted, so `data.event` is always there.
 * @example
 * const event = useAppKitEvents();
 * useEffect(() => console.log(event.data.event), [event]);
 */
export function useAppKitEvents(): WalletDockEvent {
  const [created] = useState<WalletDockEvent>(() => ({
    timestamp: Date.now(),
    data: { type: 'track', event: 'MODAL_CREATED' },
  }));
  return useEvents() ?? created;
}
