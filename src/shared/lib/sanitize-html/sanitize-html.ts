import DOMPurify from 'dompurify';

let hooked = false;

/** Operator-written HTML (news, columns, activities), made safe to render. */
export const sanitizeHtml = (html: string): string => {
  if (!hooked) {
    // External links leave the site in a new tab, without giving it a handle on ours.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')?.match(/^https?:\/\//)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
};
