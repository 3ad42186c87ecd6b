import type { EIP1193EventMap } from 'viem';

/** An event name of an EIP-1193 provider (accountsChanged, chainChanged, connect, disconnect, message). */
export type ProviderEventName = keyof EIP1193EventMap;

type AnyListener = (...args: never[]) => void;

/** A tiny browser-safe emitter (no node:events): a listener that throws does not stop the others. */
export class ProviderEmitter {
  private readonly listeners = new Map<ProviderEventName, Set<AnyListener>>();

  on<E extends ProviderEventName>(event: E, listener: EIP1193EventMap[E]): void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener as AnyListener);
  }

  removeListener<E extends ProviderEventName>(event: E, listener: EIP1193EventMap[E]): void {
    this.listeners.get(event)?.delete(listener as AnyListener);
  }

  listenerCount(event: ProviderEventName): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  emit<E extends ProviderEventName>(event: E, ...args: Parameters<EIP1193EventMap[E]>): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      try {
        (listener as unknown as (...a: Parameters<EIP1193EventMap[E]>) => void)(...args);
      } catch (error) {
        // Report without breaking the emitting request or the other listeners.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }
}
