import { describe, expect, it } from 'vitest';
import { fillTemplate, placeholdersOf } from './copy-template';

describe('fillTemplate', () => {
  it('fills facts and picks a choice by the variant', () => {
    const template = { text: '{greeting} at {venue}: {gold} gold', choices: { greeting: ['Hello', 'Welcome to {city}'] } };
    expect(fillTemplate(template, { venue: 'The Oche', city: 'Leeds', gold: 150, variant: 0 })).toBe('Hello at The Oche: 150 gold');
    expect(fillTemplate(template, { venue: 'The Oche', city: 'Leeds', gold: 150, variant: 3 })).toBe('Welcome to Leeds at The Oche: 150 gold');
  });

  it('replaces choices while a flag is true', () => {
    const template = { text: '{name}{note}.', choices: { note: [''] }, when: { hasA1: { note: [', {a1} of them A1'] } } };
    expect(fillTemplate(template, { name: 'Bar', a1: 2, hasA1: false })).toBe('Bar.');
    expect(fillTemplate(template, { name: 'Bar', a1: 2, hasA1: true })).toBe('Bar, 2 of them A1.');
  });

  it('puts fact values in as they are, without reading placeholders in them', () => {
    expect(fillTemplate('{venue} in {city}', { venue: '{city}', city: 'Leeds' })).toBe('{city} in Leeds');
  });

  it('refuses a placeholder that names nothing, and a flag that is not yes/no', () => {
    expect(() => fillTemplate('Happy Hour at {venu}', { venue: 'The Oche' })).toThrow('{venu} is neither a choice nor a fact');
    expect(() => fillTemplate({ text: '{a}', choices: { a: ['x'] }, when: { venue: { a: ['y'] } } }, { venue: 'The Oche' })).toThrow(
      '"venue" is not a yes/no fact',
    );
  });

  it('lists the placeholders of a text', () => {
    expect(placeholdersOf('{a} and {b_2}, not { c } or {}')).toEqual(['a', 'b_2']);
  });
});
