import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('drops scripts and event handlers but keeps the text and structure', () => {
    const html = sanitizeHtml('<h2>Final</h2><script>alert(1)</script><img src="/a.svg" onerror="alert(2)"><p>ok</p>');
    expect(html).toBe('<h2>Final</h2><img src="/a.svg"><p>ok</p>');
  });

  it('opens external links in a new tab without an opener', () => {
    const html = sanitizeHtml('<a href="https://example.org/x">x</a><a href="/News">in</a>');
    expect(html).toBe('<a href="https://example.org/x" target="_blank" rel="noopener noreferrer">x</a><a href="/News">in</a>');
  });

  it('removes javascript: links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });
});
