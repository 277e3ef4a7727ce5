/**
 * Operator HTML sits under the page's own title, and operators pick heading levels by their
 * looks (news bodies start at h3). Each heading is renumbered into an outline that starts at
 * `top` and never skips a level, keeping the operator's nesting: a heading deeper than the one
 * before goes one level down, one as deep as an earlier heading takes that heading's level.
 * The HTML is read in an inert template: nothing in it runs or loads here.
 */
export const outlineHeadings = (html: string, top: number): string => {
  if (!/<h[1-6]/i.test(html)) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  const open: { written: number; shown: number }[] = [];
  for (const heading of template.content.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    const written = Number(heading.tagName[1]);
    while (open.length > 0 && open[open.length - 1]!.written >= written) open.pop();
    const shown = Math.min(open.length > 0 ? open[open.length - 1]!.shown + 1 : top, 6);
    open.push({ written, shown });
    if (shown === written) continue;
    const renamed = document.createElement(`h${shown}`);
    for (const attribute of heading.attributes) renamed.setAttribute(attribute.name, attribute.value);
    renamed.append(...heading.childNodes);
    heading.replaceWith(renamed);
  }
  return template.innerHTML;
};
