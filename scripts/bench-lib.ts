// Pure helpers of scripts/bench-mock.ts (autocannon makes the load): percentiles, the envelope
// check and the table (drawn by size-lib's formatTable). No network here, so each piece has a unit test.
import { formatTable } from './size-lib';

/** Nearest-rank percentile (0 < p ≤ 100) of values sorted ascending; NaN for no values. */
export const percentile = (sorted: readonly number[], p: number): number => {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
};

export interface CellStats {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  /** Completed requests per second of wall time. */
  rps: number;
}

/** Latencies (ms) and the wall time they took (ms) → percentiles and throughput. */
export const summarize = (latenciesMs: readonly number[], elapsedMs: number): CellStats => {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    rps: elapsedMs > 0 ? (sorted.length * 1000) / elapsedMs : Number.NaN,
  };
};

/** The replay server's key of a request: the same method, path with query and body give the same answer. */
export const requestKey = (method: string, url: string, body: string): string => `${method} ${url}\n${body}`;

const SUCCESS_PREFIX = '{"code":100,';

/**
 * Null when a response is a success (HTTP 200 and envelope code 100), else what went wrong. The
 * fake backend writes `code` first, so the usual case is a prefix test, not a JSON parse.
 */
export function envelopeFailure(status: number, body: string): string | null {
  if (status !== 200) return `HTTP ${status}`;
  if (body.startsWith(SUCCESS_PREFIX)) return null;
  try {
    const envelope = JSON.parse(body) as { code?: unknown; msg?: unknown };
    return envelope.code === 100 ? null : `code ${String(envelope.code)}: ${String(envelope.msg)}`;
  } catch {
    return `not JSON: ${body.slice(0, 80)}`;
  }
}

/** Milliseconds as shown in the table: two decimals below 10 ms, one below 100, none above. */
export const formatMs = (ms: number): string =>
  Number.isNaN(ms) ? '-' : ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0);

export const formatRate = (perSecond: number): string => (Number.isNaN(perSecond) ? '-' : perSecond.toFixed(0));

export const formatRatio = (ratio: number): string => (Number.isFinite(ratio) ? `${ratio.toFixed(2)}x` : '-');

export interface BenchStats extends CellStats {
  /** CPU time of the server's main thread per request, in microseconds (NaN when unknown). */
  cpuUsPerRequest: number;
}

export interface BenchRow {
  call: string;
  fake: BenchStats;
  bare: BenchStats;
}

export const BENCH_HEADER = [
  'call',
  'fake p50',
  'p95',
  'p99',
  'fake req/s',
  'bare p50',
  'p95',
  'p99',
  'bare req/s',
  'p95 fake/bare',
  'req/s fake/bare',
  'cpu us/req fake',
  'bare',
] as const;

const formatUs = (us: number): string => (Number.isNaN(us) ? '-' : us.toFixed(0));

/** One concurrency's table; a call whose p95 is more than `flagAbove` times the bare one gets a `*`. */
export function formatBenchTable(rows: readonly BenchRow[], flagAbove = Number.POSITIVE_INFINITY): string {
  return formatTable(
    BENCH_HEADER,
    rows.map(({ call, fake, bare }) => {
      const p95Ratio = fake.p95 / bare.p95;
      return [
        call,
        formatMs(fake.p50),
        formatMs(fake.p95),
        formatMs(fake.p99),
        formatRate(fake.rps),
        formatMs(bare.p50),
        formatMs(bare.p95),
        formatMs(bare.p99),
        formatRate(bare.rps),
        `${p95Ratio > flagAbove ? '*' : ''}${formatRatio(p95Ratio)}`,
        formatRatio(fake.rps / bare.rps),
        formatUs(fake.cpuUsPerRequest),
        formatUs(bare.cpuUsPerRequest),
      ];
    }),
  );
}
