// In-process counters, gauges and one latency histogram, rendered in the Prometheus text format on GET /metrics.

const BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 25];

/** Metrics of one faucet instance. Label sets are small and fixed (routes, outcomes). */
export class Metrics {
  private readonly counters = new Map<string, number>();
  private readonly gauges = new Map<string, () => number>();
  private readonly histogram = { counts: BUCKETS.map(() => 0), sum: 0, count: 0 };

  /** Adds 1 to a counter; `name` may carry labels, e.g. `faucet_claims_total{result="ok"}`. */
  inc(name: string): void {
    this.add(name, 1);
  }

  /** Adds n to a counter. */
  add(name: string, n: number): void {
    this.counters.set(name, (this.counters.get(name) ?? 0) + n);
  }

  /** A gauge read at scrape time. */
  gauge(name: string, read: () => number): void {
    this.gauges.set(name, read);
  }

  /** Records one claim's latency in seconds. */
  observeClaim(seconds: number): void {
    const h = this.histogram;
    BUCKETS.forEach((b, i) => { if (seconds <= b) h.counts[i]! += 1; });
    h.sum += seconds;
    h.count += 1;
  }

  /** Current value of a counter (tests and /api/status). */
  get(name: string): number {
    return this.counters.get(name) ?? 0;
  }

  /** The Prometheus text exposition. */
  render(): string {
    const lines: string[] = [];
    const typed = new Set<string>();
    const type = (name: string, kind: string) => {
      const base = name.split('{')[0]!;
      if (!typed.has(base)) lines.push(`# TYPE ${base} ${kind}`);
      typed.add(base);
    };
    for (const [name, value] of [...this.counters].sort()) { type(name, 'counter'); lines.push(`${name} ${value}`); }
    for (const [name, read] of [...this.gauges].sort()) { type(name, 'gauge'); lines.push(`${name} ${read()}`); }
    type('faucet_claim_duration_seconds', 'histogram');
    BUCKETS.forEach((b, i) => lines.push(`faucet_claim_duration_seconds_bucket{le="${b}"} ${this.histogram.counts[i]}`));
    lines.push(`faucet_claim_duration_seconds_bucket{le="+Inf"} ${this.histogram.count}`);
    lines.push(`faucet_claim_duration_seconds_sum ${this.histogram.sum}`);
    lines.push(`faucet_claim_duration_seconds_count ${this.histogram.count}`);
    return `${lines.join('\n')}\n`;
  }
}
