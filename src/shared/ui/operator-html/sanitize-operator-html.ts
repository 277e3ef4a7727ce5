import DOMPurify, { type Config } from 'dompurify';
import { withoutEventHandlers } from '@/shared/lib/html/event-handlers';
import { outlineHeadings } from './operator-headings';

/** DOMPurify's prefix for ids and names (`SANITIZE_NAMED_PROPS`): operator ids never meet the app's. */
export const OPERATOR_ID_PREFIX = 'user-content-';

/** Attributes that point at ids (space-separated lists): they follow the prefix. */
const ID_REFERENCE_ATTRIBUTES = [
  'aria-activedescendant',
  'aria-controls',
  'aria-describedby',
  'aria-details',
  'aria-errormessage',
  'aria-flowto',
  'aria-labelledby',
  'aria-owns',
  'for',
  'headers',
] as const;

/** Inline `position` values that keep an element in the flow of its box. */
const IN_FLOW_POSITIONS = new Set(['', 'static', 'relative']);

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  // No styles of its own, no forms to phish with, nothing that opens above the page (dialog, popover).
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'dialog'],
  FORBID_ATTR: ['popover', 'popovertarget', 'popovertargetaction'],
  SANITIZE_NAMED_PROPS: true,
};

const prefixed = (id: string): string => (id.startsWith(OPERATOR_ID_PREFIX) ? id : `${OPERATOR_ID_PREFIX}${id}`);

/** An in-page `#id` link follows the ids' prefix; other addresses are left alone. */
const prefixFragment = (href: string): string => (href.length > 1 && href.startsWith('#') ? `#${prefixed(href.slice(1))}` : href);

/** True for an http(s) address on another origin, protocol-relative ones (`//host/x`) included. */
const isExternal = (href: string, base: string): boolean => {
  try {
    const url = new URL(href, base);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== new URL(base).origin;
  } catch {
    return false;
  }
};

const confineLinks = (element: Element, base: string) => {
  const href = element.getAttribute('href');
  if (href === null) return;
  if (isExternal(href, base)) {
    element.setAttribute('target', '_blank');
    element.setAttribute('rel', 'noopener noreferrer');
  } else {
    element.setAttribute('href', prefixFragment(href));
  }
};

const followIdPrefix = (element: Element) => {
  const usemap = element.getAttribute('usemap');
  if (usemap !== null) element.setAttribute('usemap', prefixFragment(usemap));
  for (const name of ID_REFERENCE_ATTRIBUTES) {
    const value = element.getAttribute(name);
    if (value !== null) element.setAttribute(name, value.trim().split(/\s+/).filter(Boolean).map(prefixed).join(' '));
  }
};

/**
 * An inline style may not take an element out of its box: `position` other than static or
 * relative goes (fixed, absolute, sticky, and `var()` tricks). The browser's own CSS parser reads
 * the declarations; a style it cannot read (invalid, or refused by a Content-Security-Policy
 * without inline styles) is removed whole rather than passed on unread.
 */
const confineInlineStyle = (element: Element) => {
  if (!element.hasAttribute('style') || !('style' in element)) return;
  const style = (element as HTMLElement).style;
  if (!IN_FLOW_POSITIONS.has(style.getPropertyValue('position').trim().toLowerCase())) style.removeProperty('position');
  if (style.length === 0) element.removeAttribute('style');
};

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** A DOMPurify instance of its own (created on first use), so its hooks touch no other caller's. */
const operatorPurifier = () => {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const element = node as Element;
    const base = document.baseURI;
    if (element.tagName === 'A' || element.tagName === 'AREA') confineLinks(element, base);
    followIdPrefix(element);
    confineInlineStyle(element);
  });
  purifier = instance;
  return instance;
};

/** The level of the body's first heading: the page's title (h1) is right above the body. */
const TOP_HEADING_LEVEL = 2;

/**
 * Operator-written HTML (news and column bodies) made safe to render: no scripts or handlers, no
 * `javascript:` links, external links open in a new tab without a handle on the portal, ids and
 * in-page anchors in their own namespace, and no inline style that leaves the box. Its headings
 * continue the page's outline (see outlineHeadings); DOMPurify has the last word.
 */
export const sanitizeOperatorHtml = (html: string): string =>
  operatorPurifier().sanitize(outlineHeadings(withoutEventHandlers(html), TOP_HEADING_LEVEL), CONFIG);
