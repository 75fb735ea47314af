// Latencies and failures per kind of request, for the load and fault scenarios' reports.

export interface KindSummary {
  kind: string;
  count: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export class Recorder {
  private readonly latencies = new Map<string, number[]>();
  private readonly errorCounts = new Map<string, number>();
  /** [second since the first sample, latency] of every sample, for the per-second view. */
  private readonly samples: [number, number][] = [];
  private readonly began = performance.now();
  /** The first few failures of each kind, word for word, so a red run explains itself. */
  readonly examples: string[] = [];

  ok(kind: string, ms: number): void {
    const list = this.latencies.get(kind) ?? [];
    list.push(ms);
    this.latencies.set(kind, list);
    this.samples.push([Math.floor((performance.now() - this.began) / 1000), ms]);
  }

  error(kind: string, ms: number, detail: string): void {
    this.ok(kind, ms);
    this.errorCounts.set(kind, (this.errorCounts.get(kind) ?? 0) + 1);
    if (this.examples.length < 20) this.examples.push(`${kind}: ${detail}`);
  }

  summary(): { kinds: KindSummary[]; all: KindSummary } {
    const summarise = (kind: string, values: number[], errors: number): KindSummary => {
      const sorted = [...values].sort((a, b) => a - b);
      return {
        kind,
        count: sorted.length,
        errors,
        p50: round(percentile(sorted, 50)),
        p99: round(percentile(sorted, 99)),
        max: round(sorted.at(-1) ?? 0),
      };
    };
    const kinds = [...this.latencies.entries()]
      .map(([kind, values]) => summarise(kind, values, this.errorCounts.get(kind) ?? 0))
      .sort((a, b) => b.count - a.count);
    const everything = [...this.latencies.values()].flat();
    const errors = [...this.errorCounts.values()].reduce((sum, n) => sum + n, 0);
    return { kinds, all: summarise('all', everything, errors) };
  }

  /** p99 of the requests that ended in each second of the run: a stall shows as one bad second. */
  timeline(): string {
    const bySecond = new Map<number, number[]>();
    for (const [second, ms] of this.samples) bySecond.set(second, [...(bySecond.get(second) ?? []), ms]);
    return [...bySecond.entries()]
      .sort(([a], [b]) => a - b)
      .map(([second, values]) => {
        const sorted = values.sort((a, b) => a - b);
        return `${second}s:${sorted.length}/${Math.round(percentile(sorted, 99))}`;
      })
      .join(' ');
  }

  /** A fixed-width table for the test's output. */
  table(title: string): string {
    const { kinds, all } = this.summary();
    const line = (s: KindSummary) =>
      `${s.kind.padEnd(22)} ${String(s.count).padStart(7)} ${String(s.errors).padStart(6)} ${s.p50
        .toFixed(1)
        .padStart(8)} ${s.p99.toFixed(1).padStart(8)} ${s.max.toFixed(1).padStart(8)}`;
    const header = `${'kind'.padEnd(22)} ${'count'.padStart(7)} ${'errors'.padStart(6)} ${'p50 ms'.padStart(
      8,
    )} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}`;
    const examples = this.examples.length ? `\nfirst failures:\n  ${this.examples.join('\n  ')}` : '';
    return `\n${title}\n${header}\n${kinds.map(line).join('\n')}\n${line(all)}${examples}\n`;
  }
}
