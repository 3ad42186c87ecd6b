// In-process counters, gauges and histograms, rendered in the Prometheus text format (GET /metrics).

/** Default histogram buckets, in seconds. */
export const DEFAULT_BUCKETS: readonly number[] = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 25];

interface Histogram {
  buckets: readonly number[];
  counts: number[];
  sum: number;
  count: number;
}

/**
 * Metrics of one server instance. Names may carry labels, e.g. `faucet_claims_total{result="ok"}`; keep label sets
 * small and fixed (routes, outcomes), never per user.
 *
 * @example
 * const metrics = new Metrics();
 * metrics.inc('api_requests_total{path="/v1/balance"}');
 * metrics.gauge('api_indexed_block', () => lastBlock);
 * metrics.observe('api_request_duration_seconds', 0.012);
 * metrics.render(); // the text for GET /metrics
 */
export class Metrics {
  private readonly counters = new Map<string, number>();
  private readonly gauges = new Map<string, () => number>();
  private readonly histograms = new Map<string, Histogram>();

  /** Adds 1 to a counter. */
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

  /** Declares a histogram (shown, empty, before its first observation); `buckets` are upper bounds, ascending. */
  histogram(name: string, buckets: readonly number[] = DEFAULT_BUCKETS): void {
    if (!this.histograms.has(name))
      this.histograms.set(name, { buckets, counts: buckets.map(() => 0), sum: 0, count: 0 });
  }

  /** Records one value (e.g. a duration in seconds) in a histogram, declaring it with the default buckets if needed. */
  observe(name: string, value: number): void {
    this.histogram(name);
    const h = this.histograms.get(name)!;
    h.buckets.forEach((b, i) => {
      if (value <= b) h.counts[i]! += 1;
    });
    h.sum += value;
    h.count += 1;
  }

  /** Current value of a counter (tests and status replies). */
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
    for (const [name, value] of [...this.counters].sort()) {
      type(name, 'counter');
      lines.push(`${name} ${value}`);
    }
    for (const [name, read] of [...this.gauges].sort()) {
      type(name, 'gauge');
      lines.push(`${name} ${read()}`);
    }
    for (const [name, h] of [...this.histograms].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
      type(name, 'histogram');
      h.buckets.forEach((b, i) => lines.push(`${name}_bucket{le="${b}"} ${h.counts[i]}`));
      lines.push(`${name}_bucket{le="+Inf"} ${h.count}`, `${name}_sum ${h.sum}`, `${name}_count ${h.count}`);
    }
    return `${lines.join('\n')}\n`;
  }
}
