import { describe, expect, it } from 'vitest';
import { featuredMachine, machineCounts } from './machines';

describe('machineCounts', () => {
  it('sums each type, A1 first, and leaves out types without machines', () => {
    expect(
      machineCounts([
        { machineType: 'W1', machineNum: 2 },
        { machineType: 'A1', machineNum: 1 },
        { machineType: 'W1', machineNum: 3 },
      ]),
    ).toEqual([
      { type: 'A1', count: 1 },
      { type: 'W1', count: 5 },
    ]);
    expect(machineCounts([{ machineType: 'A1', machineNum: 0 }, { machineType: 'W1', machineNum: 2 }])).toEqual([
      { type: 'W1', count: 2 },
    ]);
  });
});

describe('featuredMachine', () => {
  it('is A1 as soon as one A1 machine exists', () => {
    expect(featuredMachine([{ machineType: 'W1', machineNum: 4 }, { machineType: 'A1', machineNum: 1 }])).toBe('A1');
  });
  it('is W1 otherwise', () => {
    expect(featuredMachine([{ machineType: 'W1', machineNum: 4 }])).toBe('W1');
    expect(featuredMachine([{ machineType: 'A1', machineNum: 0 }])).toBe('W1');
    expect(featuredMachine([])).toBe('W1');
  });
});
