import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OperatorHtml } from './operator-html';

const renderBox = (html: string) => {
  const { container, rerender } = render(<OperatorHtml html={html} className="body" />);
  return { box: container.firstElementChild as HTMLElement, rerender };
};

describe('OperatorHtml', () => {
  afterEach(() => {
    document.getElementById('root')?.remove();
  });

  it.each([
    ['fixed', 'position: fixed; inset: 0; z-index: 9999; background: white'],
    ['absolute', 'position:absolute;top:0;left:0;width:100vw;height:100vh'],
    ['sticky', 'position: STICKY; top: 0'],
    ['fixed through a custom property', '--where: fixed; position: var(--where); inset: 0'],
  ])('keeps an overlay positioned %s inside its box: the box is contained and the inline position is gone', (_, style) => {
    const { box } = renderBox(
      '<p style="position: relative; top: 2px; color: rgb(200, 0, 0)">Results</p>' +
        `<div style="${style}"><a href="https://evil.example/login">Your session ended: log in again</a></div>`,
    );
    // Containment makes the box the containing block of fixed and absolute descendants and clips its painting.
    expect(box.style.contain).toBe('content');
    expect(box.style.overflowWrap).toBe('anywhere');
    expect(box.className).toContain('body');
    const overlay = box.querySelector('div')!;
    expect(overlay.style.position).toBe('');
    expect(overlay.getAttribute('style') ?? '').not.toMatch(/position/i);
    expect(box.textContent).toContain('log in again');
    // Styles that keep an element in the flow stay as the operator wrote them.
    const results = box.querySelector('p')!;
    expect(results.style.position).toBe('relative');
    expect(results.style.color).toBe('rgb(200, 0, 0)');
  });

  it('opens every external link, protocol-relative ones too, in a new tab without opener or referrer', () => {
    const { box } = renderBox(
      [
        '<a href="https://example.org/x">https</a>',
        '<a href="//evil.example/x">protocol-relative</a>',
        '<a href="HTTP://EVIL.EXAMPLE">upper case</a>',
        '<a href="https://example.org/y" target="_self" rel="opener">operator rel</a>',
        '<a href="/News?id=3">internal</a>',
        `<a href="${window.location.origin}/Darts">own origin</a>`,
        '<a href="mailto:help@example.org">mail</a>',
      ].join(''),
    );
    const link = (name: string) => [...box.querySelectorAll('a')].find((anchor) => anchor.textContent === name)!;
    for (const name of ['https', 'protocol-relative', 'upper case', 'operator rel']) {
      expect(link(name).getAttribute('rel'), name).toBe('noopener noreferrer');
      expect(link(name).getAttribute('target'), name).toBe('_blank');
    }
    for (const name of ['internal', 'own origin', 'mail']) {
      expect(link(name).hasAttribute('target'), name).toBe(false);
    }
    expect(link('internal').getAttribute('href')).toBe('/News?id=3');
  });

  it('drops scripts, event handlers, javascript: links, forms and what opens above the page', () => {
    const { box } = renderBox(
      '<h2>Final</h2><script>window.__ran = true</script><img src="/a.svg" alt="" onerror="window.__ran = true">' +
        '<a href="javascript:alert(1)">bad</a><a href=" JaVaScRiPt:alert(1)">bad too</a><p onclick="alert(1)">ok</p>' +
        '<form action="https://evil.example"><input name="password"><button>Send</button></form>' +
        '<dialog open>over</dialog><div popover>pop</div>',
    );
    expect(box.querySelector('script')).toBeNull();
    expect(box.querySelector('[onerror], [onclick]')).toBeNull();
    expect([...box.querySelectorAll('a')].map((anchor) => anchor.hasAttribute('href'))).toEqual([false, false]);
    expect(box.querySelector('form, input, button, dialog, [popover]')).toBeNull();
    expect(box.querySelector('h2')?.textContent).toBe('Final');
    expect('__ran' in window).toBe(false);
  });

  it("puts operator ids and names in their own namespace, so they never meet the app's, and in-page links follow", () => {
    const app = document.createElement('div');
    app.id = 'root';
    document.body.append(app);
    const { box } = renderBox(
      '<p><a href="#comments">Jump to comments</a> <a href="#">top</a></p>' +
        '<div id="root">operator root</div><h2 id="comments" aria-describedby="root note">Comments</h2>' +
        '<a name="note">note</a><img src="/m.svg" alt="" usemap="#map"><map name="map"></map>',
    );
    expect(document.getElementById('root')).toBe(app);
    expect(box.querySelector('div')?.id).toBe('user-content-root');
    expect(box.querySelector('h2')?.id).toBe('user-content-comments');
    expect(box.querySelector('h2')?.getAttribute('aria-describedby')).toBe('user-content-root user-content-note');
    expect(box.querySelector('a[name]')?.getAttribute('name')).toBe('user-content-note');
    const jump = [...box.querySelectorAll('a')].find((anchor) => anchor.textContent === 'Jump to comments')!;
    expect(jump.getAttribute('href')).toBe('#user-content-comments');
    expect(box.querySelector(jump.getAttribute('href')!)).toBe(box.querySelector('h2'));
    expect([...box.querySelectorAll('a')].find((anchor) => anchor.textContent === 'top')?.getAttribute('href')).toBe('#');
    expect(box.querySelector('img')?.getAttribute('usemap')).toBe('#user-content-map');
  });

  it("continues the page's outline under its title: the first heading is an h2 and no level is skipped", () => {
    const { box } = renderBox(
      '<h3 id="details" class="lead">Event <em>details</em></h3><p>x</p><h5>Prizes</h5><h6>Note</h6><h3>How to take part</h3>' +
        '<h4>Entry</h4><h1>Odd</h1><h2>After</h2>',
    );
    expect([...box.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => `${heading.tagName} ${heading.textContent}`)).toEqual([
      'H2 Event details',
      'H3 Prizes',
      'H4 Note',
      'H2 How to take part',
      'H3 Entry',
      'H2 Odd',
      'H3 After',
    ]);
    const first = box.querySelector('h2')!;
    expect(first.id).toBe('user-content-details');
    expect(first.className).toBe('lead');
    expect(first.querySelector('em')?.textContent).toBe('details');
  });

  it('sanitises what it is given on every change of the HTML', () => {
    const { box, rerender } = renderBox('<p>first</p>');
    rerender(<OperatorHtml html={'<p>second</p><script>window.__ran = true</script><a href="//evil.example">x</a>'} />);
    expect(box.querySelector('p')?.textContent).toBe('second');
    expect(box.querySelector('script')).toBeNull();
    expect(box.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
