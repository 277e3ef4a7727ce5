// Pure helpers of scripts/bench-mock.ts (autocannon makes the load, console.table draws the
// table) and its bare server: the replay key, the envelope check, percentiles and the rows.

/** The bare server's key of a request: the same method, path with query and body give the same answer. */
export const requestKey = (method: string, url: string, body: string): string => `${method} ${url}\n${body}`;

/**
 * Null when a response is a success (HTTP 200 and envelope code 100), else what came. The fake
 * backend writes `code` first: a prefix test, no JSON parse in the load generator's loop.
 */
export const envelopeFailure = (status: number, body: string): string | null =>
  status !== 200 ? `HTTP ${status}` : body.startsWith('{"code":100,') ? null : `not a success envelope: ${body.slice(0, 80)}`;

/** One server's figures for one call: latencies in ms, requests per second of wall time, CPU µs per request. */
export type Cell = { p50: number; p95: number; p99: number; rps: number; cpuUs: number };

/**
 * Latencies (ms), their wall time (ms) and the server's CPU time (ns) → one cell. Nearest-rank
 * percentiles of our own: autocannon's histogram keeps whole milliseconds, these calls take tenths.
 */
export function summarize(latenciesMs: readonly number[], elapsedMs: number, cpuNs: number): Cell {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
  return { p50: at(50), p95: at(95), p99: at(99), rps: (sorted.length * 1000) / elapsedMs, cpuUs: cpuNs / 1000 / sorted.length };
}

const sig = (value: number) => Number(value.toPrecision(3));

/** A table for console.table: a row per call, named `* call` when its p95 ratio (fake/bare) is above `flagAbove`. */
export function benchTable(rows: ReadonlyArray<{ call: string; fake: Cell; bare: Cell }>, flagAbove = Number.POSITIVE_INFINITY) {
  const table: Record<string, Record<string, number>> = {};
  for (const { call, fake, bare } of rows) {
    const row: Record<string, number> = {};
    for (const [label, { p50, p95, p99, rps }] of [['fake', fake], ['bare', bare]] as const) {
      Object.assign(row, { [`${label} p50`]: sig(p50), [`${label} p95`]: sig(p95), [`${label} p99`]: sig(p99), [`${label} req/s`]: Math.round(rps) });
    }
    const p95Ratio = fake.p95 / bare.p95;
    table[`${p95Ratio > flagAbove ? '* ' : ''}${call}`] = {
      ...row,
      ...{ 'p95 ratio': sig(p95Ratio), 'req/s ratio': sig(fake.rps / bare.rps) },
      ...{ 'fake cpu': Math.round(fake.cpuUs), 'bare cpu': Math.round(bare.cpuUs) },
    };
  }
  return table;
}
