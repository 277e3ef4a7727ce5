import { describe, expect, it } from 'vitest';
import { columnExcerpt } from './column-excerpt';

describe('columnExcerpt', () => {
  it('keeps only the text, with entities decoded and escaped markup left as text', () => {
    expect(columnExcerpt('<p>Grip &amp; <strong>stance</strong> &lt;b&gt;first&lt;/b&gt;.</p>')).toBe(
      'Grip & stance <b>first</b>.',
    );
  });

  it('drops scripts, styles and captions, and keeps a space between blocks', () => {
    const html =
      '<h2>Stance</h2><p>Feet first.</p><script>window.__ran = true;</script><style>p{}</style>' +
      '<figure><img src="/x.svg" alt="Stance" onerror="window.__ran = true"><figcaption>Photo</figcaption></figure>' +
      '<ul><li>Toes</li><li>Heels</li></ul>';
    expect(columnExcerpt(html)).toBe('Stance Feet first. Toes Heels');
  });

  it('cuts a long text after whole words, and CJK text where it is, with an ellipsis', () => {
    const words = `<p>${'throw '.repeat(40)}</p>`;
    const excerpt = columnExcerpt(words, 20);
    expect(excerpt).toBe('throw throw throw…');
    expect(columnExcerpt(`<p>${'飞镖'.repeat(50)}</p>`, 10)).toBe(`${'飞镖'.repeat(5)}…`);
    expect(columnExcerpt('<p>Short.</p>', 20)).toBe('Short.');
  });
});
