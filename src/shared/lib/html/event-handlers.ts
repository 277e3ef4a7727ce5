/** A start tag, quoted attribute values included (a `>` inside quotes does not end it). */
const START_TAG = /<[a-zA-Z](?:[^>"']|"[^"]*"|'[^']*')*>/g;
/** An `on…` attribute with its value, quoted or not, or bare. */
const EVENT_HANDLER = /[\s/]on[a-z0-9_-]*(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?(?=[\s/>])/gi;

/**
 * The HTML without inline event-handler attributes (`onerror="…"`), before any parser sees it.
 * Parsing is safe without this (DOMParser and DOMPurify never run a handler), but Chromium reports
 * every handler it parses, even into an inert document, as a Content-Security-Policy violation
 * (`script-src-attr`): hostile operator HTML would fill the console and the CSP reports. The
 * sanitiser still decides what is safe; this only keeps the noise out.
 */
export const withoutEventHandlers = (html: string): string =>
  html.replace(START_TAG, (tag) => tag.replace(EVENT_HANDLER, (attribute) => (attribute.startsWith('/') ? '/' : '')));
