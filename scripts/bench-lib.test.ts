// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { benchTable, envelopeFailure, requestKey, summarize, type Cell } from './bench-lib';

describe('bench:mock helpers', () => {
  it('takes nearest-rank percentiles, requests per second of wall time and CPU per request', () => {
    const hundred = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(summarize(hundred, 50_000, 300_000)).toEqual({ p50: 50, p95: 95, p99: 99, rps: 2, cpuUs: 3 });
    expect(summarize([3, 1, 2, 4], 1000, 0)).toMatchObject({ p50: 2, p95: 4 });
    expect(summarize([], 1000, 0).p50).toBeNaN();
  });

  it('accepts HTTP 200 with envelope code 100, and shows what else came', () => {
    expect(envelopeFailure(200, '{"code":100,"msg":"Success","data":[]}')).toBeNull();
    expect(envelopeFailure(404, 'Not found')).toBe('HTTP 404');
    expect(envelopeFailure(200, '{"code":198,"msg":"Please log in","data":null}')).toBe('not a success envelope: {"code":198,"msg":"Please log in","data":null}');
    expect(envelopeFailure(200, '<html>')).toBe('not a success envelope: <html>');
  });

  it('keys replayed requests by method, path with query and body', () => {
    const keys = [['POST', '/rpi/a', 'x=1'], ['POST', '/rpi/a', 'x=2'], ['GET', '/rpi/a', 'x=1'], ['POST', '/rpi/a?x=1', '']] as const;
    expect(new Set(keys.map(([method, url, body]) => requestKey(method, url, body))).size).toBe(4);
  });

  it('shows both servers and the ratios, and marks a p95 ratio over the limit', () => {
    const cell = (p95: number, rps: number): Cell => ({ p50: p95 / 2, p95, p99: p95, rps, cpuUs: p95 * 100 });
    const table = benchTable([{ call: 'fast', fake: cell(0.4, 2000), bare: cell(0.2, 4000) }, { call: 'slow', fake: cell(2, 400), bare: cell(0.2, 4000) }], 3);
    expect(table.fast).toEqual({
      ...{ 'fake p50': 0.2, 'fake p95': 0.4, 'fake p99': 0.4, 'fake req/s': 2000, 'bare p50': 0.1, 'bare p95': 0.2, 'bare p99': 0.2, 'bare req/s': 4000 },
      ...{ 'p95 ratio': 2, 'req/s ratio': 0.5, 'fake cpu': 40, 'bare cpu': 20 },
    });
    expect(table['* slow']).toMatchObject({ 'p95 ratio': 10, 'req/s ratio': 0.1 });
  });
});
