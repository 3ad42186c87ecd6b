import { ProviderRpcError, userRejected } from './errors';
import { behaviorSchema } from './params';
import type { TestWalletBehavior } from './types';

/** The per-method switches of a test wallet (reject / fail / delay), applied before a method runs. */
export class BehaviorTable {
  private readonly table = new Map<string, TestWalletBehavior>();

  set(method: string, behavior: TestWalletBehavior): void {
    this.table.set(method, behaviorSchema.parse(behavior) as TestWalletBehavior);
  }

  clear(method?: string): void {
    if (method === undefined) this.table.clear();
    else this.table.delete(method);
  }

  /** Waits and/or throws as the switch for `method` says; a method's own switch wins over '*'. */
  async apply(method: string): Promise<void> {
    const key = this.table.has(method) ? method : this.table.has('*') ? '*' : undefined;
    if (key === undefined) return;
    const behavior = this.table.get(key) as TestWalletBehavior;
    if (behavior.times !== undefined) {
      if (behavior.times <= 1) this.table.delete(key);
      else this.table.set(key, { ...behavior, times: behavior.times - 1 });
    }
    if (behavior.delayMs) await new Promise((resolve) => setTimeout(resolve, behavior.delayMs));
    if (behavior.reject) throw userRejected();
    if (behavior.fail) throw new ProviderRpcError(behavior.fail.code, behavior.fail.message, behavior.fail.data);
  }
}
