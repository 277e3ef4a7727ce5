// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  envelopeFailure,
  formatBenchTable,
  formatMs,
  percentile,
  requestKey,
  summarize,
  type BenchStats,
} from './bench-lib';

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, index) => index + 1);

  it('takes the nearest rank of sorted values', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([1, 2, 3], 50)).toBe(2);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([7], 99)).toBe(7);
  });

  it('is NaN without values', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('summarize', () => {
  it('sorts the latencies and counts requests per second of wall time', () => {
    const stats = summarize([5, 1, 4, 2, 3], 2000);
    expect(stats).toEqual({ count: 5, p50: 3, p95: 5, p99: 5, rps: 2.5 });
  });
});

describe('envelopeFailure', () => {
  it('accepts HTTP 200 with code 100', () => {
    expect(envelopeFailure(200, '{"code":100,"msg":"Success","data":[]}')).toBeNull();
    expect(envelopeFailure(200, '{ "msg": "Success", "code": 100, "data": null }')).toBeNull();
  });

  it('names the status, the code and message, or the body that is not JSON', () => {
    expect(envelopeFailure(404, 'Not found')).toBe('HTTP 404');
    expect(envelopeFailure(200, '{"code":198,"msg":"Please log in","data":null}')).toBe('code 198: Please log in');
    expect(envelopeFailure(200, '<html>')).toBe('not JSON: <html>');
  });
});

describe('requestKey', () => {
  it('tells requests apart by method, path with query and body', () => {
    const keys = new Set([
      requestKey('POST', '/rpi/a', 'x=1'),
      requestKey('POST', '/rpi/a', 'x=2'),
      requestKey('GET', '/rpi/a', 'x=1'),
      requestKey('POST', '/rpi/a?x=1', ''),
    ]);
    expect(keys.size).toBe(4);
    expect(requestKey('POST', '/rpi/a', 'x=1')).toBe(requestKey('POST', '/rpi/a', 'x=1'));
  });
});

describe('tables', () => {
  it('formats milliseconds by size', () => {
    expect([formatMs(0.1234), formatMs(12.345), formatMs(123.4), formatMs(Number.NaN)]).toEqual(['0.12', '12.3', '123', '-']);
  });

  it('shows both servers, the ratios, and flags a p95 ratio over the limit', () => {
    const stats = (p95: number, rps: number): BenchStats => ({ count: 10, p50: p95 / 2, p95, p99: p95, rps, cpuUsPerRequest: p95 * 100 });
    const table = formatBenchTable(
      [
        { call: 'fast', fake: stats(0.4, 2000), bare: stats(0.2, 4000) },
        { call: 'slow', fake: stats(2, 400), bare: stats(0.2, 4000) },
      ],
      3,
    );
    const [header, , fast, slow] = table.split('\n');
    expect(header).toMatch(/^call\s+fake p50\s+p95\s+p99\s+fake req\/s\s+bare p50\s+p95\s+p99\s+bare req\/s\s+p95 fake\/bare/);
    expect(fast!.trim().split(/\s+/)).toEqual(['fast', '0.20', '0.40', '0.40', '2000', '0.10', '0.20', '0.20', '4000', '2.00x', '0.50x', '40', '20']);
    expect(slow!.trim().split(/\s+/).slice(9, 11)).toEqual(['*10.00x', '0.10x']);
  });
});
