import { withoutEventHandlers } from '@/shared/lib';

/** Text that is no prose of the article: code, embeds, and captions of pictures the card does not show. */
const NOT_PROSE = 'script, style, template, noscript, iframe, object, svg, figcaption';
/** Blocks whose text would run into the next block's without a space ("Title</h2><p>Text"). */
const BLOCKS = 'p, div, h1, h2, h3, h4, h5, h6, li, dt, dd, blockquote, pre, tr, td, th, br, hr';

/** Whole words when a space falls in the last part of the cut; CJK text has none, so it is cut where it is. */
const WORD_CUT_SHARE = 0.6;

/**
 * A short plain-text excerpt of a column's operator HTML, for its card. DOMParser builds an inert
 * document (no script runs, nothing loads), the excerpt takes only its text, and the card renders
 * that as text: no markup of `contents` ever reaches the page here. Entities come out decoded
 * (`&amp;` is "&"), an escaped `&lt;b&gt;` stays the text "<b>".
 */
export function columnExcerpt(html: string, maxLength = 140): string {
  const { body } = new DOMParser().parseFromString(withoutEventHandlers(html), 'text/html');
  for (const element of body.querySelectorAll(NOT_PROSE)) element.remove();
  for (const element of body.querySelectorAll(BLOCKS)) element.after(' ');
  const text = (body.textContent ?? '').replace(/\s+/g, ' ').trim();

  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;
  const cut = characters.slice(0, maxLength).join('');
  const space = cut.lastIndexOf(' ');
  const head = space > cut.length * WORD_CUT_SHARE ? cut.slice(0, space) : cut;
  return `${head.replace(/[\s,.;:、，。；：]+$/u, '')}…`;
}
