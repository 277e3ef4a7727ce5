import { describe, expect, it } from 'vitest';
import { AWARD_MESSAGE_KEYS, emptyAwardMessages, formatAwardMessages, parseAwardMessages } from './award-message';

describe('parseAwardMessages', () => {
  it('reads never set (null) as every message empty: the machine shows its defaults', () => {
    expect(parseAwardMessages(null)).toEqual(emptyAwardMessages());
  });

  it('reads the keys as the wire spells them, trimmed, and the missing ones as empty', () => {
    expect(parseAwardMessages('{"thereInABed":"  Bed! ","ton80":"TON 80"}')).toEqual({ ...emptyAwardMessages(), thereInABed: 'Bed!', ton80: 'TON 80' });
  });

  it.each([
    ['malformed JSON', '{"lowTon":'],
    ['a JSON array', '["lowTon"]'],
    ['a JSON text', '"lowTon"'],
    ['JSON null', 'null'],
    ['an unknown key', '{"threeInABed":"x"}'],
    ['a value that is not text', '{"lowTon":1}'],
    ['a text over 20 characters', `{"lowTon":"${'x'.repeat(21)}"}`],
    ['markup', '{"lowTon":"<script>x</script>"}'],
    ['a control character', '{"lowTon":"a\\u0007b"}'],
    ['a direction override', '{"lowTon":"\\u202Eyako"}'],
    ['only a zero-width space', '{"lowTon":"\\u200B"}'],
    ['only a byte order mark (which trimming would drop)', '{"lowTon":"\\uFEFF"}'],
  ])('refuses %s (null: the page keeps going with a warning)', (_, wire) => {
    expect(parseAwardMessages(wire)).toBeNull();
  });

  it('counts 20 characters as a player sees them (an emoji is one)', () => {
    expect(parseAwardMessages(`{"nineMark":"${'🎯'.repeat(20)}"}`)?.nineMark).toBe('🎯'.repeat(20));
  });
});

describe('formatAwardMessages', () => {
  it('writes every key in the documented order, trimmed, and reads back the same', () => {
    const messages = { ...emptyAwardMessages(), nineMark: ' Nine! ', lowTon: 'Low' };
    const wire = formatAwardMessages(messages);
    expect(Object.keys(JSON.parse(wire) as object)).toEqual([...AWARD_MESSAGE_KEYS]);
    expect(parseAwardMessages(wire)).toEqual({ ...messages, nineMark: 'Nine!' });
  });
});
