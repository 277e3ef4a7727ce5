import { describe, expect, it } from 'vitest';
import { getDomain } from './public-suffix';

describe('the public-suffix stand-in for demo and dev builds', () => {
  it('answers a domain cookies could be kept under for the hosts a demo is served from', () => {
    expect(getDomain('localhost')).toBe('localhost');
    expect(getDomain('127.0.0.1')).toBe('127.0.0.1');
    expect(getDomain('::1')).toBe('::1');
    expect(getDomain('demo.example.com')).toBe('example.com');
    expect(getDomain('portal.team.example.org')).toBe('example.org');
    expect(getDomain('')).toBeNull();
  });
});
